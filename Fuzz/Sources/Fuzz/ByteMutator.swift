/// Mutations that know nothing of the format: bit flips, cuts, copies of regions, control
/// characters, unicode (valid and not), long runs and splices from other inputs.
struct ByteMutator {
    /// Text that is unusual as UTF-8: right-to-left override, BOM, a combining mark, emoji,
    /// CJK, and byte sequences that are not UTF-8 at all (a lone lead byte, a surrogate, FF FE).
    static let oddSequences: [[UInt8]] = [
        Array("é".utf8), Array("日本語".utf8), Array("🧪👩‍👩‍👧".utf8), Array("\u{202E}".utf8),
        Array("\u{FEFF}".utf8), Array("e\u{0301}".utf8), Array("\u{2028}".utf8),
        [0xC3], [0xFF, 0xFE], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0xAF],
    ]

    /// Applies one to four mutations; `splices` are other inputs to copy regions from.
    static func mutate(_ input: [UInt8], splices: [[UInt8]], using rng: inout SplitMix64) -> [UInt8] {
        var bytes = input
        for _ in 0..<rng.int(1...4) {
            bytes = mutateOnce(bytes, splices: splices, using: &rng)
        }
        return bytes
    }

    static func mutateOnce(_ input: [UInt8], splices: [[UInt8]], using rng: inout SplitMix64) -> [UInt8] {
        var bytes = input
        let position = bytes.isEmpty ? 0 : rng.int(0...bytes.count)
        switch rng.int(0...8) {
        case 0:
            for _ in 0..<rng.int(1...8) where !bytes.isEmpty {
                bytes[rng.int(0...(bytes.count - 1))] ^= UInt8(1) << UInt8(rng.int(0...7))
            }
        case 1:
            bytes = Array(bytes.prefix(position))
        case 2:
            let region = randomRegion(of: bytes, using: &rng)
            let copies = rng.chance(80) ? 1 : rng.int(2...64)
            for _ in 0..<copies {
                bytes.insert(contentsOf: region, at: rng.int(0...bytes.count))
            }
        case 3:
            let region = randomRange(in: bytes.count, using: &rng)
            bytes.removeSubrange(region)
        case 4:
            let control = rng.chance(90) ? UInt8(rng.int(0...31)) : 0x7F
            bytes.insert(contentsOf: Array(repeating: control, count: rng.int(1...3)), at: position)
        case 5:
            bytes.insert(contentsOf: rng.pick(oddSequences), at: position)
        case 6:
            let unit = rng.pick([UInt8(ascii: "a"), UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: "9"), UInt8(ascii: " ")])
            bytes.insert(contentsOf: Array(repeating: unit, count: rng.pick([200, 256, 300, 10_000])), at: position)
        case 7:
            if let other = splices.isEmpty ? nil : rng.pick(splices) {
                bytes.insert(contentsOf: randomRegion(of: other, using: &rng), at: position)
            }
        default:
            if !bytes.isEmpty {
                bytes[rng.int(0...(bytes.count - 1))] = rng.pick(Array("{}[]:,\"'\\-#&*!|>%\n\t ".utf8))
            }
        }
        return bytes
    }

    static func randomRegion(of bytes: [UInt8], using rng: inout SplitMix64) -> [UInt8] {
        Array(bytes[randomRange(in: bytes.count, using: &rng)])
    }

    /// A range of at most 4 KB within `count` bytes.
    static func randomRange(in count: Int, using rng: inout SplitMix64) -> Range<Int> {
        guard count > 0 else { return 0..<0 }
        let start = rng.int(0...(count - 1))
        let length = rng.int(1...min(count - start, 4096))
        return start..<(start + length)
    }
}
