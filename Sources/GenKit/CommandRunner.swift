import Diagnostics

/// How a run ends, as the process's exit status.
public enum ExitStatus: Int32, Sendable {
    case success = 0
    /// An input has an error, a file is in conflict, or `--check` found a change.
    case failure = 1
    /// A mistake on the command line (sysexits' EX_USAGE).
    case usage = 64
}

/// A command-line mistake found once the flags are read (a missing name, no manifest to
/// find): reported as `gen: error:` and ends the run with status 64.
struct UsageError: Error {
    var diagnostic: Diagnostic
}

/// Runs the body of a command with its console: diagnostics it throws are reported with
/// status 1, usage mistakes with status 64; otherwise the run ends with the status the body
/// returns. The summary line or JSON document comes last either way.
func runCommand(_ console: Console, _ environment: RunEnvironment, _ body: (Console) throws -> ExitStatus) -> ExitStatus {
    let stopwatch = Stopwatch(environment: environment)
    let status: ExitStatus
    do {
        status = try body(console)
    } catch let failure as DiagnosticError {
        console.report(failure.diagnostics)
        status = .failure
    } catch let mistake as UsageError {
        console.report([mistake.diagnostic])
        status = .usage
    } catch {
        console.report([Diagnostic(.error, "\(error)")])
        status = .failure
    }
    console.finish(exitCode: status.rawValue, milliseconds: stopwatch.milliseconds())
    return status
}

/// The time a run took, read only when the run finishes. `GEN_TEST_ELAPSED_MS` fixes the
/// figure, so that tests can compare output exactly.
struct Stopwatch {
    private let start = ContinuousClock.now
    private let fixed: Int?

    init(environment: RunEnvironment) {
        fixed = environment.variables["GEN_TEST_ELAPSED_MS"].flatMap { Int($0) }
    }

    func milliseconds() -> Int {
        if let fixed {
            return fixed
        }
        let elapsed = ContinuousClock.now - start
        return Int(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
    }
}
