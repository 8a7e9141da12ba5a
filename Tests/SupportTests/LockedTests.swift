import Support
import Testing

/// `Locked` shared by reference: a value set through one reference is what every other
/// reads.
@Suite struct LockedTests {
    @Test func aValueSetIsWhatEveryReferenceReads() {
        let locked = Locked<String?>(nil)
        let other = locked
        locked.value = "set"
        #expect(other.value == "set")
        other.withLock { $0 = nil }
        #expect(locked.value == nil)
    }
}
