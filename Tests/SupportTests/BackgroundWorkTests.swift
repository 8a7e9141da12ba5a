import Dispatch
import Support
import Testing

@Suite struct BackgroundWorkTests {
    @Test func theValueIsWaitedForWhereItIsUsed() {
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let work = BackgroundWork { () -> [Int] in
            started.signal()
            release.wait()
            return Array(1...1_000)
        }
        // The work runs while the caller goes on: it has started, and waits for the caller.
        started.wait()
        release.signal()
        #expect(work.wait().reduce(0, +) == 500_500)
    }

    @Test func aSmallValueIsComputedOnTheCallersThreadBeforeInitReturns() {
        let ran = DispatchSemaphore(value: 0)
        let work = BackgroundWork(inBackground: false) { () -> String in
            ran.signal()
            return "done"
        }
        #expect(ran.wait(timeout: .now()) == .success)
        #expect(work.wait() == "done")
    }
}
