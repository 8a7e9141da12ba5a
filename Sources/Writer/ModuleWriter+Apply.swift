import Diagnostics
import Support

extension ModuleWriter {
    /// Writes every file the plan creates or updates, each atomically, then the lock file.
    /// Refuses the whole plan when it has conflicts, a folder or file it changes is read-only,
    /// or the file system lacks the space.
    ///
    /// Before the first file, it removes the temporary files an interrupted run left, and
    /// writes the lock with a `pending` entry for each file it is about to write: a run
    /// stopped half-way (even by `kill -9`) leaves files that each hold their old or their
    /// new bytes, and the next run recognises both as gen's.
    ///
    /// The last lock is sealed with `inputs.sourcesDigest` (see `LockFile.digest`) when it
    /// records every file of the plan as this run saw it (a scaffold file gen never wrote,
    /// kept as the user's, has no line). A file gen wrote that the set now makes scaffold,
    /// kept because it holds other text, is recorded once, as scaffold with its `kept` hash:
    /// the file is the user's from now on. A replayed plan writes nothing: the folder holds
    /// it all already.
    ///
    /// - Parameter keepingOtherEntries: keep lock entries of files this run did not generate
    ///   (for `gen model`, which regenerates one layer); such a run read only part of the
    ///   module's inputs, so its lock is not sealed.
    /// - Parameter modelLines: `LockFile.modelLines(models)`, when the caller rendered them
    ///   already.
    /// - Parameter progress: told of each file of the plan carried out.
    /// - Returns: the temporary files removed.
    @discardableResult
    package func apply(_ plan: WritePlan, inputs: LockFile.Inputs, models: ModelSignature, modelLines: [UInt8]? = nil, keepingOtherEntries: Bool, progress: (any WorkProgress)? = nil) throws(DiagnosticError) -> [String] {
        guard !plan.replayed else { return [] }
        guard plan.conflicts.isEmpty else {
            throw DiagnosticError(plan.conflictProblems(outcome: "nothing was written"))
        }
        let unwritable = writabilityProblems(of: plan)
        guard unwritable.isEmpty else {
            throw DiagnosticError(unwritable)
        }
        let paths = Set(plan.files.map(\.generated.path))
        var entries: [String: LockFile.Entry] = [:]
        for entry in plan.previousLock?.files ?? [] where keepingOtherEntries || paths.contains(entry.path) {
            entries[entry.path] = entry
        }
        let recorded = plan.files.filter { [.create, .update, .unchanged].contains($0.action) }
        let hashed = ParallelMap.map(recorded) { file in
            LockFile.Entry(path: file.generated.path, ownership: file.generated.ownership, hash: SHA256.hex(utf8: file.generated.contents), layer: file.generated.layer)
        }
        let written = Dictionary(hashed.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let journal = LockFile(
            inputs: inputs,
            files: Array(entries.values),
            models: plan.previousLock?.models ?? models,
            pending: plan.files.filter(\.writes).compactMap { written[$0.generated.path] }
        )
        let modelLines = modelLines ?? LockFile.modelLines(models)
        let journalBytes = journal.bytes(modelLines: journal.models == models ? modelLines : nil)
        if let problem = spaceProblem(for: plan, lockBytes: journalBytes.count) {
            throw DiagnosticError(problem)
        }
        let leftovers = removeLeftovers(of: plan)
        if plan.files.contains(where: { $0.writes || $0.action == .remove }) {
            try writeLock(journalBytes, in: plan.folder)
        }
        let failures = perform(plan.files, progress: progress)
        for (file, failure) in zip(plan.files, failures) where failure == nil {
            let path = file.generated.path
            switch file.action {
            case .remove:
                entries[path] = nil
            case .orphaned:
                entries[path]?.orphanOf = file.orphanOf ?? ""
                entries[path]?.layer = nil
                entries[path]?.kept = nil
            case .skip:
                entries[path]?.ownership = file.generated.ownership
                entries[path]?.orphanOf = nil
                entries[path]?.layer = LockFile.recordable(file.generated.layer)
                entries[path]?.kept = file.keptHash
            case .create, .update, .unchanged:
                entries[path] = written[path]
            case .conflict:
                break
            }
        }
        let failed = failures.compactMap { $0 }
        if !failed.isEmpty {
            var diagnostics = Self.failureDiagnostics(failed)
            let partial = LockFile(inputs: inputs, files: Array(entries.values), models: plan.previousLock?.models ?? models)
            do {
                try writeLock(partial.bytes, in: plan.folder)
            } catch {
                diagnostics += error.diagnostics
            }
            throw DiagnosticError(diagnostics)
        }
        var finished = LockFile(inputs: inputs, files: Array(entries.values), models: models)
        let recordsEveryFile = plan.files.allSatisfy { $0.action == .remove || entries[$0.generated.path]?.ownership == $0.generated.ownership }
        if !keepingOtherEntries, recordsEveryFile, let sourcesDigest = inputs.sourcesDigest {
            let sealInput = LockFile.sealInput(sourcesDigest: sourcesDigest, fileHashes: Self.hashes(of: finished.files, in: plan))
            try writeLock(finished.sealedBytes(sourcesDigest: sealInput, modelLines: modelLines), in: plan.folder)
        } else {
            try writeLock(finished.bytes(modelLines: modelLines), in: plan.folder)
        }
        return leftovers
    }

    /// The XXH64 of what each recorded file holds once the plan is carried out: what gen
    /// wrote, or the text it kept; for the seal (`LockFile.sealInput`).
    private static func hashes(of entries: [LockFile.Entry], in plan: WritePlan) -> [UInt64] {
        let files = Dictionary(plan.files.map { ($0.generated.path, $0) }, uniquingKeysWith: { first, _ in first })
        return ParallelMap.map(entries) { entry in
            guard let file = files[entry.path] else { return 0 }
            return XXHash64.hash(utf8: file.action == .skip || file.action == .orphaned ? file.existing ?? "" : file.generated.contents)
        }
    }

    /// Backs up, writes and removes each file of the plan as it says, every one even when
    /// another fails, on all cores for a plan of many files (the files are distinct, and a
    /// file's backup is made before it is written); what failed for each file, in plan order.
    private func perform(_ files: [WritePlan.File], progress: (any WorkProgress)?) -> [FileSystemError?] {
        progress?.begin("files written", total: files.count)
        let operate: @Sendable (WritePlan.File) -> FileSystemError? = { [fileSystem] file in
            defer { progress?.advance() }
            do throws(FileSystemError) {
                if let backup = file.backup {
                    try fileSystem.writeFile(backup, contents: try fileSystem.readFile(file.displayPath))
                }
                if file.writes {
                    try fileSystem.writeFile(file.displayPath, contents: Array(file.generated.contents.utf8))
                }
                if file.action == .remove {
                    try fileSystem.removeFile(file.displayPath)
                }
                return nil
            } catch {
                return error
            }
        }
        return ParallelMap.map(files, minimumCount: Self.filesWrittenInParallel, operate)
    }

    /// Below this many files, writing them one after another costs less than sharing them out.
    static let filesWrittenInParallel = 64

    /// The errors of the files that could not be written, the first few in plan order.
    private static func failureDiagnostics(_ failures: [FileSystemError]) -> [Diagnostic] {
        let shown = 10
        var diagnostics = failures.prefix(shown).map { $0.diagnostic }
        if failures.count > shown {
            diagnostics.append(Diagnostic(.error, "\(failures.count - shown) more files could not be written"))
        }
        diagnostics[diagnostics.count - 1].hint = "every other file was written and recorded in \(LockFile.fileName); fix the problem and rerun"
        return diagnostics
    }

    /// The error for a plan whose files, the copies of edits, and a lock of `lockBytes`
    /// (written twice) would not fit in the space the file system reports free, counting each
    /// in whole 4 KB blocks; nil when they fit or the system does not tell.
    package func spaceProblem(for plan: WritePlan, lockBytes: Int) -> Diagnostic? {
        guard let available = fileSystem.availableBytes(at: plan.folder) else { return nil }
        let block = 4096
        let blocks = { (bytes: Int) in (bytes + block - 1) / block * block }
        var needed = 2 * blocks(lockBytes)
        for file in plan.files {
            if file.writes {
                needed += blocks(file.generated.contents.utf8.count)
            }
            if file.backup != nil {
                needed += blocks(file.existing?.utf8.count ?? 0)
            }
        }
        guard needed > available else { return nil }
        return Diagnostic(
            .error,
            "\(plan.folder): writing the module needs \(needed) bytes, and its file system has \(available) free",
            hint: "nothing was written; free some space and rerun"
        )
    }

    private func writeLock(_ bytes: [UInt8], in folder: String) throws(DiagnosticError) {
        try diagnosed(fileSystem.writeFile(Paths.join(folder, LockFile.fileName), contents: bytes))
    }
}
