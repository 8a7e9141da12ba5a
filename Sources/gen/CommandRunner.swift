import ArgumentParser
import Diagnostics

/// Runs the body of a command: diagnostics it throws go to standard error with exit
/// status 1; otherwise the process exits with the status the body returns.
func runCommand(_ body: (Console) throws(DiagnosticError) -> ExitCode) throws {
    let console = Console()
    let status: ExitCode
    do {
        status = try body(console)
    } catch {
        console.report(error.diagnostics)
        throw ExitCode.failure
    }
    if status != .success {
        throw status
    }
}
