import Diagnostics

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
