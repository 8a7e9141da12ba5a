/// A cheap check of generated Swift without compiling it: no name declared twice in one
/// scope (`let`, `var`, `case`, and types, per type body, block and target), no parameter
/// name twice in one signature, and no two Swift files of one name, in any case.
///
/// The parse is line by line over what the built-in sets write: string literals, multi-line
/// ones included, and comments are skipped; a `{` on a line declaring a type opens that
/// type's scope, any other `{` a block of its own; a top-level type is in its target's
/// scope (`Sources/<name>`, `Tests/<name>`, else the module), unless private to its file.
struct DeclarationCheck {
    /// A problem for each name declared twice, and each file name written twice.
    static func problems(in files: [String: [UInt8]]) -> [String] {
        var problems: [String] = []
        var byFileName: [String: String] = [:]
        var check = DeclarationCheck()
        for path in files.keys.sorted() where path.hasSuffix(".swift") {
            let fileName = String(path.split(separator: "/").last ?? "").lowercased()
            if let other = byFileName[fileName] {
                problems.append("two Swift files of one name: \(other) and \(path)")
            }
            byFileName[fileName] = path
            check.read(String(decoding: files[path] ?? [], as: UTF8.self), path: path)
        }
        return problems + check.problems
    }

    private var declared: [String: [String: String]] = [:]
    private var problems: [String] = []

    private static let typeKeywords: Set<String> = ["struct", "enum", "class", "actor", "protocol"]
    private static let valueKeywords: Set<String> = ["let", "var", "case", "typealias"]
    private static let modifiers: Set<String> = [
        "public", "internal", "private", "fileprivate", "package", "open", "static", "final", "indirect", "nonisolated",
        "lazy", "weak", "override", "mutating", "required", "convenience", "@MainActor", "@Observable", "@ObservationIgnored",
        "@State", "@Binding", "@Environment", "@unchecked", "@frozen",
    ]

    private mutating func read(_ text: String, path: String) {
        let target = Self.target(of: path)
        var scopes = [target]
        var inMultilineString = false
        var parameters: (text: String, depth: Int, line: Int)?
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = String(rawLine)
            if inMultilineString {
                guard let end = line.range(of: "\"\"\"") else { continue }
                line = String(line[end.upperBound...])
                inMultilineString = false
            }
            line = Self.code(of: line, inMultilineString: &inMultilineString)
            if parameters != nil || line.contains("func ") || line.contains("init(") {
                parameters = collectParameters(line, into: parameters, lineNumber: number + 1, path: path)
            }
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            var index = 0
            var isPrivate = false
            while index < words.count, Self.modifiers.contains(words[index]) || words[index].hasPrefix("@")
                || (words[index] == "class" && index + 1 < words.count && ["func", "var", "let"].contains(words[index + 1])) {
                isPrivate = isPrivate || words[index] == "private" || words[index] == "fileprivate"
                index += 1
            }
            var opened: String?
            if index < words.count, words[index] == "default:", scopes[scopes.count - 1].hasPrefix(path + ":") {
                declared[scopes[scopes.count - 1]] = nil
            }
            if index + 1 < words.count {
                let keyword = words[index]
                let name = Self.name(in: words[index + 1])
                let isBlock = scopes[scopes.count - 1].hasPrefix(path + ":")
                if keyword == "case" && isBlock {
                    declared[scopes[scopes.count - 1]] = nil
                } else if Self.typeKeywords.contains(keyword) || Self.valueKeywords.contains(keyword), let name {
                    let scope = isPrivate && scopes.count == 1 ? "\(path):private" : scopes[scopes.count - 1]
                    declare(name, in: scope, at: "\(path):\(number + 1)")
                    if Self.typeKeywords.contains(keyword) {
                        opened = (scopes.count == 1 ? target : scopes[scopes.count - 1]) + "." + name
                    }
                }
            }
            var column = 0
            for character in line {
                column += 1
                if character == "{" {
                    scopes.append(opened ?? "\(path):\(number + 1):\(column)")
                    opened = nil
                } else if character == "}", scopes.count > 1 {
                    scopes.removeLast()
                }
            }
        }
    }

    private mutating func declare(_ name: String, in scope: String, at place: String) {
        if let first = declared[scope]?[name] {
            problems.append("'\(name)' declared twice in one scope: \(first) and \(place)")
        } else {
            declared[scope, default: [:]][name] = place
        }
    }

    /// Gathers the text of a signature's parameter list over its lines; when it closes,
    /// records each internal name declared twice. Returns the list still open, if any.
    private mutating func collectParameters(_ line: String, into open: (text: String, depth: Int, line: Int)?, lineNumber: Int, path: String) -> (text: String, depth: Int, line: Int)? {
        var current = open
        var rest = Substring(line)
        if current == nil {
            guard let start = line.range(of: "init(") ?? line.range(of: "func ").flatMap({ line[$0.upperBound...].firstIndex(of: "(").map { $0..<line.index(after: $0) } }) else { return nil }
            rest = line[start.upperBound...]
            current = ("", 1, lineNumber)
        }
        guard let (startText, startDepth, first) = current else { return nil }
        var text = startText
        var depth = startDepth
        for character in rest {
            if character == "(" || character == "[" || character == "<" {
                depth += 1
            } else if character == ")" || character == "]" || character == ">" {
                depth -= 1
                if depth == 0 {
                    checkParameters(text, at: "\(path):\(first)")
                    return nil
                }
            }
            text.append(depth == 1 && character == "," ? "\u{1}" : character)
        }
        return (text + " ", depth, first)
    }

    private mutating func checkParameters(_ list: String, at place: String) {
        var seen: Set<String> = []
        for parameter in list.split(separator: "\u{1}") {
            guard let colon = parameter.firstIndex(of: ":") else { continue }
            let names = parameter[..<colon].split(separator: " ").map(String.init).filter { !$0.hasPrefix("@") && $0 != "_" }
            guard let internalName = names.last.map({ $0.replacingOccurrences(of: "`", with: "") }) else { continue }
            if !seen.insert(internalName).inserted {
                problems.append("parameter '\(internalName)' declared twice in the signature at \(place)")
            }
        }
    }

    /// The line without comments and the contents of its string literals (`"…"` left
    /// empty); `inMultilineString` is set when a `"""` opens and does not close on it.
    private static func code(of line: String, inMultilineString: inout Bool) -> String {
        var result = ""
        var characters = Array(line)[...]
        var inString = false
        while let character = characters.first {
            if !inString, characters.starts(with: "\"\"\"") {
                characters = characters.dropFirst(3)
                if let end = findTripleQuote(in: characters) {
                    characters = characters[end...].dropFirst(3)
                    result += "\"\""
                    continue
                }
                inMultilineString = true
                return result
            }
            if !inString, characters.starts(with: "//") {
                return result
            }
            characters = characters.dropFirst()
            if inString, character == "\\" {
                characters = characters.dropFirst()
                continue
            }
            if character == "\"" {
                inString.toggle()
                result.append(character)
            } else if !inString {
                result.append(character)
            }
        }
        return result
    }

    private static func findTripleQuote(in characters: ArraySlice<Character>) -> Int? {
        var index = characters.startIndex
        while index + 3 <= characters.endIndex {
            if characters[index] == "\"", characters[index + 1] == "\"", characters[index + 2] == "\"" {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The name a declaration's second word starts with (`Home:` → `Home`, `` `self`: `` →
    /// `self`, `none,` → `none`); nil for a pattern (`.some`, `let (a, b)`, `"x"`).
    private static func name(in word: String) -> String? {
        let trimmed = word.replacingOccurrences(of: "`", with: "")
        let name = String(trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard let first = name.first, first.isLetter || first == "_" else { return nil }
        return name
    }

    /// `Sources/Jacob/Model/Home.swift` → `Sources/Jacob`; a file elsewhere → the module.
    private static func target(of path: String) -> String {
        let parts = path.split(separator: "/")
        return parts.count > 2 && (parts[0] == "Sources" || parts[0] == "Tests") ? parts[0] + "/" + parts[1] : "module"
    }
}
