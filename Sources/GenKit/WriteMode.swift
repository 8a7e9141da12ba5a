/// Whether and how a run writes files.
package struct WriteMode: Sendable, Equatable {
    package var force: Bool
    package var dryRun: Bool
    package var diff: Bool
    package var check: Bool

    package init(force: Bool = false, dryRun: Bool = false, diff: Bool = false, check: Bool = false) {
        self.force = force
        self.dryRun = dryRun
        self.diff = diff
        self.check = check
    }

    var writesNothing: Bool { dryRun || diff || check }

    /// The run's mode as the JSON output names it.
    var name: String {
        check ? "check" : diff ? "diff" : dryRun ? "dry-run" : "write"
    }
}
