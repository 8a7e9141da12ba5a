/// Reads what `ByteWriter` wrote. The reads a compiled template set makes by the thousand
/// are inlinable, so that reading one costs no call into this module. Every read checks the bytes left and throws
/// `MalformedBytes` past the end or on a number that does not fit, so a damaged or crafted
/// file is refused, never trapped on.
package struct ByteReader: Sendable {
    @usableFromInline let bytes: [UInt8]
    @usableFromInline package private(set) var offset: Int
    /// Where the bytes this reader reads end, at or before the end of `bytes`.
    @usableFromInline package let end: Int

    /// Reads `bytes` from `offset` up to `end` (their end when nil).
    package init(_ bytes: [UInt8], from offset: Int = 0, upTo end: Int? = nil) {
        self.bytes = bytes
        self.end = min(max(end ?? bytes.count, 0), bytes.count)
        self.offset = min(max(offset, 0), self.end)
    }

    package var isAtEnd: Bool { offset == end }

    @inlinable
    package mutating func int() throws(MalformedBytes) -> Int {
        var raw: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = try self.byte()
            guard shift < 64, shift < 63 || byte <= 1 else { throw MalformedBytes() }
            raw |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        let magnitude = Int(truncatingIfNeeded: raw >> 1)
        return raw & 1 == 0 ? magnitude : ~magnitude
    }

    /// A number from 0 through `limit`.
    @inlinable
    package mutating func int(upTo limit: Int) throws(MalformedBytes) -> Int {
        let value = try int()
        guard value >= 0, value <= limit else { throw MalformedBytes() }
        return value
    }

    /// The count of what follows, each of which takes at least one byte: so no count read
    /// from a damaged file reserves more than the file could hold.
    @inlinable
    package mutating func count() throws(MalformedBytes) -> Int {
        try int(upTo: end - offset)
    }

    package mutating func uint64() throws(MalformedBytes) -> UInt64 {
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) {
            value |= UInt64(try byte()) << UInt64(shift)
        }
        return value
    }

    @inlinable
    package mutating func bool() throws(MalformedBytes) -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw MalformedBytes()
        }
    }

    /// A string `ByteWriter.string` wrote; bytes that are not UTF-8 are refused.
    package mutating func string() throws(MalformedBytes) -> String {
        let run = try self.run()
        guard let text = String(validating: run, as: UTF8.self) else { throw MalformedBytes() }
        return text
    }

    package mutating func run() throws(MalformedBytes) -> [UInt8] {
        try raw(count: count())
    }

    package mutating func raw(count: Int) throws(MalformedBytes) -> [UInt8] {
        guard count >= 0, count <= end - offset else { throw MalformedBytes() }
        defer { offset += count }
        return Array(bytes[offset..<offset + count])
    }

    @inlinable
    package mutating func byte() throws(MalformedBytes) -> UInt8 {
        guard offset < end else { throw MalformedBytes() }
        defer { offset += 1 }
        return bytes[offset]
    }
}

/// Bytes that are not what the reader expects: cut short, a number too large, text that is
/// not UTF-8, or a value the format does not allow.
package struct MalformedBytes: Error, Sendable {
    @inlinable
    package init() {}
}
