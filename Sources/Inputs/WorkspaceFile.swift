import Diagnostics
import Inference
import Support
import YAMLReader

/// `gen-workspace.yml`, at the folder `gen module --all` runs in: where the core the modules
/// share goes, and the folders the search for gen.yml files leaves out, besides `.build`,
/// `Pods`, `DerivedData` and `.git`. Decoded as strictly as gen.yml; docs/commands.md
/// documents it.
package struct WorkspaceFile: Sendable {
    package static let fileName = "gen-workspace.yml"

    package enum Key: String, CaseIterable, Sendable {
        case exclude, core
    }

    /// Folder paths or globs, relative to the workspace folder, as written.
    package var exclude: [Located<String>]
    /// The core's folder, relative to the workspace folder; its name is the core's name.
    package var core: Located<String>?

    package init(exclude: [Located<String>] = [], core: Located<String>? = nil) {
        self.exclude = exclude
        self.core = core
    }

    /// The nearest workspace file, in the working directory or a folder above it, as
    /// `ManifestFile.find` finds gen.yml; nil when there is none.
    package static func find(fileSystem: any FileSystem) -> String? {
        fileSystem.nearest(fileName) { $0 == .file }
    }

    /// The workspace file of the working directory; an empty one when there is none.
    package static func load(_ path: String = fileName, fileSystem: any FileSystem) throws(DiagnosticError) -> WorkspaceFile {
        guard fileSystem.kind(of: path) == .file else { return WorkspaceFile() }
        return try decode(try UTF8Text.read(path, limit: .workspace, fileSystem: fileSystem))
    }

    package static func decode(_ source: SourceText) throws(DiagnosticError) -> WorkspaceFile {
        var scalars = YAMLScalars(source: source)
        var exclude: [Located<String>] = []
        var core: Located<String>?
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
                case .core:
                    guard let folder = scalars.string(value, "the core's folder") else { continue }
                    if let problem = problem(of: folder.value) ?? coreNameProblem(Paths.fileName(of: folder.value)) {
                        scalars.report(problem, at: value.position, hint: "write the core's folder relative to \(fileName)'s folder, such as APICore or Packages/NetworkCore")
                    } else {
                        core = folder
                    }
                }
            }
        }
        if !scalars.diagnostics.isEmpty {
            throw DiagnosticError(scalars.diagnostics)
        }
        return WorkspaceFile(exclude: exclude, core: core)
    }

    /// The folder's name is the core's Swift module and package name.
    private static func coreNameProblem(_ name: String) -> String? {
        if let problem = Naming.identifierProblem(name) {
            return "'\(name)' \(problem), and the core's folder name is its module name"
        }
        guard !ReservedModuleNames.names.contains(name) else {
            return "'\(name)' is the name of a module Swift code uses"
        }
        return nil
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
