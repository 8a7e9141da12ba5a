import ArgumentParser
import GenKit

/// The flags that decide whether and how a run writes files.
struct WriteOptions: ParsableArguments {
    @Flag(help: "Overwrite or remove owned files you edited since gen wrote them, moving your text to <file>.orig first, and switch template set or naming. Scaffold files are never overwritten or deleted.")
    var force = false

    @Flag(help: "Print what would happen to each file (create, update, remove, orphaned, conflict; with --verbose also unchanged, skip) and write nothing.")
    var dryRun = false

    @Flag(help: "Print the unified diff of every change a run would make, and write nothing.")
    var diff = false

    @Flag(help: "Write nothing; print the plan and the API changes, and exit 1 when any file would be created, changed or removed, or is orphaned (for CI).")
    var check = false

    @Option(help: ArgumentHelp("With --check: fail on any drift (any, the default), only on breaking API changes and conflicts (breaking), or only on responses the builds made before fail to decode, and conflicts (wire).", valueName: "any|breaking|wire"))
    var failOn: CheckFailure = .any

    func validate() throws {
        if failOn != .any, !check {
            throw ValidationError("--fail-on needs --check")
        }
    }

    var mode: WriteMode {
        WriteMode(force: force, dryRun: dryRun, diff: diff, check: check, failOn: failOn)
    }
}
