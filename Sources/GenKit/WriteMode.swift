/// Whether and how a run writes files.
public struct WriteMode: Sendable, Equatable {
    public var force: Bool
    public var dryRun: Bool
    public var diff: Bool
    public var check: Bool

    public init(force: Bool = false, dryRun: Bool = false, diff: Bool = false, check: Bool = false) {
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
