import Foundation

/// Whether the person at the terminal asked a long run (`gen module --watch`) to stop: a
/// run polls `isRequested` between its steps, so that Ctrl-C never cuts a write in half.
///
/// Once the process takes over SIGINT, the end of its parent process is a request to stop
/// too: the SwiftPM plugin runs gen in a process group of its own, which Ctrl-C at the
/// terminal does not reach, and a plugin killed while gen watches leaves gen to the system
/// (its parent process changes), where polling the parent's id finds it on any system.
/// Unchecked: `lock` guards every `var`; `Mutex`, the checked alternative, needs macOS 15 and gen supports macOS 13.
package final class StopRequest: @unchecked Sendable {
    private let lock = NSLock()
    private var requested = false
    /// The parent's process id when SIGINT was taken over; nil before, and in tests.
    private var parent: pid_t?
    private var signalSource: (any DispatchSourceSignal)?
    private let catchesInterrupt: Bool

    /// - Parameter catchesInterrupt: whether `catchInterrupt()` takes over SIGINT (the
    ///   process's own), or leaves stopping to `request()` (tests).
    package init(catchesInterrupt: Bool = false) {
        self.catchesInterrupt = catchesInterrupt
    }

    package var isRequested: Bool {
        lock.withLock { requested || parent.map { $0 != getppid() } ?? false }
    }

    package func request() {
        lock.withLock { requested = true }
    }

    /// From now on SIGINT (Ctrl-C) requests a stop instead of ending the process.
    func catchInterrupt() {
        guard catchesInterrupt else { return }
        lock.withLock {
            guard signalSource == nil else { return }
            parent = getppid()
            signal(SIGINT, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
            source.setEventHandler { [weak self] in self?.request() }
            source.resume()
            signalSource = source
        }
    }
}
