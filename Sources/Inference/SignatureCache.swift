internal import Foundation

/// An object shape's signature once computed, shared by the shape's copies until one of them
/// changes its fields. Copies can be read on several threads (inference builds endpoints in
/// parallel), hence the lock. Not a generic locked box: the shape drops its signature on
/// every change to its fields, and such a generic call across modules, unspecialized, was 9 %
/// of `gen model` on a 10 MB sample (perf).
/// Unchecked: `lock` guards every `var`; `Mutex`, the checked alternative, needs macOS 15 and gen supports macOS 13.
final class SignatureCache: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: String?

    var value: String? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }

    /// Drops the signature without the lock, for the holder of the only reference
    /// (`isKnownUniquelyReferenced`), which no other thread can be reading.
    func dropUnshared() {
        if stored != nil {
            stored = nil
        }
    }
}
