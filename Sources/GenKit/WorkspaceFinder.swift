import Diagnostics
import Inputs
import Support

/// The module folders of a workspace: every folder at or below the working directory that
/// holds a gen.yml, in path order, leaving out build and dependency folders, what
/// gen-workspace.yml excludes, and links to folders (which could lead in circles).
struct WorkspaceFinder {
    /// Never searched: build products, CocoaPods' and Xcode's folders, git's.
    static let skippedNames: Set<String> = [".build", "Pods", "DerivedData", ".git"]

    let fileSystem: any FileSystem
    let exclusions: [FolderPattern]

    init(fileSystem: any FileSystem, workspace: WorkspaceFile) {
        self.fileSystem = fileSystem
        exclusions = workspace.exclude.map { FolderPattern($0.value) }
    }

    /// Folder paths relative to the working directory (`.` for the working directory itself),
    /// sorted folder by folder; folders that cannot be listed come back as warnings.
    func moduleFolders() -> (folders: [String], warnings: [Diagnostic]) {
        var folders: [String] = []
        var warnings: [Diagnostic] = []
        var pending = ["."]
        while let folder = pending.popLast() {
            let names: [String]
            do {
                names = try fileSystem.contentsOfDirectory(folder)
            } catch {
                var warning = error.diagnostic
                warning.severity = .warning
                warnings.append(warning)
                continue
            }
            for name in names {
                let path = Paths.join(folder, name)
                if name == ManifestFile.defaultPath {
                    if fileSystem.kind(of: path) == .file {
                        folders.append(folder)
                    }
                } else if !Self.skippedNames.contains(name), !exclusions.contains(where: { $0.matches(path) }),
                          fileSystem.kind(of: path) == .directory, !fileSystem.isSymbolicLink(path) {
                    pending.append(path)
                }
            }
        }
        return (folders.sorted(by: Self.pathOrder), warnings)
    }

    /// Folder by folder, so that `A/B` comes before `A-B` and `A` before both.
    static func pathOrder(_ left: String, _ right: String) -> Bool {
        left.split(separator: "/").lexicographicallyPrecedes(right.split(separator: "/"))
    }
}
