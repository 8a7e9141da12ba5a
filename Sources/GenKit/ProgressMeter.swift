import Foundation
import Support

/// A progress line on standard error, `12/200 modules` or `1200/3006 files rendered`,
/// redrawn in place with `\r` as work finishes, for a person waiting at a terminal: shown
/// only once the run has taken `delay`, never when standard error is not a terminal, with
/// `--quiet` or with JSON output. Safe to call from the threads that do the work.
/// Unchecked: `lock` guards every `var`; `Mutex`, the checked alternative, needs macOS 15 and gen supports macOS 13.
final class ProgressMeter: WorkProgress, @unchecked Sendable {
    static let delay = Duration.seconds(1)
    /// The shortest time between two drawings of the line: a module's thousands of files
    /// would otherwise each cost a write to the terminal.
    static let redrawInterval = Duration.milliseconds(50)

    private let lock = NSLock()
    private var total: Int
    private var unit: String
    private let stream: TextStream
    private let clock: any RunClock
    private let start: Duration
    private let enabled: Bool
    private var done = 0
    private var shown = false
    /// When the line was last drawn; nil before the first drawing of a step.
    private var drawn: Duration?

    init(total: Int, unit: String, style: OutputStyle, environment: RunEnvironment) {
        self.total = total
        self.unit = unit
        stream = environment.standardError
        clock = environment.clock
        start = environment.clock.now()
        enabled = environment.standardError.isTerminal && style.verbosity != .quiet && style.format.isText
    }

    /// Counts the pieces of a new step from zero; the run's start still counts for `delay`.
    /// The last step's line is taken away.
    func begin(_ unit: String, total: Int) {
        lock.withLock {
            eraseLine()
            drawn = nil
            self.unit = unit
            self.total = total
            done = 0
        }
    }

    /// One more piece done; redraws the line when the run has been going for `delay`.
    func advance() {
        guard enabled else { return }
        lock.withLock {
            done += 1
            let now = clock.now()
            guard now - start >= Self.delay, done == total || drawn.map({ now - $0 >= Self.redrawInterval }) ?? true else { return }
            stream.write("\r\(Self.line(done: done, total: total, unit: unit))")
            shown = true
            drawn = now
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
        lock.withLock { eraseLine() }
    }

    /// Called with the lock held.
    private func eraseLine() {
        if shown {
            stream.write(Self.clearLine)
            shown = false
        }
    }

    static let clearLine = "\r\u{1B}[K"

    static func line(done: Int, total: Int, unit: String) -> String {
        "\(done)/\(total) \(unit)"
    }
}
