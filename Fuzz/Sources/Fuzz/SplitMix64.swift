/// SplitMix64 (Steele, Lea, Flood 2014): a small, fast generator whose whole state is one
/// word, so every case is reproduced from the run's seed and the case's number alone.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// The generator of one case: the run's seed and the case number mixed so that
    /// neighbouring cases share nothing.
    init(seed: UInt64, stream: UInt64) {
        var mixer = SplitMix64(seed: seed ^ (stream &* 0xD1B5_4A32_D192_ED03))
        state = mixer.next() ^ stream
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    /// True with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool {
        int(0...99) < percent
    }

    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[int(0...(elements.count - 1))]
    }

    /// A Swift identifier of `length` ASCII letters and digits, starting with a capital.
    mutating func identifier(length: Int) -> String {
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
        let rest = letters + Array("0123456789")
        var text = String(pick(Array(letters.prefix(26))))
        for _ in 1..<max(1, length) {
            text.append(pick(rest))
        }
        return text
    }
}
