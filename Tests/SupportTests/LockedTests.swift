import Support
import Testing

/// `Locked` shared by reference: a value set through one reference is what every other
/// reads, whether set under the lock or, by the only holder, without it.
@Suite struct LockedTests {
    @Test func aValueSetIsWhatEveryReferenceReads() {
        let locked = Locked<String?>(nil)
        let other = locked
        locked.value = "set"
        #expect(other.value == "set")
        locked.setUnshared(nil)
        #expect(other.value == nil)
    }
}
