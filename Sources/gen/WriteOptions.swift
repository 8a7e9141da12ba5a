import ArgumentParser

/// The flags that decide whether and how a run writes files.
struct WriteOptions: ParsableArguments {
    @Flag(help: "Overwrite owned files you edited since gen wrote them. Scaffold files are never overwritten.")
    var force = false

    @Flag(help: "Print what would happen to each file (create, update, conflict; with --verbose also unchanged, skip) and write nothing.")
    var dryRun = false

    @Flag(help: "Print the unified diff of every change a run would make, and write nothing.")
    var diff = false

    @Flag(help: "Write nothing; exit 1 when any file would be created or changed (for CI).")
    var check = false

    var writesNothing: Bool { dryRun || diff || check }

    /// The run's mode as the JSON output names it.
    var mode: String {
        check ? "check" : diff ? "diff" : dryRun ? "dry-run" : "write"
    }
}
