import Foundation

/// The time as a run reads it, for the progress line and `--watch`'s polling: the process's
/// own clock, or a scripted one in tests.
package protocol RunClock: Sendable {
    /// The time since an origin of the clock's choosing; only differences count.
    func now() -> Duration
    func sleep(for duration: Duration)
}

/// The monotonic clock of the process.
package struct SystemClock: RunClock {
    private let origin = ContinuousClock.now

    package init() {}

    package func now() -> Duration {
        ContinuousClock.now - origin
    }

    package func sleep(for duration: Duration) {
        let (seconds, attoseconds) = duration.components
        Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
    }
}
