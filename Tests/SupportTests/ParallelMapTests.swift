import Foundation
import Support
import Testing

/// `ParallelMap` keeps input order whatever the cores do, and maps a small input on the
/// caller's thread, where waking Dispatch's threads would cost more than it saves.
@Suite struct ParallelMapTests {
    @Test func manyElementsComeBackInInputOrder() {
        let elements = Array(0..<5_000)
        #expect(ParallelMap.map(elements) { $0 * 3 } == elements.map { $0 * 3 })
    }

    @Test func fewerThan32ElementsAreMappedOnTheCallersThread() {
        let caller = pthread_self()
        let onCaller = ParallelMap.map(Array(0..<31)) { _ in pthread_equal(pthread_self(), caller) != 0 }
        #expect(onCaller.allSatisfy { $0 })
    }
}
