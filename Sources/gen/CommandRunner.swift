import ArgumentParser
import Diagnostics
import Foundation

/// Runs the body of a command with a console made from the flags: diagnostics it throws
/// are reported with exit status 1; otherwise the process exits with the status the body
/// returns. The summary line or JSON document comes last either way.
func runCommand(_ console: Console, _ body: (Console) throws(DiagnosticError) -> ExitCode) throws {
    let stopwatch = Stopwatch()
    let status: ExitCode
    do {
        status = try body(console)
    } catch {
        console.report(error.diagnostics)
        status = .failure
    }
    console.finish(exitCode: status.rawValue, milliseconds: stopwatch.milliseconds())
    if status != .success {
        throw status
    }
}

/// The time a run took, read only when the run finishes. `GEN_TEST_ELAPSED_MS` fixes the
/// figure, so that tests can compare output exactly.
struct Stopwatch {
    private let start = ContinuousClock.now
    private let fixed = ProcessInfo.processInfo.environment["GEN_TEST_ELAPSED_MS"].flatMap { Int($0) }

    func milliseconds() -> Int {
        if let fixed {
            return fixed
        }
        let elapsed = ContinuousClock.now - start
        return Int(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
    }
}
