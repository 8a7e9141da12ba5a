import Diagnostics
import Support

extension ModuleWriter {
    /// The errors for the folders and files a plan changes that this process may not write,
    /// found before anything is written: a run that stopped at the first of them would leave
    /// the module half regenerated. Each file is written through a temporary file in its
    /// folder and a rename, so a folder must be writable (or, when it does not exist yet,
    /// the nearest folder above it, where it is created), and so must a file written over
    /// (a read-only file is one someone meant to keep: a version control that locks files,
    /// or `chattr +i`). The lock is written on every run, so the module folder always counts.
    func writabilityProblems(of plan: WritePlan) -> [Diagnostic] {
        let lock = Paths.join(plan.folder, LockFile.fileName)
        var written: [String] = []
        var writtenOver: [String] = []
        for file in plan.files where file.writes || file.action == .remove {
            written.append(file.displayPath)
            if file.writes, file.existing != nil {
                writtenOver.append(file.displayPath)
            }
        }
        written.append(lock)
        if fileSystem.kind(of: lock) == .file {
            writtenOver.append(lock)
        }
        var nearest: [String: String] = [:]
        var writtenIn: [String: [String]] = [:]
        for path in written {
            let folder = Paths.directory(of: path)
            let existing = nearest[folder] ?? fileSystem.missingFolders(folder).existing
            nearest[folder] = existing
            writtenIn[existing, default: []].append(path)
        }
        var problems: [Diagnostic] = []
        var readOnlyFolders: Set<String> = []
        for (folder, paths) in writtenIn.sorted(by: { $0.key < $1.key }) where !fileSystem.isWritable(at: folder) {
            readOnlyFolders.insert(folder)
            let what = paths.count == 1 ? paths[0] : "\(paths.count) files there, such as \(paths[0])"
            problems.append(Diagnostic(
                .error,
                "\(folder) is read-only, and this run writes \(what)",
                hint: "nothing was written; make the folder writable (chmod u+w \(folder)) and rerun"
            ))
        }
        // A file in a read-only folder (on a read-only mount, say) is named by its folder's error.
        let readOnlyFiles = writtenOver.sorted().filter { !readOnlyFolders.contains(Paths.directory(of: $0)) && !fileSystem.isWritable(at: $0) }
        let shown = 10
        for path in readOnlyFiles.prefix(shown) {
            problems.append(Diagnostic(.error, "\(path) is read-only, and this run writes over it"))
        }
        if readOnlyFiles.count > shown {
            problems.append(Diagnostic(.error, "\(readOnlyFiles.count - shown) more files this run writes over are read-only"))
        }
        if !readOnlyFiles.isEmpty {
            problems[problems.count - 1].hint = "nothing was written; make the files writable (chmod u+w, or open them for editing in your version control) and rerun"
        }
        return problems
    }
}
