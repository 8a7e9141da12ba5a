import Diagnostics
import Support

/// Plans and carries out writing a module: owned files are rewritten only while they hold
/// what gen last wrote, scaffold files are written once, nothing outside the module folder
/// is ever touched, and the lock file records what was written.
package struct ModuleWriter: Sendable {
    let fileSystem: any FileSystem
    /// How the user names the folder gen writes, for the hints of problems with it:
    /// `--output` for a module, gen-workspace.yml's `core:` for a core.
    package var folderChoice = "--output"

    package init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// Reads the module folder and decides what to do with each file; writes nothing.
    ///
    /// - Parameters:
    ///   - removingStale: also plan the files of the lock that `files` no longer holds (a
    ///     whole module's run; `gen model` regenerates one layer and keeps the others).
    ///   - lock: the folder's lock when the run already read it, so that a run reads it once,
    ///     or the plan replayed from it, returned as it is.
    package func plan(_ files: [GeneratedFile], into folder: String, force: Bool, removingStale: Bool = true, lock known: LockSource = .read) throws(DiagnosticError) -> WritePlan {
        if case .replayed(let plan) = known {
            return plan
        }
        try refuseUnusableFolder(folder)
        let limits = NameLimits(of: folder, fileSystem: fileSystem)
        if let problem = limits.folderProblem(folder) {
            throw DiagnosticError(problem)
        }
        let lockAsRead: LockFile?
        switch known {
        case .read: lockAsRead = try readLock(in: folder)
        case .known(let lock): lockAsRead = lock
        case .replayed(let plan): lockAsRead = plan.previousLock
        }
        let lock = recovering(lockAsRead, in: folder)
        let lockEntries = Dictionary((lock?.files ?? []).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var planned: [WritePlan.File] = []
        var diagnostics: [Diagnostic] = []
        for (file, probe) in zip(files, probe(files, in: folder)) {
            let path = Paths.join(folder, file.path)
            let existing: [UInt8]?
            switch probe {
            case .blocked(let problem):
                if !diagnostics.contains(problem) {
                    diagnostics.append(problem)
                }
                continue
            case .unusable(let problem):
                diagnostics.append(problem)
                continue
            case .found(let bytes):
                existing = bytes
            }
            let lockEntry = lockEntries[file.path]
            let action = WritePlan.decide(file, existing: existing, lockEntry: lockEntry, force: force)
            let overwritesEdit = action == .update && existing.map(SHA256.hex) != lockEntry?.hash
            planned.append(WritePlan.File(
                generated: file,
                action: action,
                displayPath: path,
                existing: existing.map { String(decoding: $0, as: UTF8.self) },
                backup: overwritesEdit ? backupPath(for: path) : nil,
                keptHash: action == .skip ? existing.map(SHA256.hex) : nil
            ))
        }
        diagnostics += limits.problems(files, in: folder, backups: planned.compactMap(\.backup))
        if !diagnostics.isEmpty {
            throw DiagnosticError(diagnostics)
        }
        if removingStale, let lock {
            planned += try staleFiles(of: lock, generated: files, in: folder, force: force)
            planned.sort { $0.generated.path < $1.generated.path }
        }
        return WritePlan(folder: folder, files: planned, previousLock: lock, resumesInterruptedRun: !(lockAsRead?.pending.isEmpty ?? true))
    }

    /// What is at the path of a file the module writes.
    private enum Probe: Sendable {
        /// A symbolic link or a file is in the way.
        case blocked(Diagnostic)
        /// A folder, or a file that cannot be read.
        case unusable(Diagnostic)
        /// The file's bytes, or nil when there is none.
        case found([UInt8]?)
    }

    /// Checks the way to each file and reads what it holds now, on all cores for many
    /// files; each folder on the way is checked once.
    private func probe(_ files: [GeneratedFile], in folder: String) -> [Probe] {
        var clearParents: Set<String> = []
        // Clear folders that do not exist yet: nothing is in them, so their files need no
        // `lstat` and `stat` each (two calls for each of 3,000 files of a new module).
        var absentParents: Set<String> = []
        for parent in Set(files.map { Paths.directory(of: $0.path) }) where parent != "." && blockedWay(to: parent, under: folder) == nil {
            switch fileSystem.kind(of: Paths.join(folder, parent)) {
            case .file:
                continue
            case .directory:
                clearParents.insert(parent)
            case nil:
                clearParents.insert(parent)
                absentParents.insert(parent)
            }
        }
        let probeOne: @Sendable (GeneratedFile) -> Probe = { [self, clearParents, absentParents] file in
            let path = Paths.join(folder, file.path)
            let parent = Paths.directory(of: file.path)
            if absentParents.contains(parent) {
                return .found(nil)
            }
            let isClear = (parent == "." || clearParents.contains(parent)) && !fileSystem.isSymbolicLink(path)
            if !isClear, let problem = blockedWay(to: file.path, under: folder) {
                return .blocked(problem)
            }
            switch fileSystem.kind(of: path) {
            case nil:
                return .found(nil)
            case .directory:
                return .unusable(Diagnostic(.error, "\(path) is a folder, but the module needs a file there"))
            case .file:
                do throws(FileSystemError) {
                    return .found(try fileSystem.readFile(path))
                } catch {
                    return .unusable(error.diagnostic)
                }
            }
        }
        return ParallelMap.map(files, minimumCount: Self.filesWrittenInParallel, probeOne)
    }

    /// The module folder's lock file, or nil when it has none.
    package func readLock(in folder: String) throws(DiagnosticError) -> LockFile? {
        let path = Paths.join(folder, LockFile.fileName)
        guard fileSystem.kind(of: path) == .file else { return nil }
        let source = try fileSystem.readText(path, limit: .lock)
        do {
            return try LockFile.parse(source)
        } catch {
            var diagnostics = error.diagnostics
            if let last = diagnostics.indices.last, diagnostics[last].hint == nil {
                diagnostics[last].hint = "delete \(path) and rerun with --force to start a new one"
            }
            throw DiagnosticError(diagnostics)
        }
    }
}
