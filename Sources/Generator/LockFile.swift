import Diagnostics

/// `.gen.lock`: what gen last wrote into a module folder, so a rerun can tell the user's
/// edits from its own output, report how the model changed, and regenerate with `gen model`.
///
/// The format is line-based and sorted, so it diffs and merges well:
///
///     # comment lines
///     module Jacob
///     samples ../samples
///     manifest ../gen.yml
///     templates rxswift
///     file owned <sha256> Model/Home.swift
///     model Home.items [Item]
///     request Home page: Int, pageSize: Int
public struct LockFile: Sendable, Equatable {
    public static let fileName = ".gen.lock"

    /// How the module was generated, with paths relative to the module folder.
    public struct Inputs: Sendable, Equatable {
        public var module: String
        /// True for the models of one payload (`gen model NAME --json ...`), false for a module.
        public var isPayload: Bool
        /// The samples folder of a module, or the sample files and folders of a payload.
        public var samples: [String]
        public var manifest: String?
        /// A built-in set name, or a folder relative to the module folder.
        public var templates: String

        public init(module: String, isPayload: Bool = false, samples: [String], manifest: String?, templates: String) {
            self.module = module
            self.isPayload = isPayload
            self.samples = samples
            self.manifest = manifest
            self.templates = templates
        }
    }

    public struct Entry: Sendable, Equatable {
        public var path: String
        public var ownership: Ownership
        /// SHA-256 of the bytes gen wrote, in lowercase hex.
        public var hash: String

        public init(path: String, ownership: Ownership, hash: String) {
            self.path = path
            self.ownership = ownership
            self.hash = hash
        }
    }

    public var inputs: Inputs
    public var files: [Entry]
    public var models: ModelSignature

    public init(inputs: Inputs, files: [Entry], models: ModelSignature) {
        self.inputs = inputs
        self.files = files.sorted { $0.path < $1.path }
        self.models = models
    }

    public func entry(for path: String) -> Entry? {
        files.first { $0.path == path }
    }

    public var text: String {
        var lines = [
            "# Written by gen: what it last wrote in this folder, so that a rerun can tell your edits",
            "# from its own output. Commit it with the module and do not edit it.",
            "\(inputs.isPayload ? "payload" : "module") \(inputs.module)",
        ]
        lines += inputs.samples.map { "samples \($0)" }
        if let manifest = inputs.manifest {
            lines.append("manifest \(manifest)")
        }
        lines.append("templates \(inputs.templates)")
        lines += files.map { "file \($0.ownership.rawValue) \($0.hash) \($0.path)" }
        lines += models.properties.keys.sorted().map { "model \($0) \(models.properties[$0] ?? "")" }
        lines += models.requests.keys.sorted().map { (["request", $0] + [(models.requests[$0] ?? []).joined(separator: ", ")]).joined(separator: " ") }
        return lines.joined(separator: "\n") + "\n"
    }

    public static func parse(_ source: SourceText) throws(DiagnosticError) -> LockFile {
        var values: [String: String] = [:]
        var samples: [String] = []
        var files: [Entry] = []
        var properties: [String: String] = [:]
        var requests: [String: [String]] = [:]
        var diagnostics: [Diagnostic] = []
        for (index, line) in source.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: " ", maxSplits: 1).map(String.init)
            let rest = fields.count > 1 ? fields[1] : ""
            switch fields[0] {
            case "module", "payload", "manifest", "templates":
                values[fields[0]] = rest
            case "samples":
                samples.append(rest)
            case "file":
                let parts = rest.split(separator: " ", maxSplits: 2).map(String.init)
                if parts.count == 3, let ownership = Ownership(rawValue: parts[0]), parts[1].count == 64 {
                    files.append(Entry(path: parts[2], ownership: ownership, hash: parts[1]))
                } else {
                    diagnostics.append(.error("expected 'file owned|scaffold <sha256> <path>'", in: source, at: SourcePosition(line: lineNumber, column: 6)))
                }
            case "model":
                let parts = rest.split(separator: " ", maxSplits: 1).map(String.init)
                if parts.count == 2 {
                    properties[parts[0]] = parts[1]
                } else {
                    diagnostics.append(.error("expected 'model <Type.property> <type>'", in: source, at: SourcePosition(line: lineNumber, column: 7)))
                }
            case "request":
                let parts = rest.split(separator: " ", maxSplits: 1).map(String.init)
                requests[parts.first ?? ""] = parts.count == 2 ? Self.parameters(parts[1]) : []
            default:
                diagnostics.append(.error("unknown entry '\(fields[0])'", in: source, at: SourcePosition(line: lineNumber, column: 1)))
            }
        }
        guard let module = values["module"] ?? values["payload"], let templates = values["templates"] else {
            diagnostics.append(.error("the lock file lacks its module or templates line", in: source, at: SourcePosition(line: 1, column: 1)))
            throw DiagnosticError(diagnostics)
        }
        if !diagnostics.isEmpty {
            throw DiagnosticError(diagnostics)
        }
        let inputs = Inputs(module: module, isPayload: values["payload"] != nil, samples: samples, manifest: values["manifest"], templates: templates)
        return LockFile(inputs: inputs, files: files, models: ModelSignature(properties: properties, requests: requests))
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
