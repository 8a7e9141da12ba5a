/// Issue 40's class "gen.yml values into code": an endpoint of the example's samples whose
/// type pin, param name or type, path, route, model name, module name or package setting
/// carries code that calls `FUZZMARK()`. gen must refuse the value with an error located in
/// gen.yml, or write sources where the marker is only ever inside a string literal or a
/// comment.
enum InjectionCases {
    static let marker = "FUZZMARK"

    /// Ways out of a string literal, a comment, a type or a declaration, each into a call of
    /// the marker.
    static let payloads = [
        "\\(FUZZMARK())", "\"); FUZZMARK(); (\"", "\" + FUZZMARK() + \"", "*/ FUZZMARK() /*", "\n FUZZMARK()", "\r FUZZMARK()",
        "\u{2028}FUZZMARK()", "\u{85}FUZZMARK()", "#\"\\#(FUZZMARK())\"#", "\"\"\"\n\\(FUZZMARK())\n\"\"\"", ", x: Int = { FUZZMARK() }()",
        " = { FUZZMARK(); return 0 }()", "; let x = FUZZMARK()", "\n}\nlet x = FUZZMARK()\nstruct Y {", "' + FUZZMARK() + '", "#{FUZZMARK()}",
        "`FUZZMARK`", ">, FUZZMARK()", "]; FUZZMARK(); [", "?) -> Int { FUZZMARK() }; func f(x: Int",
    ]

    enum Place: CaseIterable {
        case typePin, paramName, paramType, path, route, model, module, version, dependencyName, dependencyVersion, homepage
    }

    static func make(_ fuzzCase: inout FuzzCase, using rng: inout SplitMix64) {
        let place = rng.pick(Place.allCases)
        let sample = rng.pick(fuzzCase.samples.paths)
        let sampleFile = "samples/" + (sample.split(separator: "/").count > 1 ? String(sample.split(separator: "/")[0]) : sample)
        let key = firstKey(of: fuzzCase.samples[sample] ?? []) ?? "id"
        var injected = rng.pick(payloads)
        let base = ["Int", "String", "[String]", "q", "/items", "probe/items", "Probe", "1.0.0", "Kingfisher", "~> 7.0", "https://example.com"]
        let at = rng.int(0...2)
        let value = at == 0 ? injected : at == 1 ? rng.pick(base) + injected : rng.pick(base) + injected + rng.pick(base)
        injected = quoted(value)
        func the(_ own: Place, _ fallback: String) -> String { place == own ? injected : fallback }
        let text = """
        module: \(the(.module, "Probe"))
        endpoints:
          - name: Injected
            sample: \(sampleFile)
            path: \(the(.path, "/injected"))
            params: { \(the(.paramName, "q")): \(the(.paramType, "String")) }
            route: \(the(.route, "probe/injected"))
            model: \(the(.model, "InjectedModel"))
        types:
          Injected.\(key): \(the(.typePin, "String"))
        package:
          version: \(the(.version, "1.0.0"))
          dependencies: { \(the(.dependencyName, "Kingfisher")): \(the(.dependencyVersion, "\"~> 7.0\"")) }
          homepage: \(the(.homepage, "https://example.com"))

        """
        fuzzCase.kind = .injection
        fuzzCase.manifest = Array(text.utf8)
        fuzzCase.output = "out/M"
        fuzzCase.moduleFolder = "out/M"
        fuzzCase.steps = [.lint, .module(force: false)]
    }

    /// The first key of a JSON object, found crudely; nil for anything else.
    static func firstKey(of json: [UInt8]) -> String? {
        let text = String(decoding: json.prefix(4096), as: UTF8.self)
        guard let open = text.firstIndex(of: "{"), let quote = text[open...].firstIndex(of: "\"") else { return nil }
        let rest = text[text.index(after: quote)...]
        guard let close = rest.firstIndex(of: "\"") else { return nil }
        let key = String(rest[..<close])
        return !key.isEmpty && key.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) ? key : nil
    }

    /// A YAML double-quoted scalar that reads back as `text`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029:
                result += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A finding when a run refused the value without an error in gen.yml, or when a file
    /// it wrote holds the marker as code.
    static func findings(command: String, termination: Termination, after: Snapshot, log: String, moduleFolder: String) -> [Finding] {
        guard termination == .exited(0) else {
            let located = log.split(separator: "\n").contains { line in
                line.hasPrefix("gen.yml:") && line.contains(": error: ") && line.split(separator: ":").dropFirst().prefix(2).allSatisfy { Int($0) != nil }
            }
            return located || termination != .exited(1) ? [] : [Finding(kind: .injected, message: "gen \(command) refused the manifest without an error located in gen.yml")]
        }
        guard command == "module" else { return [] }
        return after.files(under: moduleFolder).keys.sorted().compactMap { path in
            let text = String(decoding: after.files(under: moduleFolder)[path] ?? [], as: UTF8.self)
            let code = path.hasSuffix(".swift") ? SwiftCode.outsideLiterals(text) : path.hasSuffix(".podspec") ? RubyCode.outsideLiterals(text) : ""
            return code.contains(marker + "(") ? Finding(kind: .injected, message: "\(moduleFolder)/\(path) calls \(marker) outside a string literal or comment") : nil
        }
    }
}

/// The text of Swift source that is code: comments and the text of string literals left out,
/// interpolations kept.
enum SwiftCode {
    private enum Frame {
        case string(hashes: Int, multiline: Bool)
        case interpolation(depth: Int)
    }

    static func outsideLiterals(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var code = String.UnicodeScalarView()
        var stack: [Frame] = []
        var index = 0
        func at(_ offset: Int) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }
        func hashes(from start: Int) -> Int {
            var count = 0
            while start + count < scalars.count, scalars[start + count] == "#" { count += 1 }
            return count
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if case .string(let count, let multiline)? = stack.last {
                if scalar == "\\", hashes(from: index + 1) >= count {
                    let after = index + 1 + count
                    if after < scalars.count, scalars[after] == "(" {
                        stack.append(.interpolation(depth: 0))
                        code.append(";")
                        index = after + 1
                    } else {
                        index = after + 1
                    }
                    continue
                }
                let quotes = multiline ? 3 : 1
                if scalar == "\"", (0..<quotes).allSatisfy({ at($0) == "\"" }), hashes(from: index + quotes) >= count {
                    stack.removeLast()
                    index += quotes + count
                    continue
                }
                if !multiline, scalar == "\n" {
                    stack.removeLast()
                }
                index += 1
                continue
            }
            if scalar == "/", at(1) == "/" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
                continue
            }
            if scalar == "/", at(1) == "*" {
                var depth = 0
                repeat {
                    if scalars[index] == "/", at(1) == "*" { depth += 1; index += 2 } else if scalars[index] == "*", at(1) == "/" { depth -= 1; index += 2 } else { index += 1 }
                } while depth > 0 && index < scalars.count
                continue
            }
            let count = scalar == "#" ? hashes(from: index) : 0
            if at(count) == "\"" {
                let multiline = at(count + 1) == "\"" && at(count + 2) == "\""
                stack.append(.string(hashes: count, multiline: multiline))
                index += count + (multiline ? 3 : 1)
                continue
            }
            if case .interpolation(let depth)? = stack.last {
                if scalar == "(" { stack[stack.count - 1] = .interpolation(depth: depth + 1) }
                if scalar == ")" {
                    if depth == 0 {
                        stack.removeLast()
                        index += 1
                        continue
                    }
                    stack[stack.count - 1] = .interpolation(depth: depth - 1)
                }
            }
            code.append(scalar)
            index += 1
        }
        return String(code)
    }
}

/// The text of a podspec that is code: `'…'` strings (where only `\'` and `\\` escape) and
/// `#` comments left out.
enum RubyCode {
    static func outsideLiterals(_ text: String) -> String {
        var code = ""
        var inString = false
        var escaped = false
        var inComment = false
        for character in text {
            if inComment {
                if character == "\n" { inComment = false; code.append(character) }
            } else if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "'" { inString = false }
            } else if character == "'" {
                inString = true
            } else if character == "#" {
                inComment = true
            } else {
                code.append(character)
            }
        }
        return code
    }
}
