import Dispatch
import Support
import Testing

/// `Background`: the work starts when the value is made and runs once, and
/// every read gets its result.
@Suite struct BackgroundTests {
    @Test func theWorkStartsBeforeItIsReadAndRunsOnce() {
        let started = DispatchSemaphore(value: 0)
        let counter = RunCounter()
        let value = Background { () -> Int in
            counter.add()
            started.signal()
            return 42
        }
        #expect(started.wait(timeout: .now() + 10) == .success, "the work started without being read")
        #expect(value.value == 42)
        #expect(value.value == 42)
        #expect(counter.runs == 1)
    }
}

private final class RunCounter: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    private var count = 0

    func add() {
        lock.wait()
        count += 1
        lock.signal()
    }

    var runs: Int {
        lock.wait()
        defer { lock.signal() }
        return count
    }
}
