/// Swift string literals, for the `swiftString` filter and for code that builds Swift source.
package enum SwiftStringLiteral {
    /// A quoted Swift string literal: `"say \"hi\"\n"`.
    package static func quoted(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// The inside of a Swift string literal, without the quotes. Escapes are all ASCII, so the
    /// text is escaped byte by byte; the bytes of other characters are copied as they are.
    package static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") }) else {
            return text
        }
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            if let letter = escapeLetter(byte) {
                result.append(UInt8(ascii: "\\"))
                result.append(letter)
            } else if byte < 0x20 || byte == 0x7F {
                result.append(contentsOf: "\\u{\(String(byte, radix: 16))}".utf8)
            } else {
                result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The letter after the backslash that escapes `byte`, for the bytes with a short escape.
    private static func escapeLetter(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "\""): byte
        case UInt8(ascii: "\n"): UInt8(ascii: "n")
        case UInt8(ascii: "\r"): UInt8(ascii: "r")
        case UInt8(ascii: "\t"): UInt8(ascii: "t")
        case 0: UInt8(ascii: "0")
        default: nil
        }
    }
}
