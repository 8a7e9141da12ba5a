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
    let status = outcome(of: body, console)
    console.finish(exitCode: status.rawValue, milliseconds: stopwatch.milliseconds())
    return status
}

/// Runs the body of a command as `runCommand` does but prints nothing: what it would print
/// comes back as its JSON document and summary lines, for `gen module --all`.
func collectCommand(_ command: String, _ environment: RunEnvironment, _ body: (Console) throws -> ExitStatus) -> CollectedRun {
    let stopwatch = Stopwatch(environment: environment)
    var silent = environment
    silent.standardOutput = TextStream(isTerminal: false) { _ in }
    silent.standardError = silent.standardOutput
    let console = Console(command: command, style: OutputStyle(color: .never, verbosity: .quiet, format: .json), environment: silent)
    let status = outcome(of: body, console)
    let milliseconds = stopwatch.milliseconds()
    return CollectedRun(status: status, report: console.report(exitCode: status.rawValue, milliseconds: milliseconds), summaryLines: console.summaryLines(milliseconds: milliseconds))
}

/// What a command run without printing would have printed.
struct CollectedRun {
    var status: ExitStatus
    var report: JSONReport
    var summaryLines: [String]
}

/// The body's status; what it throws is reported on the console.
private func outcome(of body: (Console) throws -> ExitStatus, _ console: Console) -> ExitStatus {
    do {
        return try body(console)
    } catch let failure as DiagnosticError {
        console.report(failure.diagnostics)
        return .failure
    } catch let mistake as UsageError {
        console.report([mistake.diagnostic])
        return .usage
    } catch {
        console.report([Diagnostic(.error, "\(error)")])
        return .failure
    }
}
