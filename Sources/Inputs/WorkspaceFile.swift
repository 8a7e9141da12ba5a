import Diagnostics
import Support
import YAMLReader

/// `gen-workspace.yml`, at the folder `gen module --all` runs in: the folders the search for
/// gen.yml files leaves out, besides `.build`, `Pods`, `DerivedData` and `.git`. Decoded as
/// strictly as gen.yml; docs/commands.md documents it.
package struct WorkspaceFile: Sendable {
    package static let fileName = "gen-workspace.yml"

    package enum Key: String, CaseIterable, Sendable {
        case exclude
    }

    /// Folder paths or globs, relative to the workspace folder, as written.
    package var exclude: [Located<String>]

    package init(exclude: [Located<String>] = []) {
        self.exclude = exclude
    }

    /// The workspace file of the working directory; an empty one when there is none.
    package static func load(fileSystem: any FileSystem) throws(DiagnosticError) -> WorkspaceFile {
        guard fileSystem.kind(of: fileName) == .file else { return WorkspaceFile() }
        return try decode(try UTF8Text.read(fileName, limit: .workspace, fileSystem: fileSystem))
    }

    package static func decode(_ source: SourceText) throws(DiagnosticError) -> WorkspaceFile {
        var scalars = YAMLScalars(source: source)
        var exclude: [Located<String>] = []
        if let root = try YAMLReader.read(source), let pairs = scalars.mapping(root, fileName) {
            let keys: [(Key, YAMLNode)] = scalars.keys(of: root, pairs, in: fileName)
            for (key, value) in keys {
                switch key {
                case .exclude:
                    for item in scalars.sequence(value, "a list of folders or globs to leave out") ?? [] {
                        guard let pattern = scalars.string(item, "a folder or glob") else { continue }
                        if let problem = problem(of: pattern.value) {
                            scalars.report(problem, at: item.position, hint: "write folders relative to \(fileName)'s folder, such as Legacy or Features/*/Fixtures")
                        } else {
                            exclude.append(pattern)
                        }
                    }
                }
            }
        }
        if !scalars.diagnostics.isEmpty {
            throw DiagnosticError(scalars.diagnostics)
        }
        return WorkspaceFile(exclude: exclude)
    }

    private static func problem(of pattern: String) -> String? {
        let trimmed = pattern.hasSuffix("/") ? String(pattern.dropLast()) : pattern
        if trimmed.hasPrefix("/") {
            return "'\(pattern)' is an absolute path; the folders left out are inside the workspace"
        }
        guard Paths.isConfined(trimmed) else {
            return "'\(pattern)' is not a folder inside the workspace (empty, '.' or '..' in it)"
        }
        return nil
    }
}
