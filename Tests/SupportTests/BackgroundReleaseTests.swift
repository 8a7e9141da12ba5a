import Foundation
import Support
import Testing

/// `releaseInBackground` frees what it is given, and not on the caller's thread, which goes
/// on to write the module meanwhile.
@Suite struct BackgroundReleaseTests {
    /// Records, when freed, whether that happened on the thread that made it.
    private final class Probe: @unchecked Sendable {
        let maker = pthread_self()
        let freed: @Sendable (Bool) -> Void

        init(freed: @escaping @Sendable (Bool) -> Void) {
            self.freed = freed
        }

        deinit {
            freed(pthread_equal(pthread_self(), maker) != 0)
        }
    }

    /// Written before `done` is signalled, read after it is waited for.
    private final class Outcome: @unchecked Sendable {
        var freedOnMaker: Bool?
    }

    @Test func theValueIsFreedOnAnotherThread() {
        let done = DispatchSemaphore(value: 0)
        let outcome = Outcome()
        releaseInBackground([Probe { onMaker in
            outcome.freedOnMaker = onMaker
            done.signal()
        }])
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(outcome.freedOnMaker == false)
    }
}
