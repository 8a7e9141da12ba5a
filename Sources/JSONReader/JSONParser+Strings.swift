import Diagnostics

extension JSONParser {
    /// Reads the string whose opening quote is at `offset`.
    ///
    /// Strings without escapes become a `String` straight from their bytes; the first
    /// backslash switches to `unescaped`, which collects the decoded bytes.
    mutating func parseString() throws(DiagnosticError) -> String {
        try parseStringReportingASCII().string
    }

    /// Reads a string as `parseString` does, and tells whether it was written in ASCII
    /// without escapes, so its text is exactly its bytes in the buffer.
    mutating func parseStringReportingASCII() throws(DiagnosticError) -> (string: String, isPlainASCII: Bool) {
        offset += 1
        let start = offset
        let isASCII = !skipUnescapedBytes()
        guard offset < bytes.count else {
            throw failure("unterminated string: expected '\"', found end of file")
        }
        switch bytes[offset] {
        case UInt8(ascii: "\""):
            let span = UnsafeBufferPointer(rebasing: bytes[start..<offset])
            offset += 1
            if isASCII {
                return (String(decoding: span, as: UTF8.self), true)
            }
            guard let string = String(validating: span, as: UTF8.self) else {
                throw invalidUTF8Failure(searchingFrom: start)
            }
            return (string, false)
        case UInt8(ascii: "\\"):
            return (try parseEscapedString(from: start, isASCII: isASCII), false)
        case let byte:
            throw controlCharacterFailure(byte)
        }
    }

    /// The slow path, from the first backslash of the string that started at `start` on.
    private mutating func parseEscapedString(from start: Int, isASCII: Bool) throws(DiagnosticError) -> String {
        var isASCII = isASCII
        unescaped.removeAll(keepingCapacity: true)
        unescaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<offset]))
        while true {
            try appendEscape()
            let runStart = offset
            if skipUnescapedBytes() {
                isASCII = false
            }
            if runStart < offset {
                unescaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
            }
            guard offset < bytes.count else {
                throw failure("unterminated string: expected '\"', found end of file")
            }
            switch bytes[offset] {
            case UInt8(ascii: "\""):
                offset += 1
                if isASCII {
                    return String(decoding: unescaped, as: UTF8.self)
                }
                guard let string = String(validating: unescaped, as: UTF8.self) else {
                    throw invalidUTF8Failure(searchingFrom: start)
                }
                return string
            case UInt8(ascii: "\\"):
                continue
            case let byte:
                throw controlCharacterFailure(byte)
            }
        }
    }

    /// Moves `offset` to the next quote, backslash or control character, or the end of the
    /// buffer, counting the UTF-8 continuation bytes it passes. Returns whether it passed any
    /// byte that is not ASCII.
    private mutating func skipUnescapedBytes() -> Bool {
        var sawNonASCII = false
        while true {
            skipPlainStringBytes()
            guard offset < bytes.count, bytes[offset] >= 0x80 else { return sawNonASCII }
            sawNonASCII = true
            repeat {
                if bytes[offset] & 0xC0 == 0x80 {
                    continuationBytesOnLine += 1
                }
                offset += 1
            } while offset < bytes.count && bytes[offset] >= 0x80
        }
    }

    /// Moves `offset` past printable ASCII other than `"` and `\`, eight bytes at a time
    /// while it can: a word is skipped when none of its bytes is a quote, a backslash, a
    /// control character or non-ASCII. The test may flag a word wrongly (only when it holds
    /// a non-ASCII byte, which stops the skip anyway), never miss one.
    private mutating func skipPlainStringBytes() {
        if let base = bytes.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highBits = ones &* 0x80
            while offset + 8 <= bytes.count {
                let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
                // A byte is 0 in `quotes` where `word` has a quote; `x - 1` borrows into the
                // high bit of each zero byte of x, and of each byte below 0x20 for `word - 0x20`.
                let quotes = word ^ (ones &* 0x22)
                let backslashes = word ^ (ones &* 0x5C)
                let flagged = ((quotes &- ones) & ~quotes)
                    | ((backslashes &- ones) & ~backslashes)
                    | (word &- ones &* 0x20)
                    | word
                if flagged & highBits != 0 { break }
                offset += 8
            }
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") else { return }
            offset += 1
        }
    }

    /// Decodes the escape whose backslash is at `offset` onto `unescaped`.
    private mutating func appendEscape() throws(DiagnosticError) {
        offset += 1
        guard offset < bytes.count else {
            throw failure("unterminated string: expected an escape after '\\', found end of file")
        }
        let decoded: UInt8
        switch bytes[offset] {
        case UInt8(ascii: "\""): decoded = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): decoded = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): decoded = UInt8(ascii: "/")
        case UInt8(ascii: "b"): decoded = 0x08
        case UInt8(ascii: "f"): decoded = 0x0C
        case UInt8(ascii: "n"): decoded = 0x0A
        case UInt8(ascii: "r"): decoded = 0x0D
        case UInt8(ascii: "t"): decoded = 0x09
        case UInt8(ascii: "u"):
            try appendUnicodeEscape()
            return
        default:
            offset -= 1
            throw failure(
                "invalid escape '\\\(describeScalar(at: offset + 1))' in string",
                hint: "JSON escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"
            )
        }
        unescaped.append(decoded)
        offset += 1
    }

    /// Decodes `\uXXXX`, or a surrogate pair `\uD83D\uDE00`, with `offset` at the `u`.
    private mutating func appendUnicodeEscape() throws(DiagnosticError) {
        let escapeStart = offset - 1
        let unit = try readHexQuad()
        let scalar: UInt32
        switch unit {
        case 0xD800...0xDBFF:
            guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                throw failure("unpaired high surrogate \\u\(hex(unit)) in string", at: escapeStart)
            }
            offset += 1
            let low = try readHexQuad()
            guard (0xDC00...0xDFFF).contains(low) else {
                throw failure("high surrogate \\u\(hex(unit)) is followed by \\u\(hex(low)), not a low surrogate", at: escapeStart)
            }
            scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        case 0xDC00...0xDFFF:
            throw failure("unpaired low surrogate \\u\(hex(unit)) in string", at: escapeStart)
        default:
            scalar = UInt32(unit)
        }
        unescaped.append(contentsOf: (Unicode.Scalar(scalar) ?? "\u{FFFD}").utf8)
    }

    /// Reads the four digits after the `u` that `offset` points at.
    private mutating func readHexQuad() throws(DiagnosticError) -> UInt16 {
        offset += 1
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard offset < bytes.count, let digit = hexValue(bytes[offset]) else {
                throw failure("expected four hexadecimal digits after '\\u', found \(describeFound())")
            }
            value = value << 4 | UInt16(digit)
            offset += 1
        }
        return value
    }

    /// Reports the first byte at or after `start` that breaks UTF-8. Strings hold no line
    /// breaks, so it is on the current line.
    private func invalidUTF8Failure(searchingFrom start: Int) -> DiagnosticError {
        var index = start
        while index < bytes.count {
            let length = validSequenceLength(at: index)
            if length == 0 { break }
            index += length
        }
        return failure(
            "invalid UTF-8 byte 0x\(hexByte(bytes[min(index, bytes.count - 1)])) in string",
            at: index,
            hint: "save the sample as UTF-8"
        )
    }

    /// The length of the valid UTF-8 sequence at `index`, or 0 when it is not valid.
    func validSequenceLength(at index: Int) -> Int {
        let length: Int
        switch bytes[index] {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        let sequence = UnsafeBufferPointer(rebasing: bytes[index..<(index + length)])
        return String(validating: sequence, as: UTF8.self) == nil ? 0 : length
    }
}
