import Diagnostics
import Support

extension WritePlan {
    /// An error for each file in conflict, which stops a run; `outcome` says what the run did.
    package func conflictProblems(outcome: String) -> [Diagnostic] {
        let recorded = Set((previousLock?.files ?? []).map(\.path))
        return conflicts.map { Self.conflict($0, recorded: recorded.contains($0.generated.path), outcome: outcome) }
    }

    /// `recorded`: the lock has the file, so gen wrote it; without it (no lock, or a lock
    /// from before the file), gen never wrote what the file holds.
    private static func conflict(_ file: File, recorded: Bool, outcome: String) -> Diagnostic {
        let backup = "keep your text in a .orig copy beside it"
        if file.isGenerated, let existing = file.existing.map({ SourceText(path: file.displayPath, text: $0) }), let line = existing.mergeMarkerLine {
            return .error(
                "a merge left its conflict markers in this file gen writes, so it reads as edited",
                in: existing,
                at: SourcePosition(line: line, column: 1),
                hint: "\(outcome); rerun with --force to write it anew from the samples and \(backup)"
            )
        }
        if file.isGenerated, !recorded {
            return Diagnostic(
                .error,
                "\(file.displayPath) is not what gen writes there, and \(LockFile.fileName) does not record it",
                hint: "\(outcome); gen does not overwrite a file it did not write: see the difference with --diff, or rerun with --force to overwrite it and \(backup)"
            )
        }
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
}
