/// What makes `--check` fail.
public enum CheckFailure: String, CaseIterable, Sendable {
    /// Any file that would be created, changed or removed, or is orphaned.
    case any
    /// A breaking API change, or a file in conflict: a team that regenerates in CI passes
    /// every other drift.
    case breaking
}

/// Whether and how a run writes files.
public struct WriteMode: Sendable, Equatable {
    public var force: Bool
    public var dryRun: Bool
    public var diff: Bool
    public var check: Bool
    /// `--fail-on`, with `--check`.
    public var failOn: CheckFailure

    public init(force: Bool = false, dryRun: Bool = false, diff: Bool = false, check: Bool = false, failOn: CheckFailure = .any) {
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
