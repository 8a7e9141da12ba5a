import Dispatch

/// A value computed on another thread while the caller goes on, and waited for in one place.
/// A module run has one such step (`ModulePipeline.generate`): on two cores, the cores left
/// idle while one thread loads the set or collects the rendered files do it.
/// Unchecked: `value` is written once, before `finished` is signalled, and read only after
/// waiting for that signal; `Mutex`, the checked alternative, needs macOS 15 and gen supports
/// macOS 13.
package final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private let finished = DispatchSemaphore(value: 0)
    private var value: Value?

    /// - Parameter inBackground: false computes the value here and now: for a small module,
    ///   waking another thread costs more than the work.
    package init(inBackground: Bool = true, _ work: @escaping @Sendable () -> Value) {
        guard inBackground else {
            value = work()
            finished.signal()
            return
        }
        DispatchQueue.global().async {
            self.value = work()
            self.finished.signal()
        }
    }

    /// The value, once computed. Call it once.
    package func wait() -> Value {
        finished.wait()
        // Set before the signal waited for.
        return value!
    }
}
