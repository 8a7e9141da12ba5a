/// Percent-escapes the text of a URL path: every UTF-8 byte outside the unreserved
/// characters, `!$&'()*+,=@` and `/` becomes `%XX` (upper-case hex), as
/// Foundation's `addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)` does on Linux.
/// gen's own table keeps generated paths the same on every platform (Apple's Foundation
/// also leaves `:`), and spares a cold run Foundation's character-set and CFString set-up,
/// 0.8M instructions of the first call.
package enum URLPathEscaping {
    package static func escaped(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isAllowed(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0f)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `%41` → `A`, and `+` → a space with `plusIsSpace` (a query's form encoding). A `%` not
    /// followed by two hexadecimal digits stays as written, or, when `strict`, makes the text
    /// nil, as in Foundation's `removingPercentEncoding`; so do bytes that are not UTF-8.
    package static func unescaped(_ text: Substring, plusIsSpace: Bool = false, strict: Bool = true) -> String? {
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "%"), index + 2 < utf8.count, let high = hexValue(utf8[index + 1]), let low = hexValue(utf8[index + 2]) {
                bytes.append(high << 4 | low)
                index += 3
            } else if utf8[index] == UInt8(ascii: "%"), strict {
                return nil
            } else {
                bytes.append(plusIsSpace && utf8[index] == UInt8(ascii: "+") ? UInt8(ascii: " ") : utf8[index])
                index += 1
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "-._~!$&'()*+,=@/".utf8.contains(byte)
        }
    }
}
