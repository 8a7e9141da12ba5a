/// Writes numbers, strings and runs of bytes in the form `ByteReader` reads: the form of the
/// binary files gen writes for itself (a template set compiled ahead of time).
package struct ByteWriter: Sendable {
    package private(set) var bytes: [UInt8] = []

    package init() {}

    /// LEB128 of the number's zigzag form, so that small numbers of either sign take one byte.
    package mutating func int(_ value: Int) {
        var rest = UInt64(bitPattern: Int64((value << 1) ^ (value >> (Int.bitWidth - 1))))
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Eight bytes, least significant first.
    package mutating func uint64(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) {
            bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
        }
    }

    package mutating func bool(_ flag: Bool) {
        bytes.append(flag ? 1 : 0)
    }

    /// The UTF-8 of `text`, after its length.
    package mutating func string(_ text: String) {
        int(text.utf8.count)
        bytes.append(contentsOf: text.utf8)
    }

    /// The bytes, after their count.
    package mutating func run(_ run: [UInt8]) {
        int(run.count)
        bytes.append(contentsOf: run)
    }

    /// The bytes as they are, without their count: for a tag or a part that runs to the end.
    package mutating func raw(_ run: some Sequence<UInt8>) {
        bytes.append(contentsOf: run)
    }
}
