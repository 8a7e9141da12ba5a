import Diagnostics
import Support

/// Plans and carries out writing a module: owned files are rewritten only while they hold
/// what gen last wrote, scaffold files are written once, nothing outside the module folder
/// is ever touched, and the lock file records what was written.
public struct ModuleWriter: Sendable {
    let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// Reads the module folder and decides what to do with each file; writes nothing.
    ///
    /// - Parameters:
    ///   - removingStale: also plan the files of the lock that `files` no longer holds (a
    ///     whole module's run; `gen model` regenerates one layer and keeps the others).
    ///   - lock: the folder's lock when the run already read it, so that a run reads it once,
    ///     or the plan replayed from it, returned as it is.
    public func plan(_ files: [GeneratedFile], into folder: String, force: Bool, removingStale: Bool = true, lock known: LockSource = .read) throws(DiagnosticError) -> WritePlan {
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
        var clearFolders: Set<String> = []
        for file in files {
            let path = Paths.join(folder, file.path)
            if !isClearWay(to: file.path, under: folder, clearFolders: &clearFolders), let problem = blockedWay(to: file.path, under: folder) {
                if !diagnostics.contains(problem) {
                    diagnostics.append(problem)
                }
                continue
            }
            var existing: [UInt8]?
            switch fileSystem.kind(of: path) {
            case nil:
                existing = nil
            case .directory:
                diagnostics.append(Diagnostic(.error, "\(path) is a folder, but the module needs a file there"))
                continue
            case .file:
                do {
                    existing = try fileSystem.readFile(path)
                } catch {
                    diagnostics.append(error.diagnostic)
                    continue
                }
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

    /// The module folder's lock file, or nil when it has none.
    public func readLock(in folder: String) throws(DiagnosticError) -> LockFile? {
        let path = Paths.join(folder, LockFile.fileName)
        guard fileSystem.kind(of: path) == .file else { return nil }
        let source = try fileSystem.readText(path)
        do {
            return try LockFile.parse(source)
        } catch {
            var diagnostics = error.diagnostics
            if !diagnostics.isEmpty {
                diagnostics[diagnostics.count - 1].hint = "delete \(path) and rerun with --force to start a new one"
            }
            throw DiagnosticError(diagnostics)
        }
    }
}
