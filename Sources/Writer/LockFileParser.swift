import Diagnostics
import Support

extension LockFile {
    /// The lines of `text`, each without its line feed, or carriage return and line feed, so
    /// a lock an editor saved with Windows line endings still reads. Split as bytes: a lock
    /// has a few lines per file of the module, and is read on every run.
    private static func lines(_ text: String) -> [Substring] {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { bytes in
            let line = Substring(bytes)
            return line.utf8.last == UInt8(ascii: "\r") ? Substring(line.utf8.dropLast()) : line
        }
    }

    /// `text` split at spaces, at most `maxSplits` times, empty fields left out.
    private static func fields(_ text: Substring, maxSplits: Int) -> [String] {
        text.utf8.split(separator: UInt8(ascii: " "), maxSplits: maxSplits).map { String(Substring($0)) }
    }

    public static func parse(_ source: SourceText) throws(DiagnosticError) -> LockFile {
        var values: [String: String] = [:]
        var samples: [String] = []
        var files: [Entry] = []
        var pending: [Entry] = []
        var kept: [(path: String, hash: String, line: Int)] = []
        var properties: [String: String] = [:]
        var enums: [String: [String]] = [:]
        var requests: [String: [String]] = [:]
        var routes: [String: String] = [:]
        var typeNames: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        for (index, line) in Self.lines(source.text).enumerated() {
            let lineNumber = index + 1
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = Self.fields(line, maxSplits: 1)
            let rest = fields.count > 1 ? fields[1] : ""
            // The first field of `rest` and what follows it, split only by the entries of two fields.
            var pair: [String] { Self.fields(rest[...], maxSplits: 1) }
            switch fields[0] {
            case "module", "payload", "manifest", "templates", "naming", "digest":
                values[fields[0]] = rest
            case "samples":
                samples.append(rest)
            case "file", "pending":
                var parts = Self.fields(rest[...], maxSplits: 2)
                var layer: Layer?
                if fields[0] == "file", parts.count == 3, parts[1].utf8.count != 64 {
                    layer = Layer(rawValue: parts[1])
                    parts = [parts[0]] + Self.fields(parts[2][...], maxSplits: 1)
                }
                if parts.count == 3, let problem = Self.pathProblem(parts[2]) {
                    diagnostics.append(Self.unsafePath(parts[2], problem, in: source, line: lineNumber, column: line.count - parts[2].count + 1))
                } else if parts.count == 3, let ownership = Ownership(rawValue: parts[0]), parts[1].count == 64 {
                    let entry = Entry(path: parts[2], ownership: ownership, hash: parts[1], layer: layer)
                    if fields[0] == "file" {
                        files.append(entry)
                    } else {
                        pending.append(entry)
                    }
                } else {
                    let layerField = fields[0] == "file" ? " [<layer>]" : ""
                    diagnostics.append(.error("expected '\(fields[0]) owned|scaffold\(layerField) <sha256> <path>'", in: source, at: SourcePosition(line: lineNumber, column: fields[0].count + 2)))
                }
            case "kept":
                let pair = pair
                if pair.count == 2, pair[0].count == 64 {
                    kept.append((pair[1], pair[0], lineNumber))
                } else {
                    diagnostics.append(.error("expected 'kept <sha256> <path>'", in: source, at: SourcePosition(line: lineNumber, column: 6)))
                }
            case "orphan":
                let parts = Self.fields(rest[...], maxSplits: 2)
                if parts.count == 3, let problem = Self.pathProblem(parts[2]) {
                    diagnostics.append(Self.unsafePath(parts[2], problem, in: source, line: lineNumber, column: line.count - parts[2].count + 1))
                } else if parts.count == 3, parts[1].count == 64 {
                    files.append(Entry(path: parts[2], ownership: .scaffold, hash: parts[1], orphanOf: parts[0] == "-" ? "" : parts[0]))
                } else {
                    diagnostics.append(.error("expected 'orphan <endpoint or -> <sha256> <path>'", in: source, at: SourcePosition(line: lineNumber, column: 8)))
                }
            case "model", "route":
                let pair = pair
                if pair.count == 2 {
                    if fields[0] == "model" {
                        properties[pair[0]] = pair[1]
                    } else {
                        routes[pair[0]] = pair[1]
                    }
                } else {
                    let expected = fields[0] == "model" ? "model <Type.property> <type>" : "route <Endpoint> <pattern>"
                    diagnostics.append(.error("expected '\(expected)'", in: source, at: SourcePosition(line: lineNumber, column: fields[0].count + 2)))
                }
            case "name":
                let parts = rest.split(separator: " ", omittingEmptySubsequences: false)
                if parts.count == 3, ["struct", "enum", "union"].contains(parts[0]), !parts[1].isEmpty, !parts[2].isEmpty {
                    typeNames[parts[0] + " " + parts[1]] = String(parts[2])
                } else {
                    diagnostics.append(.error("expected 'name <kind> <key path> <type name>'", in: source, at: SourcePosition(line: lineNumber, column: 6)))
                }
            case "enum":
                let pair = pair
                enums[pair.first ?? ""] = pair.count == 2 ? pair[1].components(separatedBy: ", ") : []
            case "request":
                let pair = pair
                requests[pair.first ?? ""] = pair.count == 2 ? Self.parameters(pair[1]) : []
            default:
                diagnostics.append(.error("unknown entry '\(fields[0])'", in: source, at: SourcePosition(line: lineNumber, column: 1)))
            }
        }
        let scaffoldFiles = Dictionary(files.enumerated().filter { $0.element.ownership == .scaffold && $0.element.orphanOf == nil }.map { ($0.element.path, $0.offset) }, uniquingKeysWith: { first, _ in first })
        for line in kept {
            guard let index = scaffoldFiles[line.path] else {
                diagnostics.append(.error("'kept' names a file that no 'file scaffold' line records", in: source, at: SourcePosition(line: line.line, column: 72)))
                continue
            }
            files[index].kept = line.hash
        }
        guard let module = values["module"] ?? values["payload"], let templates = values["templates"] else {
            diagnostics.append(.error("the lock file lacks its module or templates line", in: source, at: SourcePosition(line: 1, column: 1)))
            throw DiagnosticError(diagnostics)
        }
        if !diagnostics.isEmpty {
            throw DiagnosticError(diagnostics)
        }
        let inputs = Inputs(
            module: module,
            isPayload: values["payload"] != nil,
            samples: samples,
            manifest: values["manifest"],
            templates: templates,
            naming: values["naming"]
        )
        return LockFile(inputs: inputs, files: files, models: ModelSignature(properties: properties, enums: enums, requests: requests, routes: routes, typeNames: typeNames), pending: pending, digest: values["digest"])
    }

    /// Why a file path the lock names must not be used, or nil when it may: a lock arrives in
    /// pull requests like any other file, and gen reads, moves and deletes the files it
    /// names, so each must stay inside the module folder and clear of gen's own files, as a
    /// template's output path must.
    static func pathProblem(_ path: String) -> String? {
        guard Paths.isConfined(path) else {
            return "it is not a relative path inside the module folder (no '..', '.', empty part or leading '/')"
        }
        return GenFileNames.problem(withOutputPath: path)
    }

    private static func unsafePath(_ path: String, _ problem: String, in source: SourceText, line: Int, column: Int) -> Diagnostic {
        .error(
            "the lock names the file '\(path.debugDescription.dropFirst().dropLast())', which gen will not touch: \(problem)",
            in: source,
            at: SourcePosition(line: line, column: column)
        )
    }

    /// `page: Int, sort: [String: Int]` → `["page: Int", "sort: [String: Int]"]`: split at the
    /// commas that start another `name:`.
    private static func parameters(_ list: String) -> [String] {
        var result: [String] = []
        var current = ""
        var depth = 0
        var previous: Character = " "
        for character in list {
            switch character {
            case "[", "(", "<": depth += 1
            case "]", ")": depth -= 1
            case ">" where previous != "-": depth -= 1
            default: break
            }
            previous = character
            if character == ",", depth == 0 {
                result.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty {
            result.append(current.trimmingCharacters(in: .whitespaces))
        }
        return result
    }
}
