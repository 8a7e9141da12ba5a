/// What makes `--check` fail.
package enum CheckFailure: String, CaseIterable, Sendable {
    /// Any file that would be created, changed or removed, or is orphaned.
    case any
    /// A breaking API change, or a file in conflict: a team that regenerates in CI passes
    /// every other drift.
    case breaking
    /// A build made before this run that fails to decode a response the samples show, or a
    /// file in conflict: a team that guards the app already in users' hands.
    case wire
}

/// Whether and how a run writes files.
package struct WriteMode: Sendable, Equatable {
    package var force: Bool
    package var dryRun: Bool
    package var diff: Bool
    package var check: Bool
    /// `--fail-on`, with `--check`.
    package var failOn: CheckFailure

    package init(force: Bool = false, dryRun: Bool = false, diff: Bool = false, check: Bool = false, failOn: CheckFailure = .any) {
        self.force = force
        self.dryRun = dryRun
        self.diff = diff
        self.check = check
        self.failOn = failOn
    }

    var writesNothing: Bool { dryRun || diff || check }

    /// The run's mode as the JSON output names it.
    var name: String {
        check ? "check" : diff ? "diff" : dryRun ? "dry-run" : "write"
    }
}
