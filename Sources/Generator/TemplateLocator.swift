import Diagnostics
import Inputs
import Renderer
import Support

/// Finds a template set: a folder path, or the name of a built-in set in `builtInRoot`,
/// with the shared folder of the built-in templates (`builtInRoot/common`) to search after
/// the set's own folder.
package struct TemplateLocator: Sendable {
    package static let defaultSet = "rxswift"

    let fileSystem: any FileSystem
    /// The folder of the built-in sets; nil when it cannot be found.
    let builtInRoot: String?

    package init(fileSystem: any FileSystem, builtInRoot: String?) {
        self.fileSystem = fileSystem
        self.builtInRoot = builtInRoot
    }

    /// The set the command line names, or else the manifest's (a mistake in it is reported
    /// at its line), or else the default set.
    package func folders(for flag: String?, manifest: ManifestLocations) throws(DiagnosticError) -> TemplateFolders {
        guard flag == nil, let declared = manifest.templates else {
            return try folders(for: flag ?? Self.defaultSet)
        }
        do throws(DiagnosticError) {
            return try folders(for: declared)
        } catch {
            throw DiagnosticError(error.diagnostics.map { diagnostic in
                var located = diagnostic
                located.location = located.location ?? manifest.templatesLocation
                located.sourceLine = located.sourceLine ?? manifest.templatesLine
                return located
            })
        }
    }

    /// A set's folder, with the shared folder of the built-in templates (when they are found)
    /// to search after it. A name without `/` is a folder of that name when there is one,
    /// unless the folder holds no set.yml and a built-in set has the name: a module written
    /// to `async/Jacob` leaves a folder `async` that `--templates async` (or the lock that
    /// records it) does not mean.
    package func folders(for nameOrPath: String) throws(DiagnosticError) -> TemplateFolders {
        let shared = builtInRoot.map { $0 + "/" + TemplateFolders.sharedFolderName }.flatMap { fileSystem.kind(of: $0) == .directory ? $0 : nil }
        if nameOrPath.contains("/") || (fileSystem.kind(of: nameOrPath) == .directory && !isBuiltInSetInstead(of: nameOrPath)) {
            guard fileSystem.kind(of: nameOrPath) == .directory else {
                throw DiagnosticError(Diagnostic(.error, "template folder '\(nameOrPath)' does not exist"))
            }
            try refuseFolderAsDescription(Paths.join(nameOrPath, SetDescription.fileName))
            guard fileSystem.kind(of: Paths.join(nameOrPath, SetDescription.fileName)) == .file else {
                throw DiagnosticError(Diagnostic(
                    .error,
                    "template folder '\(nameOrPath)' has no \(SetDescription.fileName)",
                    hint: "a template set lists its files in \(SetDescription.fileName); copy one from the built-in sets"
                ))
            }
            return TemplateFolders(set: nameOrPath, shared: shared)
        }
        guard let root = builtInRoot else {
            throw DiagnosticError(Diagnostic(
                .error,
                "cannot find the built-in templates",
                hint: "install gen with 'make install', or pass a template folder with --templates"
            ))
        }
        let folder = root + "/" + nameOrPath
        try refuseFolderAsDescription(folder + "/" + SetDescription.fileName)
        guard fileSystem.kind(of: folder + "/" + SetDescription.fileName) == .file else {
            let available = ((try? fileSystem.contentsOfDirectory(root)) ?? [])
                .filter { fileSystem.kind(of: root + "/" + $0 + "/" + SetDescription.fileName) == .file }
                .sorted()
            let list = "the built-in sets are \(available.joined(separator: ", ")); a folder path must contain '/'"
            let suggestion = Suggestion.nearest(to: nameOrPath, in: available)
            throw DiagnosticError(Diagnostic(
                .error,
                "no built-in template set named '\(nameOrPath)'",
                hint: suggestion.map { "did you mean '\($0)'?" } ?? list,
                notes: suggestion == nil ? [] : [list]
            ))
        }
        return TemplateFolders(set: folder, shared: shared)
    }

    /// Whether `name`, a folder without set.yml, names a built-in set.
    private func isBuiltInSetInstead(of name: String) -> Bool {
        guard let builtInRoot, fileSystem.kind(of: Paths.join(name, SetDescription.fileName)) == nil else { return false }
        return fileSystem.kind(of: Paths.join(Paths.join(builtInRoot, name), SetDescription.fileName)) == .file
    }

    /// A set whose set.yml is a folder is named as such, not taken for a missing set.
    private func refuseFolderAsDescription(_ path: String) throws(DiagnosticError) {
        guard fileSystem.kind(of: path) == .directory else { return }
        throw DiagnosticError(Diagnostic(
            .error,
            "\(path): is a folder, not a file; gen reads its inputs only from regular files",
            hint: "a template set lists its files in the file \(SetDescription.fileName)"
        ))
    }
}
