/// One line of a lock as a range of its bytes, split into fields without making a string
/// of anything but the fields kept: a lock has a few lines per file of the module and is
/// read on every run.
struct LockLine {
    let bytes: [UInt8]
    let range: Range<Int>

    /// Up to three fields of a line, as ranges of its bytes.
    struct Fields {
        private(set) var count = 0
        private var ranges = (0..<0, 0..<0, 0..<0)

        subscript(index: Int) -> Range<Int> {
            switch index {
            case 0: ranges.0
            case 1: ranges.1
            default: ranges.2
            }
        }

        mutating func append(_ range: Range<Int>) {
            switch count {
            case 0: ranges.0 = range
            case 1: ranges.1 = range
            default: ranges.2 = range
            }
            count += 1
        }
    }

    var isEmpty: Bool { range.isEmpty }

    var isComment: Bool { range.first.map { bytes[$0] == UInt8(ascii: "#") } ?? false }

    /// `part` split at spaces at most `maxSplits` (1 or 2) times, empty fields left out, as
    /// `Substring.UTF8View.split(separator:maxSplits:)` splits it: what follows the last
    /// split keeps its leading spaces.
    func fields(_ part: Range<Int>, maxSplits: Int) -> Fields {
        var fields = Fields()
        var start = part.lowerBound
        var index = part.lowerBound
        while index < part.upperBound {
            if bytes[index] == UInt8(ascii: " ") {
                if start < index {
                    fields.append(start..<index)
                }
                index += 1
                start = index
                if fields.count == maxSplits { break }
            } else {
                index += 1
            }
        }
        if start < part.upperBound {
            fields.append(start..<part.upperBound)
        }
        return fields
    }

    func string(_ part: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[part]), as: UTF8.self) }
    }

    /// The length of `part` in characters, as `String.count` gives it.
    func characterCount(_ part: Range<Int>) -> Int {
        bytes[part].allSatisfy { $0 < 0x80 } ? part.count : string(part).count
    }

    /// The line's text, for the column of a diagnostic.
    var text: String { string(range) }

    /// Each line of `bytes` without its line feed, or carriage return and line feed, so a
    /// lock an editor saved with Windows line endings still reads.
    static func lines(of bytes: [UInt8]) -> [LockLine] {
        var lines: [LockLine] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            lines.append(LockLine(bytes: bytes, start: start, end: index))
            start = index + 1
        }
        lines.append(LockLine(bytes: bytes, start: start, end: bytes.count))
        return lines
    }

    private init(bytes: [UInt8], start: Int, end: Int) {
        self.bytes = bytes
        let dropsReturn = end > start && bytes[end - 1] == UInt8(ascii: "\r")
        self.range = start..<(dropsReturn ? end - 1 : end)
    }
}
