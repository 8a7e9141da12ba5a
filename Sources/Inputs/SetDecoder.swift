import Diagnostics
import Support
import YAMLReader

/// Reads a template folder's set.yml, reporting every mistake at its line and column.
package enum SetDecoder {
    package static func load(folder: String, fileSystem: any FileSystem) throws(DiagnosticError) -> SetDescription {
        try decode(try source(folder: folder, fileSystem: fileSystem), folder: folder)
    }

    /// The folder's set.yml as text, when it is a file that resolves inside the folder.
    package static func source(folder: String, fileSystem: any FileSystem) throws(DiagnosticError) -> SourceText {
        let path = Paths.join(folder, SetDescription.fileName)
        guard fileSystem.kind(of: path) == .file else {
            throw DiagnosticError(Diagnostic(
                .error,
                "template folder '\(folder)' has no \(SetDescription.fileName)",
                hint: "a template set lists its files in \(SetDescription.fileName); copy one from the built-in sets"
            ))
        }
        guard Confinement.liesInside(SetDescription.fileName, below: folder, fileSystem: fileSystem) else {
            throw DiagnosticError(Diagnostic(
                .error,
                "'\(path)' resolves outside the template folder '\(folder)', through a symbolic link",
                hint: "a set reads only files inside its own folder; copy \(SetDescription.fileName) into the set instead of linking to it"
            ))
        }
        return try UTF8Text.read(path, limit: .set, fileSystem: fileSystem)
    }

    package static func decode(_ source: SourceText, folder: String) throws(DiagnosticError) -> SetDescription {
        var scalars = YAMLScalars(source: source)
        var entries: [SetDescription.Entry] = []
        if let root = try YAMLReader.read(source), let pairs = scalars.mapping(root, "set.yml") {
            let keys: [(SetDescription.Key, YAMLNode)] = scalars.keys(of: root, pairs, required: [.files], in: "set.yml")
            for (key, value) in keys {
                switch key {
                case .files:
                    for item in scalars.sequence(value, "a list of templates") ?? [] {
                        if let entry = entry(item, scalars: &scalars) { entries.append(entry) }
                    }
                }
            }
        } else if scalars.diagnostics.isEmpty {
            scalars.report("expected 'files:' with a list of templates", at: SourcePosition(line: 1, column: 1))
        }
        if !scalars.diagnostics.isEmpty {
            throw DiagnosticError(scalars.diagnostics)
        }
        return SetDescription(folder: folder, source: source, entries: entries)
    }

    private static func entry(_ node: YAMLNode, scalars: inout YAMLScalars) -> SetDescription.Entry? {
        guard let pairs = scalars.mapping(node, "a template entry") else { return nil }
        let keys: [(SetDescription.EntryKey, YAMLNode)] = scalars.keys(of: node, pairs, required: [.template, .path], in: "a template entry")
        let before = scalars.diagnostics.count
        var template: Located<String>?
        var path: Located<String>?
        var scope = SetDescription.Scope.module
        var ownership = Ownership.owned
        var layer = ""
        for (key, value) in keys {
            switch key {
            case .template:
                template = scalars.string(value, "the template's name")
            case .path:
                path = scalars.string(value, "the output path").map { Located($0.value, at: scalars.textLocation(of: value)) }
            case .for:
                scalars.choice(value, "scope", in: SetDescription.Scope.allCases.map(\.rawValue)).flatMap(SetDescription.Scope.init).map { scope = $0 }
            case .kind:
                scalars.choice(
                    value,
                    "kind",
                    in: Ownership.allCases.map(\.rawValue),
                    hint: "owned files are rewritten on every run, scaffold files are written once: use owned or scaffold"
                ).flatMap(Ownership.init).map { ownership = $0 }
            case .layer:
                scalars.string(value, "the layer").map { layer = $0.value }
            }
        }
        guard scalars.diagnostics.count == before, let template, let path else { return nil }
        return SetDescription.Entry(template: template, scope: scope, path: path, ownership: ownership, layer: layer)
    }
}
