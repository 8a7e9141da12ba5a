import Foundation

/// A progress line on standard error, `12/200 modules`, redrawn in place with `\r` as work
/// finishes, for a person waiting at a terminal: shown only once the run has taken
/// `delay`, never when standard error is not a terminal, with `--quiet` or with JSON
/// output. Safe to call from the threads that do the work.
final class ProgressMeter: @unchecked Sendable {
    static let delay = Duration.seconds(1)

    private let lock = NSLock()
    private let total: Int
    private let unit: String
    private let stream: TextStream
    private let clock: any RunClock
    private let start: Duration
    private let enabled: Bool
    private var done = 0
    private var shown = false

    init(total: Int, unit: String, style: OutputStyle, environment: RunEnvironment) {
        self.total = total
        self.unit = unit
        stream = environment.standardError
        clock = environment.clock
        start = environment.clock.now()
        enabled = environment.standardError.isTerminal && style.verbosity != .quiet && style.format == .text
    }

    /// One more piece done; redraws the line when the run has been going for `delay`.
    func advance() {
        lock.withLock {
            done += 1
            guard enabled, clock.now() - start >= Self.delay else { return }
            stream.write("\r\(Self.line(done: done, total: total, unit: unit))")
            shown = true
        }
    }

    /// Runs `print` with the line cleared first and drawn again after, so that lines printed
    /// while it shows do not run into it.
    func interrupting(_ print: () -> Void) {
        lock.withLock {
            if shown {
                stream.write(Self.clearLine)
            }
            print()
            if shown {
                stream.write("\r\(Self.line(done: done, total: total, unit: unit))")
            }
        }
    }

    /// Takes the line away at the end of the run.
    func clear() {
        lock.withLock {
            if shown {
                stream.write(Self.clearLine)
                shown = false
            }
        }
    }

    static let clearLine = "\r\u{1B}[K"

    static func line(done: Int, total: Int, unit: String) -> String {
        "\(done)/\(total) \(unit)"
    }
}
