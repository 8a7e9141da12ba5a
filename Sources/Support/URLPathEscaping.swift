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

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "-._~!$&'()*+,=@/".utf8.contains(byte)
        }
    }
}
