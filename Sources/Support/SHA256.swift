/// SHA-256 (FIPS 180-4), so the lock file can tell a user's edit from gen's own output
/// without a cryptography dependency, in the same Swift on every platform.
package enum SHA256 {
    package static func hex(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBytes { hex(UnsafeRawBufferPointer($0)) }
    }

    /// The hash of `text`'s UTF-8 bytes, read in place when the string stores them
    /// contiguously (as a native string does) rather than copied first.
    package static func hex(utf8 text: String) -> String {
        text.utf8.withContiguousStorageIfAvailable { hex(UnsafeRawBufferPointer($0)) } ?? hex(Array(text.utf8))
    }

    private static func hex(_ message: UnsafeRawBufferPointer) -> String {
        let state = digest(message)
        let digits: StaticString = "0123456789abcdef"
        return String(unsafeUninitializedCapacity: 64) { buffer in
            for (index, word) in [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7].enumerated() {
                for nibble in 0..<8 {
                    buffer[index * 8 + nibble] = digits.utf8Start[Int(word >> UInt32(28 - 4 * nibble) & 0xf)]
                }
            }
            return 64
        }
    }

    private typealias State = (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)

    /// The message is read in place, 64 bytes at a time; only its last one or two blocks,
    /// with the padding and length, are copied.
    private static func digest(_ message: UnsafeRawBufferPointer) -> State {
        var state: State = (0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19)
        let whole = message.count / 64 * 64
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 128) { words in
            roundConstants.withUnsafeBufferPointer { _ = words[64...].initialize(fromContentsOf: $0) }
            for start in stride(from: 0, to: whole, by: 64) {
                compress(&state, UnsafeRawBufferPointer(rebasing: message[start ..< start + 64]), words)
            }
            withUnsafeTemporaryAllocation(byteCount: 128, alignment: 8) { tail in
                let rest = message.count - whole
                tail.initializeMemory(as: UInt8.self, repeating: 0)
                tail.copyMemory(from: UnsafeRawBufferPointer(rebasing: message[whole...]))
                tail[rest] = 0x80
                let length = rest < 56 ? 64 : 128
                tail.storeBytes(of: (UInt64(message.count) &* 8).bigEndian, toByteOffset: length - 8, as: UInt64.self)
                for start in stride(from: 0, to: length, by: 64) {
                    compress(&state, UnsafeRawBufferPointer(rebasing: tail[start ..< start + 64]), words)
                }
            }
        }
        return state
    }

    /// Mixes one 64-byte block into the state; `words` holds the message schedule, then the
    /// round constants.
    @inline(__always)
    private static func compress(_ state: inout State, _ block: UnsafeRawBufferPointer, _ w: UnsafeMutableBufferPointer<UInt32>) {
        for index in 0..<16 {
            w[index] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
        }
        for index in 16..<64 {
            let x = w[index - 15], y = w[index - 2]
            let s0 = rotate(x ^ rotate(x, 11), 7) ^ (x >> 3)
            let s1 = rotate(y ^ rotate(y, 2), 17) ^ (y >> 10)
            w[index] = w[index - 16] &+ s0 &+ w[index - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = state
        var index = 0
        while index < 64 {
            round(a, b, c, &d, e, f, g, &h, index, w)
            round(h, a, b, &c, d, e, f, &g, index + 1, w)
            round(g, h, a, &b, c, d, e, &f, index + 2, w)
            round(f, g, h, &a, b, c, d, &e, index + 3, w)
            round(e, f, g, &h, a, b, c, &d, index + 4, w)
            round(d, e, f, &g, h, a, b, &c, index + 5, w)
            round(c, d, e, &f, g, h, a, &b, index + 6, w)
            round(b, c, d, &e, f, g, h, &a, index + 7, w)
            index += 8
        }
        state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g, state.7 &+ h)
    }

    /// One round, with the eight working variables renamed instead of shifted: `d` and `h`
    /// are the two it changes. Σ1(e) = ror(e, 6) ^ ror(e, 11) ^ ror(e, 25) is written as
    /// rotations of rotations, as Σ0 and the schedule's σ0 and σ1 are: fewer copies of the
    /// word to rotate (callgrind: 54 → 48 instructions a byte).
    @inline(__always)
    private static func round(
        _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32,
        _ e: UInt32, _ f: UInt32, _ g: UInt32, _ h: inout UInt32,
        _ index: Int, _ words: UnsafeMutableBufferPointer<UInt32>
    ) {
        let temp1 = h &+ rotate(e ^ rotate(e ^ rotate(e, 14), 5), 6) &+ (g ^ (e & (f ^ g))) &+ words[64 + index] &+ words[index]
        d = d &+ temp1
        h = temp1 &+ rotate(a ^ rotate(a ^ rotate(a, 9), 11), 2) &+ ((a & b) | (c & (a | b)))
    }

    private static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
    ]

    @inline(__always)
    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        value >> count | value << (32 - count)
    }
}
