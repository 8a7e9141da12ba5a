import Diagnostics
import Support

extension ModuleWriter {
    /// Writes every file the plan creates or updates, each atomically, then the lock file.
    /// Refuses the whole plan when it has conflicts or the file system lacks the space.
    ///
    /// Before the first file, it removes the temporary files an interrupted run left, and
    /// writes the lock with a `pending` entry for each file it is about to write: a run
    /// stopped half-way (even by `kill -9`) leaves files that each hold their old or their
    /// new bytes, and the next run recognises both as gen's.
    ///
    /// The last lock is sealed with `inputs.sourcesDigest` (see `LockFile.digest`) when it
    /// records every file of the plan as this run saw it (a scaffold file gen never wrote,
    /// kept as the user's, has no line; one it wrote as an owned file keeps that line). A
    /// replayed plan writes nothing: the folder holds it all already.
    ///
    /// - Parameter keepingOtherEntries: keep lock entries of files this run did not generate
    ///   (for `gen model`, which regenerates one layer); such a run read only part of the
    ///   module's inputs, so its lock is not sealed.
    /// - Returns: the temporary files removed.
    @discardableResult
    public func apply(_ plan: WritePlan, inputs: LockFile.Inputs, models: ModelSignature, keepingOtherEntries: Bool) throws(DiagnosticError) -> [String] {
        guard !plan.replayed else { return [] }
        let conflicts = plan.conflicts
        guard conflicts.isEmpty else {
            throw DiagnosticError(conflicts.map { Self.conflict($0, outcome: "nothing was written") })
        }
        let paths = Set(plan.files.map(\.generated.path))
        var entries: [String: LockFile.Entry] = [:]
        for entry in plan.previousLock?.files ?? [] where keepingOtherEntries || paths.contains(entry.path) {
            entries[entry.path] = entry
        }
        let recorded = plan.files.filter { [.create, .update, .unchanged].contains($0.action) }
        let hashed = ParallelMap.map(recorded) { file in
            LockFile.Entry(path: file.generated.path, ownership: file.generated.ownership, hash: SHA256.hex(Array(file.generated.contents.utf8)), layer: file.generated.layer)
        }
        let written = Dictionary(hashed.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let journal = LockFile(
            inputs: inputs,
            files: Array(entries.values),
            models: plan.previousLock?.models ?? models,
            pending: plan.files.filter(\.writes).compactMap { written[$0.generated.path] }
        )
        let journalText = journal.text
        if let problem = spaceProblem(for: plan, lockBytes: journalText.utf8.count) {
            throw DiagnosticError(problem)
        }
        let leftovers = removeLeftovers(of: plan)
        if plan.files.contains(where: { $0.writes || $0.action == .remove }) {
            try writeLock(journalText, in: plan.folder)
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
                    try writeLock(partial.text, in: plan.folder)
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
                entries[path]?.layer = nil
                entries[path]?.kept = nil
            case .skip:
                entries[path]?.orphanOf = nil
                entries[path]?.layer = LockFile.recordable(file.generated.layer)
                entries[path]?.kept = file.keptHash
            case .create, .update, .unchanged:
                entries[path] = written[path]
            case .conflict:
                break
            }
        }
        var finished = LockFile(inputs: inputs, files: Array(entries.values), models: models)
        let recordsEveryFile = plan.files.allSatisfy { $0.action == .remove || entries[$0.generated.path]?.ownership == $0.generated.ownership }
        if !keepingOtherEntries, recordsEveryFile, let sourcesDigest = inputs.sourcesDigest {
            finished.digest = finished.seal(sourcesDigest: sourcesDigest)
        }
        try writeLock(finished.text, in: plan.folder)
        return leftovers
    }

    /// The error for a plan whose files, the copies of edits, and a lock of `lockBytes`
    /// (written twice) would not fit in the space the file system reports free, counting each
    /// in whole 4 KB blocks; nil when they fit or the system does not tell.
    public func spaceProblem(for plan: WritePlan, lockBytes: Int) -> Diagnostic? {
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

    private func writeLock(_ text: String, in folder: String) throws(DiagnosticError) {
        let path = Paths.join(folder, LockFile.fileName)
        do {
            try fileSystem.writeFile(path, contents: Array(text.utf8))
        } catch {
            throw DiagnosticError(error.diagnostic)
        }
    }
}
