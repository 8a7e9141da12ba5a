import Foundation
import TestSupport

/// Runs of `swiftc`, several at a time: each job is a list of argument lists run in order,
/// stopping at the first that fails.
enum SwiftcRuns {
    /// How a job ended: the status and error output of its last run.
    struct Outcome {
        var status: Int32
        var errorOutput: String

        var succeeded: Bool { status == 0 }
    }

    static func run(_ jobs: [[[String]]]) -> [Outcome] {
        let outcomes = Outcomes(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            var outcome = Outcome(status: 0, errorOutput: "")
            for arguments in jobs[index] where outcome.succeeded {
                do {
                    let result = try Swiftc.run(arguments)
                    outcome = Outcome(status: result.status, errorOutput: result.errorOutput)
                } catch {
                    outcome = Outcome(status: -1, errorOutput: "swiftc did not start: \(error)")
                }
            }
            outcomes.set(index, outcome)
        }
        return outcomes.values
    }

    /// The outcomes, filled in from several threads.
    private final class Outcomes: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [Outcome]

        init(count: Int) {
            stored = Array(repeating: Outcome(status: -1, errorOutput: "not run"), count: count)
        }

        func set(_ index: Int, _ outcome: Outcome) {
            lock.withLock { stored[index] = outcome }
        }

        var values: [Outcome] { lock.withLock { stored } }
    }
}
