import Foundation
import GenKit

/// A clock whose time moves only when a test says so: `sleep` adds the duration and then
/// runs what the test scripted for that sleep (the 1st, 2nd, …), and `now()` can move on its
/// own by `step` each time it is read.
final class ScriptedClock: RunClock, @unchecked Sendable {
    private let lock = NSLock()
    private var time = Duration.zero
    private var sleeps = 0
    private let step: Duration
    private let onSleep: [Int: @Sendable () -> Void]

    init(step: Duration = .zero, onSleep: [Int: @Sendable () -> Void] = [:]) {
        self.step = step
        self.onSleep = onSleep
    }

    var sleepCount: Int { lock.withLock { sleeps } }

    func now() -> Duration {
        lock.withLock {
            defer { time += step }
            return time
        }
    }

    func set(_ now: Duration) {
        lock.withLock { time = now }
    }

    func sleep(for duration: Duration) {
        let action = lock.withLock {
            time += duration
            sleeps += 1
            return onSleep[sleeps]
        }
        action?()
    }
}
