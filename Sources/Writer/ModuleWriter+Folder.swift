import Diagnostics
import Support

/// The module folder itself: what makes it unusable, the lock a writing run holds on it,
/// and the temporary files an interrupted run left in it.
extension ModuleWriter {
    /// Takes the module folder's exclusive lock for a run that writes, creating the folder
    /// when it is missing (and removing it again, if still empty, when the lock is
    /// released). `waiting` is called once when another gen run holds the lock.
    package func lockFolder(_ folder: String, waiting: () -> Void) throws(DiagnosticError) -> FolderLock {
        try refuseUnusableFolder(folder)
        if let problem = NameLimits(of: folder, fileSystem: fileSystem).folderProblem(folder) {
            throw DiagnosticError(problem)
        }
        do {
            return try fileSystem.lockFolder(folder, waiting: waiting)
        } catch {
            throw DiagnosticError(error.diagnostic(hint: "nothing was written"))
        }
    }

    /// Refuses an output that is a file, or a module folder that is itself a symbolic link:
    /// the lock and every file of the module would land wherever the link points. Folders
    /// above it may be links.
    func refuseUnusableFolder(_ folder: String) throws(DiagnosticError) {
        if fileSystem.kind(of: folder) == .file {
            throw DiagnosticError(Diagnostic(.error, "output '\(folder)' is a file, not a folder", hint: "choose another folder with \(folderChoice)"))
        }
        var unslashed = Substring(folder)
        while unslashed.count > 1, unslashed.hasSuffix("/") {
            unslashed = unslashed.dropLast()
        }
        guard fileSystem.isSymbolicLink(String(unslashed)) else { return }
        let target = fileSystem.realPath(folder).map { "the folder it points to ('\($0)') or " } ?? ""
        throw DiagnosticError(Diagnostic(
            .error,
            "output '\(folder)' is a symbolic link; gen writes only into a real module folder",
            hint: "pass \(target)another folder with \(folderChoice)"
        ))
    }

    /// Why `relativePath` cannot be written under `folder`: a component on its way is a
    /// symbolic link, or a file where the path needs a folder.
    func blockedWay(to relativePath: String, under folder: String) -> Diagnostic? {
        if let link = symbolicLink(onTheWayTo: relativePath, under: folder) {
            return Diagnostic(
                .error,
                "\(link) is a symbolic link; gen writes only inside the module folder",
                hint: "replace the link with a real folder or file, or choose another \(folderChoice)"
            )
        }
        var current = folder
        let components = relativePath.split(separator: "/")
        for (index, component) in components.enumerated() {
            current = Paths.join(current, String(component))
            if index < components.count - 1, fileSystem.kind(of: current) == .file {
                return Diagnostic(
                    .error,
                    "\(current) is a file, but the module needs a folder there",
                    hint: "move the file away, or give the templates that write under it another path"
                )
            }
        }
        return nil
    }

    /// Whether `blockedWay(to:under:)` finds nothing, asking the file system once per folder:
    /// `clearFolders` holds the folders (relative to `folder`) found clear so far.
    func isClearWay(to relativePath: String, under folder: String, clearFolders: inout Set<String>) -> Bool {
        let parent = Paths.directory(of: relativePath)
        if parent != ".", !clearFolders.contains(parent) {
            guard blockedWay(to: parent, under: folder) == nil, fileSystem.kind(of: Paths.join(folder, parent)) != .file else { return false }
            clearFolders.insert(parent)
        }
        return !fileSystem.isSymbolicLink(Paths.join(folder, relativePath))
    }

    /// The first folder or file from `folder` down to `relativePath` that is a symbolic link,
    /// or nil when there is none.
    func symbolicLink(onTheWayTo relativePath: String, under folder: String) -> String? {
        var current = folder
        for component in relativePath.split(separator: "/") {
            current = Paths.join(current, String(component))
            if fileSystem.isSymbolicLink(current) { return current }
        }
        return nil
    }

    /// Removes the temporary files (`.<name>.gen-<UUID>`) a killed or failed run left in the
    /// folders this plan touches; returns their paths. Runs under the folder's lock, so no
    /// other run is writing through them.
    func removeLeftovers(of plan: WritePlan) -> [String] {
        var removed: [String] = []
        for path in leftovers(of: plan) where (try? fileSystem.removeFile(path)) != nil {
            removed.append(path)
        }
        return removed
    }

    /// The temporary files a killed or failed run left in the folders this plan touches, in
    /// the order they are removed.
    func leftovers(of plan: WritePlan) -> [String] {
        let touched = plan.files.map { Paths.directory(of: $0.displayPath) } + (plan.previousLock?.files ?? []).map { Paths.directory(of: Paths.join(plan.folder, $0.path)) }
        var found: [String] = []
        for folder in Set(touched + [plan.folder]).sorted() where fileSystem.kind(of: folder) == .directory {
            let names = (try? fileSystem.contentsOfDirectory(folder)) ?? []
            found += names.sorted().filter(GenFileNames.isTemporary).map { Paths.join(folder, $0) }
        }
        return found
    }
}
