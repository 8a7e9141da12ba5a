import Diagnostics
import Inputs
import Planner
import Support
import TemplateEngine

/// Loads templates by their path relative to the set's folder, or else to the shared folder:
/// the ones set.yml names and the ones templates include, import or extend. A set is code
/// people download and share, so a file it names must resolve, symbolic links followed,
/// inside the set's folder or the shared folder.
struct FileTemplateLoader: TemplateLoader {
    let folders: TemplateFolders
    let fileSystem: any FileSystem

    func load(_ name: String) throws(TemplateLoaderError) -> SourceText {
        guard Paths.isConfined(name) else {
            throw TemplateLoaderError(
                "a template name must be a relative path inside the template folder",
                hint: "name templates from the folder of set.yml, e.g. \"Partials/Header.stencil\", without '..'"
            )
        }
        // A loop, not `lazy.compactMap(…).first`, which asks the file system twice for the folder it finds.
        var found: (folder: String, kind: FileKind)?
        for folder in folders.searchOrder {
            if let kind = fileSystem.kind(of: Paths.join(folder, name)) {
                found = (folder, kind)
                break
            }
        }
        if let (folder, kind) = found, kind == .directory {
            throw TemplateLoaderError(
                "'\(Paths.join(folder, name))' is a folder, not a file; gen reads its inputs only from regular files",
                hint: "a template is a file; a folder of that name hides the template of the shared folder too"
            )
        }
        guard let folder = found?.0 else {
            throw TemplateLoaderError(
                "there is no such file in '\(folders.searchOrder.joined(separator: "' or '"))'",
                hint: Suggestion.nearest(to: name, in: siblings(of: name)).map { "did you mean '\($0)'?" }
            )
        }
        let path = Paths.join(folder, name)
        guard Confinement.isUnlinked(name, below: folder, fileSystem: fileSystem)
                || Confinement.resolves(path, inside: folders.searchOrder, fileSystem: fileSystem) else {
            throw TemplateLoaderError(
                "'\(path)' resolves outside the template folders, through a symbolic link",
                hint: "a set reads only files inside its own folder or the shared folder; copy the file into the set instead of linking to it"
            )
        }
        do {
            return try UTF8Text.read(path, limit: .template, fileSystem: fileSystem)
        } catch {
            guard let problem = error.diagnostics.first else { throw TemplateLoaderError("cannot read \(path)") }
            throw TemplateLoaderError(problem.location.map { "\($0.description): \(problem.message)" } ?? problem.message, hint: problem.hint)
        }
    }

    /// The files beside where `name` was looked for, named as `name` is.
    private func siblings(of name: String) -> [String] {
        let subfolder = Paths.directory(of: name)
        return folders.searchOrder.flatMap { folder in
            let listed = (try? fileSystem.contentsOfDirectory(subfolder == "." ? folder : Paths.join(folder, subfolder))) ?? []
            return listed.map { subfolder == "." ? $0 : Paths.join(subfolder, $0) }
        }
    }
}
