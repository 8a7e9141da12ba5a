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
    /// - Parameter removingStale: also plan the files of the lock that `files` no longer
    ///   holds (a whole module's run; `gen model` regenerates one layer and keeps the others).
    public func plan(_ files: [GeneratedFile], into folder: String, force: Bool, removingStale: Bool = true) throws(DiagnosticError) -> WritePlan {
        if fileSystem.kind(of: folder) == .file {
            throw DiagnosticError(Diagnostic(.error, "output '\(folder)' is a file, not a folder", hint: "choose another folder with --output"))
        }
        try refuseLinkedFolder(folder)
        let lock = try readLock(in: folder)
        var planned: [WritePlan.File] = []
        var diagnostics: [Diagnostic] = []
        for file in files {
            let path = Paths.join(folder, file.path)
            if let escape = symbolicLink(on: file.path, under: folder) {
                diagnostics.append(Diagnostic(
                    .error,
                    "\(escape) is a symbolic link; gen writes only inside the module folder",
                    hint: "replace the link with a real folder or file, or choose another --output"
                ))
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
            let lockEntry = lock?.entry(for: file.path)
            let action = WritePlan.decide(file, existing: existing, lockEntry: lockEntry, force: force)
            let overwritesEdit = action == .update && existing.map(SHA256.hex) != lockEntry?.hash
            planned.append(WritePlan.File(
                generated: file,
                action: action,
                displayPath: path,
                existing: existing.map { String(decoding: $0, as: UTF8.self) },
                backup: overwritesEdit ? backupPath(for: path) : nil
            ))
        }
        if !diagnostics.isEmpty {
            throw DiagnosticError(diagnostics)
        }
        if removingStale, let lock {
            planned += try staleFiles(of: lock, generated: files, in: folder, force: force)
            planned.sort { $0.generated.path < $1.generated.path }
        }
        return WritePlan(folder: folder, files: planned, previousLock: lock)
    }

    /// Writes every file the plan creates or updates, each atomically, then the lock file.
    /// Refuses the whole plan when it has conflicts.
    ///
    /// - Parameter keepingOtherEntries: keep lock entries of files this run did not generate
    ///   (for `gen model`, which regenerates one layer).
    public func apply(_ plan: WritePlan, inputs: LockFile.Inputs, models: ModelSignature, keepingOtherEntries: Bool) throws(DiagnosticError) {
        let conflicts = plan.conflicts
        guard conflicts.isEmpty else {
            throw DiagnosticError(conflicts.map { Self.conflict($0, outcome: "nothing was written") })
        }
        var entries: [String: LockFile.Entry] = [:]
        for entry in plan.previousLock?.files ?? [] where keepingOtherEntries || plan.files.contains(where: { $0.generated.path == entry.path }) {
            entries[entry.path] = entry
        }
        for file in plan.files {
            do {
                if let backup = file.backup {
                    try fileSystem.writeFile(backup, contents: try fileSystem.readFile(file.displayPath))
                }
                if file.writes {
                    try fileSystem.writeFile(file.displayPath, contents: Array(file.generated.contents.utf8))
                }
                if file.action == .remove {
                    try fileSystem.removeFile(file.displayPath)
                }
            } catch {
                var diagnostics = [error.diagnostic(hint: "the files before this one were written and recorded in \(LockFile.fileName); fix the problem and rerun")]
                let partial = LockFile(inputs: inputs, files: Array(entries.values), models: plan.previousLock?.models ?? models)
                do {
                    try writeLock(partial, in: plan.folder)
                } catch {
                    diagnostics += error.diagnostics
                }
                throw DiagnosticError(diagnostics)
            }
            let path = file.generated.path
            switch file.action {
            case .remove:
                entries[path] = nil
            case .orphaned:
                entries[path]?.orphanOf = file.orphanOf ?? ""
            case .skip:
                entries[path]?.orphanOf = nil
            case .create, .update, .unchanged, .conflict:
                entries[path] = LockFile.Entry(path: path, ownership: file.generated.ownership, hash: SHA256.hex(Array(file.generated.contents.utf8)))
            }
        }
        try writeLock(LockFile(inputs: inputs, files: Array(entries.values), models: models), in: plan.folder)
    }

    /// The error for a file in conflict, which stops a run; `outcome` says what the run did.
    public static func conflict(_ file: WritePlan.File, outcome: String) -> Diagnostic {
        let backup = "keep your text in a .orig copy beside it"
        if file.isGenerated {
            return Diagnostic(
                .error,
                "\(file.displayPath) was edited since gen wrote it",
                hint: "\(outcome); see the change with --diff, move your edit to a scaffold file, or rerun with --force to overwrite it and \(backup)"
            )
        }
        return Diagnostic(
            .error,
            "\(file.displayPath) was edited since gen wrote it, and no template writes it any more",
            hint: "\(outcome); move your edit elsewhere and delete the file, or rerun with --force to remove it and \(backup)"
        )
    }

    private func writeLock(_ lock: LockFile, in folder: String) throws(DiagnosticError) {
        let path = Paths.join(folder, LockFile.fileName)
        do {
            try fileSystem.writeFile(path, contents: Array(lock.text.utf8))
        } catch {
            throw DiagnosticError(error.diagnostic)
        }
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

    /// Refuses a module folder that is itself a symbolic link: the lock and every file of the
    /// module would land wherever the link points. Folders above it may be links.
    private func refuseLinkedFolder(_ folder: String) throws(DiagnosticError) {
        var unslashed = Substring(folder)
        while unslashed.count > 1, unslashed.hasSuffix("/") {
            unslashed = unslashed.dropLast()
        }
        guard fileSystem.isSymbolicLink(String(unslashed)) else { return }
        let target = fileSystem.realPath(folder).map { "the folder it points to ('\($0)') or " } ?? ""
        throw DiagnosticError(Diagnostic(
            .error,
            "output '\(folder)' is a symbolic link; gen writes only into a real module folder",
            hint: "pass \(target)another folder with --output"
        ))
    }

    /// The first component of `relativePath` under `folder` that is a symbolic link, if any.
    private func symbolicLink(on relativePath: String, under folder: String) -> String? {
        var current = folder
        for component in relativePath.split(separator: "/") {
            current = Paths.join(current, String(component))
            if fileSystem.isSymbolicLink(current) {
                return current
            }
        }
        return nil
    }
}
