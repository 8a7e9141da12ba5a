import Diagnostics
import Foundation
import Support

extension LockFile {
    package static func parse(_ source: SourceText) throws(DiagnosticError) -> LockFile {
        if let line = source.mergeMarkerLine {
            throw DiagnosticError(.error(
                "a merge left its conflict markers in the lock",
                in: source,
                at: SourcePosition(line: line, column: 1),
                hint: "keep one side's lines between the markers, or one branch's whole \(fileName), then rerun gen module"
            ))
        }
        var values: [String: String] = [:]
        var samples: [String] = []
        var files: [Entry] = []
        // The line that records each file, to refuse a second one.
        var recordedOn: [String: Int] = [:]
        var pending: [Entry] = []
        var kept: [(path: String, hash: String, line: Int)] = []
        // Collected first and made dictionaries once: a lock has thousands of `model` lines.
        var properties: [(String, String)] = []
        var enums: [String: [String]] = [:]
        var requests: [String: [String]] = [:]
        var routes: [(String, String)] = []
        var typeNames: [String: String] = [:]
        var propertyKeys: [String: String] = [:]
        var responses: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        var digestLine: Range<Int>?
        let bytes = Array(source.text.utf8)
        for (index, line) in LockLine.lines(of: bytes).enumerated() {
            let lineNumber = index + 1
            if line.isEmpty || line.isComment { continue }
            let fields = line.fields(line.range, maxSplits: 1)
            let keyword = line.string(fields[0])
            let restRange = fields.count > 1 ? fields[1] : line.range.upperBound..<line.range.upperBound
            var rest: String { line.string(restRange) }
            // The first field of `rest` and what follows it, split only by the entries of two fields.
            var pair: [String] {
                let pair = line.fields(restRange, maxSplits: 1)
                return (0..<pair.count).map { line.string(pair[$0]) }
            }
            switch keyword {
            case "module", "payload", "manifest", "templates", "naming", "core", "digest":
                values[keyword] = rest
                if keyword == "digest" {
                    digestLine = line.range.lowerBound..<min(line.range.upperBound + 1, bytes.count)
                }
            case "samples":
                samples.append(rest)
            case "file", "pending":
                var parts = line.fields(restRange, maxSplits: 2)
                var layer: Layer?
                if keyword == "file", parts.count == 3, parts[1].count != 64 {
                    layer = Layer(rawValue: line.string(parts[1]))
                    let hashAndPath = line.fields(parts[2], maxSplits: 1)
                    var reparted = LockLine.Fields()
                    reparted.append(parts[0])
                    for field in 0..<hashAndPath.count {
                        reparted.append(hashAndPath[field])
                    }
                    parts = reparted
                }
                if parts.count == 3, let problem = Self.pathProblem(line.string(parts[2])) {
                    diagnostics.append(Self.unsafePath(line.string(parts[2]), problem, in: source, line: lineNumber, column: line.text.count - line.characterCount(parts[2]) + 1))
                } else if parts.count == 3, let ownership = Ownership(rawValue: line.string(parts[0])), line.characterCount(parts[1]) == 64 {
                    let entry = Entry(path: line.string(parts[2]), ownership: ownership, hash: line.string(parts[1]), layer: layer)
                    if keyword == "file" {
                        if let twice = Self.recordedTwice(entry.path, on: lineNumber, &recordedOn, in: source, column: line.text.count - line.characterCount(parts[2]) + 1) {
                            diagnostics.append(twice)
                        }
                        files.append(entry)
                    } else {
                        pending.append(entry)
                    }
                } else {
                    let layerField = keyword == "file" ? " [<layer>]" : ""
                    diagnostics.append(.error("expected '\(keyword) owned|scaffold\(layerField) <sha256> <path>'", in: source, at: SourcePosition(line: lineNumber, column: keyword.count + 2)))
                }
            case "kept":
                let pair = pair
                if pair.count == 2, pair[0].count == 64 {
                    kept.append((pair[1], pair[0], lineNumber))
                } else {
                    diagnostics.append(.error("expected 'kept <sha256> <path>'", in: source, at: SourcePosition(line: lineNumber, column: 6)))
                }
            case "orphan":
                let parts = line.fields(restRange, maxSplits: 2)
                if parts.count == 3, let problem = Self.pathProblem(line.string(parts[2])) {
                    diagnostics.append(Self.unsafePath(line.string(parts[2]), problem, in: source, line: lineNumber, column: line.text.count - line.characterCount(parts[2]) + 1))
                } else if parts.count == 3, line.characterCount(parts[1]) == 64 {
                    let endpoint = line.string(parts[0])
                    if let twice = Self.recordedTwice(line.string(parts[2]), on: lineNumber, &recordedOn, in: source, column: line.text.count - line.characterCount(parts[2]) + 1) {
                        diagnostics.append(twice)
                    }
                    files.append(Entry(path: line.string(parts[2]), ownership: .scaffold, hash: line.string(parts[1]), orphanOf: endpoint == "-" ? "" : endpoint))
                } else {
                    diagnostics.append(.error("expected 'orphan <endpoint or -> <sha256> <path>'", in: source, at: SourcePosition(line: lineNumber, column: 8)))
                }
            case "model", "route", "response":
                let pair = pair
                if pair.count == 2 {
                    switch keyword {
                    case "model": properties.append((pair[0], pair[1]))
                    case "route": routes.append((pair[0], pair[1]))
                    default: responses[pair[0]] = pair[1]
                    }
                } else {
                    let expected = ["model": "model <Type.property> <type>", "route": "route <Endpoint> <pattern>"][keyword] ?? "response <Endpoint> <type>"
                    diagnostics.append(.error("expected '\(expected)'", in: source, at: SourcePosition(line: lineNumber, column: keyword.count + 2)))
                }
            case "name":
                // Split as bytes: a key path of 500 levels is a line of kilobytes.
                let parts = line.bytes[restRange].split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
                if parts.count == 3, ["struct", "enum", "union"].contains(parts[0]), !parts[1].isEmpty, !parts[2].isEmpty {
                    typeNames[parts[0] + " " + parts[1]] = parts[2]
                } else {
                    diagnostics.append(.error("expected 'name <kind> <key path> <type name>'", in: source, at: SourcePosition(line: lineNumber, column: 6)))
                }
            case "key":
                let pair = pair
                if pair.count == 2, let key = URLPathEscaping.unescaped(pair[1][...]) {
                    propertyKeys[pair[0]] = key
                } else {
                    diagnostics.append(.error("expected 'key <Type.property> <percent-escaped JSON key>'", in: source, at: SourcePosition(line: lineNumber, column: 5)))
                }
            case "enum":
                let pair = pair
                enums[pair.first ?? ""] = pair.count == 2 ? pair[1].components(separatedBy: ", ") : []
            case "request":
                let pair = pair
                requests[pair.first ?? ""] = pair.count == 2 ? Self.parameters(pair[1]) : []
            default:
                diagnostics.append(.error("unknown entry '\(keyword)'", in: source, at: SourcePosition(line: lineNumber, column: 1)))
            }
        }
        // A `kept` line beside a `file owned` line is what gen 0.2.0 wrote when the set made
        // an edited owned file scaffold: the file is the user's, kept as scaffold.
        let liveFiles = Dictionary(files.enumerated().filter { $0.element.orphanOf == nil }.map { ($0.element.path, $0.offset) }, uniquingKeysWith: { first, _ in first })
        for line in kept {
            guard let index = liveFiles[line.path] else {
                diagnostics.append(.error("'kept' names a file that no 'file scaffold' line records", in: source, at: SourcePosition(line: line.line, column: 72)))
                continue
            }
            files[index].ownership = .scaffold
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
            naming: values["naming"],
            core: values["core"]
        )
        var lock = LockFile(inputs: inputs, files: files, models: ModelSignature(
            properties: Dictionary(properties, uniquingKeysWith: { _, last in last }),
            enums: enums,
            requests: requests,
            routes: Dictionary(routes, uniquingKeysWith: { _, last in last }),
            typeNames: typeNames,
            propertyKeys: propertyKeys,
            responses: responses
        ), pending: pending, digest: values["digest"])
        if let digestLine {
            lock.sealedText = Array(bytes[..<digestLine.lowerBound]) + bytes[digestLine.upperBound...]
        }
        return lock
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

    /// The error for a second `file` or `orphan` line naming `path`, which `recordedOn` maps
    /// to the line that names it first; nil (and `path` recorded) for the first.
    private static func recordedTwice(_ path: String, on lineNumber: Int, _ recordedOn: inout [String: Int], in source: SourceText, column: @autoclosure () -> Int) -> Diagnostic? {
        guard let first = recordedOn[path] else {
            recordedOn[path] = lineNumber
            return nil
        }
        return .error(
            "the lock records '\(path)' twice, here and on line \(first)",
            in: source,
            at: SourcePosition(line: lineNumber, column: column()),
            hint: "keep one of the two lines (a merge may have kept both sides), or delete the lock and rerun with --force to start a new one"
        )
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
