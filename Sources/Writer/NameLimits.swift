import Diagnostics
import Support

/// The lengths the file system allows, checked for every file before anything is written:
/// a name too long for gen's temporary file would otherwise fail half-way through a run.
package struct NameLimits: Sendable {
    /// The longest file name, in bytes (255 on most file systems).
    package var name: Int
    /// The longest path, in bytes.
    package var path: Int

    /// The limits of the file system that holds (or will hold) `folder`.
    package init(of folder: String, fileSystem: any FileSystem) {
        name = fileSystem.nameLimit(at: folder)
        path = fileSystem.pathLimit(at: folder)
    }

    /// A problem for each file of `files` whose name, a folder on its way, or whole path,
    /// would be too long once gen adds its temporary name; `backups` are the copies
    /// `--force` keeps of edited files, as paths beside them.
    package func problems(_ files: [GeneratedFile], in folder: String, backups: [String] = []) -> [Diagnostic] {
        files.compactMap { problem(of: $0, in: folder) }
            + backups.compactMap { problem($0, relative: Paths.fileName(of: $0), template: nil) }
    }

    /// The problem of one file's name or path in `folder`, if any.
    package func problem(of file: GeneratedFile, in folder: String) -> Diagnostic? {
        problem(Paths.join(folder, file.path), relative: file.path, template: file.template)
    }

    /// A problem when a name on the way to the module folder is longer than the file system takes.
    package func folderProblem(_ folder: String) -> Diagnostic? {
        guard let component = folder.split(separator: "/").first(where: { $0.utf8.count > name }) else { return nil }
        return Diagnostic(
            .error,
            "output '\(folder)': the folder name '\(component)' is \(component.utf8.count) bytes, more than the \(name) the file system takes",
            hint: "choose a shorter module name or --output"
        )
    }

    /// Checks the names of `relative` (the part of `shown` below the module folder) and the
    /// length of `shown`.
    private func problem(_ shown: String, relative: String, template: String?) -> Diagnostic? {
        let overhead = GenFileNames.temporaryOverhead
        let usable = self.path - 1 - overhead
        // No name can be longer than the whole relative path: most files need no more check.
        if relative.utf8.count <= name - overhead, shown.utf8.count <= usable {
            return nil
        }
        let source = template.map { " (template '\($0)')" } ?? ""
        let advice = "shorten the name it is made from: the module's name, or the sample file's for an endpoint's file"
        let components = relative.split(separator: "/")
        for (index, component) in components.enumerated() {
            let isFile = index == components.count - 1
            let limit = isFile ? name - overhead : name
            guard component.utf8.count > limit else { continue }
            let why = isFile
                ? "the file system takes names of up to \(name) bytes, and gen writes each file through a temporary name \(overhead) bytes longer"
                : "the file system takes names of up to \(name) bytes"
            return Diagnostic(
                .error,
                "\(shown)\(source): the \(isFile ? "file" : "folder") name '\(component)' is \(component.utf8.count) bytes, more than the \(limit) gen can write",
                hint: "\(why); \(advice)"
            )
        }
        guard shown.utf8.count > usable else { return nil }
        return Diagnostic(
            .error,
            "\(shown)\(source): the path is \(shown.utf8.count) bytes, more than the \(usable) gen can write",
            hint: "the system takes paths of up to \(self.path - 1) bytes, and gen writes each file through a temporary name \(overhead) bytes longer; write the module nearer the current folder (--output), or \(advice)"
        )
    }
}
