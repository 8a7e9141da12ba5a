import Foundation

/// Whether the person at the terminal asked a long run (`gen module --watch`) to stop: a
/// run polls `isRequested` between its steps, so that Ctrl-C never cuts a write in half.
public final class StopRequest: @unchecked Sendable {
    private let lock = NSLock()
    private var requested = false
    private var signalSource: (any DispatchSourceSignal)?
    private let catchesInterrupt: Bool

    /// - Parameter catchesInterrupt: whether `catchInterrupt()` takes over SIGINT (the
    ///   process's own), or leaves stopping to `request()` (tests).
    public init(catchesInterrupt: Bool = false) {
        self.catchesInterrupt = catchesInterrupt
    }

    public var isRequested: Bool {
        lock.withLock { requested }
    }

    public func request() {
        lock.withLock { requested = true }
    }

    /// From now on SIGINT (Ctrl-C) requests a stop instead of ending the process.
    func catchInterrupt() {
        guard catchesInterrupt else { return }
        lock.withLock {
            guard signalSource == nil else { return }
            signal(SIGINT, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
            source.setEventHandler { [weak self] in self?.request() }
            source.resume()
            signalSource = source
        }
    }
}
