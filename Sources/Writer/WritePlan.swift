import Diagnostics
import Support

/// What a run would do to each file of the module folder, decided before anything is written.
package struct WritePlan: Sendable {
    package struct File: Sendable, Equatable {
        package enum Action: String, Sendable {
            /// The file does not exist yet.
            case create
            /// An owned file still holds what gen last wrote, and gen now writes something else.
            case update
            /// The file already holds exactly what gen would write.
            case unchanged
            /// A scaffold file exists with other contents: it is the user's and is never rewritten.
            case skip
            /// An owned file was edited since gen wrote it (or gen never wrote it).
            case conflict
            /// An owned file gen wrote, unedited, that no template writes any more: deleted.
            case remove
            /// A scaffold file that no template writes any more: kept, and named on every run.
            case orphaned
        }

        /// What gen writes; for a file no template writes any more (`isGenerated` false),
        /// its path and ownership with empty contents.
        package var generated: GeneratedFile
        package var action: Action
        /// The module folder joined with the file's path, as shown to the user.
        package var displayPath: String
        /// The file's current contents, when it exists.
        package var existing: String?
        /// False for a file of the lock that this run does not generate.
        package var isGenerated = true
        /// Where `--force` moves the user's edit before overwriting or removing the file.
        package var backup: String?
        /// For an orphaned file, what it was written for: its endpoint, or empty.
        package var orphanOf: String?
        /// For a scaffold file kept as the user's (`skip`), the SHA-256 of its bytes.
        package var keptHash: String?

        /// True when carrying out the plan writes this file.
        package var writes: Bool { action == .create || action == .update }
    }

    package var folder: String
    package var files: [File]
    /// The lock file found in the module folder, if any, with what an interrupted run
    /// finished writing taken as written (see `ModuleWriter.recovering`).
    package var previousLock: LockFile?
    /// True when the lock shows that the last run was stopped half-way.
    package var resumesInterruptedRun = false
    /// True for a plan read back from a sealed lock (`ModuleWriter.replay`): the folder
    /// already holds what the run would write, lock included, so carrying it out writes
    /// nothing. Its kept files have empty `generated` contents, and its files no endpoint:
    /// a plan with nothing to write, remove or report reads neither.
    package var replayed = false

    package var conflicts: [File] { files.filter { $0.action == .conflict } }

    /// True when a run would create, update, remove or refuse anything, or an orphaned file
    /// is still there.
    package var hasChanges: Bool {
        files.contains { $0.writes || [.conflict, .remove, .orphaned].contains($0.action) }
    }

    /// Decides the action for each file. With `force`, an edited owned file is updated.
    static func decide(
        _ generated: GeneratedFile,
        existing: [UInt8]?,
        lockEntry: LockFile.Entry?,
        force: Bool
    ) -> File.Action {
        guard let existing else { return .create }
        if existing == Array(generated.contents.utf8) { return .unchanged }
        if generated.ownership == .scaffold { return .skip }
        if force || lockEntry?.hash == SHA256.hex(existing) { return .update }
        return .conflict
    }
}
