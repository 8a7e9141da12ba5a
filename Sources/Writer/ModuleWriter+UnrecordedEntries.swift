import Diagnostics
import Support

extension ModuleWriter {
    /// How many of the entries the warning names before it counts the rest.
    static let namedUnrecordedEntries = 4

    /// On a run into a folder without a lock: the folder's entries that none of the run's
    /// files is or lies in (hidden ones left out), which gen neither wrote nor will touch. A
    /// module folder whose lock was deleted, or an `--output` that names a folder of the
    /// app, shows here; nil when there are none.
    package func unrecordedEntriesWarning(of plan: WritePlan) -> Diagnostic? {
        guard plan.previousLock == nil, fileSystem.kind(of: plan.folder) == .directory,
              let entries = try? fileSystem.contentsOfDirectory(plan.folder) else { return nil }
        let planned = Set(plan.files.map { $0.generated.path.split(separator: "/", maxSplits: 1).first.map(String.init) ?? $0.generated.path })
        let unrecorded = entries.filter { !$0.hasPrefix(".") && !planned.contains($0) }.sorted()
        guard !unrecorded.isEmpty else { return nil }
        let rest = unrecorded.count - min(unrecorded.count, Self.namedUnrecordedEntries)
        let named = Array(unrecorded.prefix(Self.namedUnrecordedEntries)) + (rest > 0 ? ["\(rest) more"] : [])
        let list = named.count == 1 ? named[0] : named.dropLast().joined(separator: ", ") + " and " + named[named.count - 1]
        return Diagnostic(
            .warning,
            "\(plan.folder) holds \(list), which this run does not write, and no \(LockFile.fileName): gen cannot tell whether it wrote \(unrecorded.count == 1 ? "it" : "them"), and leaves \(unrecorded.count == 1 ? "it" : "them") as \(unrecorded.count == 1 ? "it is" : "they are")",
            hint: "if gen wrote \(unrecorded.count == 1 ? "it" : "them"), restore \(Paths.join(plan.folder, LockFile.fileName)) (from git) so that the run keeps the module's template set, names and your edits; if the folder is not this module's, choose another with \(folderChoice)"
        )
    }
}
