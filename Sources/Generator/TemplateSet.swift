import Diagnostics
import TemplateEngine
import YAMLReader

/// A folder of templates and its `set.yml`, which says which files the set emits.
public struct TemplateSet: Sendable {
    /// How often a template is rendered.
    public enum Scope: String, Sendable, CaseIterable {
        /// Once for the module.
        case module
        /// Once per endpoint, with `endpoint` in the context.
        case endpoint

        /// The names the context of this scope defines, so templates that use others fail
        /// when the set is loaded.
        var contextNames: Set<String> {
            switch self {
            case .module: return RenderContext.moduleNames
            case .endpoint: return RenderContext.moduleNames.union([RenderContext.endpointName])
            }
        }
    }

    public struct Entry: Sendable {
        public var template: Template
        public var scope: Scope
        /// Renders the output path, relative to the module folder.
        public var path: Template
        public var ownership: Ownership
        /// A name for the kind of file, such as `model`; `gen model` regenerates the `model` layer.
        public var layer: String
    }

    static let entryKeys = ["template", "for", "path", "kind", "layer"]

    public static let descriptionFile = "set.yml"

    public var folder: String
    public var entries: [Entry]

    /// Reads and compiles every template of the set; all problems are reported together.
    public static func load(folder: String, fileSystem: any FileSystem, filters: FilterSet) throws(DiagnosticError) -> TemplateSet {
        let descriptionPath = Paths.join(folder, descriptionFile)
        guard fileSystem.kind(of: descriptionPath) == .file else {
            throw DiagnosticError(Diagnostic(
                .error,
                "template folder '\(folder)' has no \(descriptionFile)",
                hint: "a template set lists its files in \(descriptionFile); copy one from the built-in sets"
            ))
        }
        let source = try readText(descriptionPath, fileSystem: fileSystem)
        var reader = SetReader(source: source, folder: folder, fileSystem: fileSystem, filters: filters)
        let entries = reader.entries(from: try YAMLReader.read(source))
        if !reader.diagnostics.isEmpty {
            throw DiagnosticError(reader.diagnostics)
        }
        return TemplateSet(folder: folder, entries: entries)
    }

    static func readText(_ path: String, fileSystem: any FileSystem) throws(DiagnosticError) -> SourceText {
        do {
            let bytes = try fileSystem.readFile(path)
            return SourceText(path: path, text: String(decoding: bytes, as: UTF8.self))
        } catch {
            throw DiagnosticError(Diagnostic(.error, "\(error.path): \(error.reason)"))
        }
    }

    private struct SetReader {
        let source: SourceText
        let folder: String
        let fileSystem: any FileSystem
        let filters: FilterSet
        var diagnostics: [Diagnostic] = []

        mutating func entries(from root: YAMLNode?) -> [Entry] {
            guard let root, case .mapping(let pairs) = root.kind,
                  let files = pairs.first(where: { $0.key.scalarValue == "files" })?.value,
                  case .sequence(let items) = files.kind else {
                report("expected 'files:' with a list of templates", at: root?.position ?? SourcePosition(line: 1, column: 1))
                return []
            }
            var result: [Entry] = []
            for item in items {
                if let entry = entry(item) { result.append(entry) }
            }
            return result
        }

        private mutating func entry(_ node: YAMLNode) -> Entry? {
            guard case .mapping(let pairs) = node.kind else {
                report("expected a template entry with \(TemplateSet.entryKeys.joined(separator: ", "))", at: node.position)
                return nil
            }
            var values: [String: YAMLNode] = [:]
            for pair in pairs {
                guard let key = pair.key.scalarValue, TemplateSet.entryKeys.contains(key) else {
                    let name = pair.key.scalarValue ?? ""
                    report(
                        "unknown key '\(name)' in a template entry",
                        at: pair.key.position,
                        hint: Suggestion.nearest(to: name, in: TemplateSet.entryKeys).map { "did you mean '\($0)'?" }
                            ?? "the keys are \(TemplateSet.entryKeys.joined(separator: ", "))"
                    )
                    continue
                }
                values[key] = pair.value
            }
            guard let templateNode = values["template"], let templateName = templateNode.scalarValue,
                  let pathNode = values["path"], let pathText = pathNode.scalarValue else {
                report("a template entry needs 'template' and 'path'", at: node.position)
                return nil
            }
            let scopeName = values["for"]?.scalarValue ?? Scope.module.rawValue
            guard let scope = Scope(rawValue: scopeName) else {
                report("unknown scope '\(scopeName)'", at: values["for"]?.position ?? node.position, hint: "use one of \(Scope.allCases.map(\.rawValue).joined(separator: ", "))")
                return nil
            }
            let kindName = values["kind"]?.scalarValue ?? Ownership.owned.rawValue
            guard let ownership = Ownership(rawValue: kindName) else {
                report(
                    "unknown kind '\(kindName)'",
                    at: values["kind"]?.position ?? node.position,
                    hint: "owned files are rewritten on every run, scaffold files are written once: use owned or scaffold"
                )
                return nil
            }
            let layer = values["layer"]?.scalarValue ?? ""
            let templatePath = Paths.join(folder, templateName)
            do {
                let templateSource = try TemplateSet.readText(templatePath, fileSystem: fileSystem)
                let loader = FileTemplateLoader(folder: folder, fileSystem: fileSystem)
                let template = try Template(source: templateSource, filters: filters, loader: loader, contextNames: scope.contextNames)
                let path = try Template(text: pathText, at: textPosition(of: pathNode), in: source, filters: filters, contextNames: scope.contextNames)
                return Entry(template: template, scope: scope, path: path, ownership: ownership, layer: layer)
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
                return nil
            }
        }

        /// Where a scalar's text starts: one column after the opening quote of a quoted scalar.
        private func textPosition(of node: YAMLNode) -> SourcePosition {
            guard let line = source.line(node.position.line) else { return node.position }
            let scalars = Array(line.unicodeScalars)
            let offset = node.position.column - 1
            guard scalars.indices.contains(offset), scalars[offset] == "\"" || scalars[offset] == "'" else { return node.position }
            return SourcePosition(line: node.position.line, column: node.position.column + 1)
        }

        private mutating func report(_ message: String, at position: SourcePosition, hint: String? = nil) {
            diagnostics.append(.error(message, in: source, at: position, hint: hint))
        }
    }
}

extension YAMLNode {
    var scalarValue: String? {
        if case .scalar(let scalar) = kind { return scalar.value }
        return nil
    }
}
