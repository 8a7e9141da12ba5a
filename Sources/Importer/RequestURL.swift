import Foundation
/// A request URL split the way the importer needs it: host, path segments as written and
/// percent-decoded, and query items decoded. Parsed by hand so that every exporter's URL
/// reads the same on every platform.
package struct RequestURL: Sendable, Equatable {
    package struct Segment: Sendable, Equatable {
        /// As written in the URL, percent-encoded.
        package var raw: String
        package var decoded: String
    }

    package struct QueryItem: Sendable, Equatable {
        package var key: String
        package var value: String
    }

    /// Lower-cased, with the port when the URL names one: `api.example.com:8443`.
    package var host: String
    /// Without empty segments, so `/products/` and `/products` are the same path.
    package var segments: [Segment]
    package var query: [QueryItem]

    package init?(_ text: String) {
        guard let schemeEnd = text.range(of: "://") else { return nil }
        var rest = text[schemeEnd.upperBound...]
        if let fragment = rest.firstIndex(of: "#") {
            rest = rest[..<fragment]
        }
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
        var authority = rest[..<authorityEnd]
        if let userInfo = authority.lastIndex(of: "@") {
            authority = authority[authority.index(after: userInfo)...]
        }
        guard !authority.isEmpty else { return nil }
        host = authority.lowercased()
        let afterAuthority = rest[authorityEnd...]
        let queryStart = afterAuthority.firstIndex(of: "?")
        let path = afterAuthority[..<(queryStart ?? afterAuthority.endIndex)]
        segments = path.split(separator: "/").map { Segment(raw: String($0), decoded: Self.percentDecoded($0, plusIsSpace: false)) }
        query = queryStart.map { start in
            afterAuthority[afterAuthority.index(after: start)...].split(separator: "&").map { pair in
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                return QueryItem(
                    key: Self.percentDecoded(parts[0], plusIsSpace: true),
                    value: parts.count > 1 ? Self.percentDecoded(parts[1], plusIsSpace: true) : ""
                )
            }
        } ?? []
    }

    /// The path as written, from `/`.
    package var path: String {
        "/" + segments.map(\.raw).joined(separator: "/")
    }

    /// `%41` → `A`; a `%` not followed by two hex digits, or bytes that are not UTF-8, stay as written.
    static func percentDecoded(_ text: Substring, plusIsSpace: Bool) -> String {
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if byte == UInt8(ascii: "%"), index + 2 < utf8.count, let high = hexValue(utf8[index + 1]), let low = hexValue(utf8[index + 2]) {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index += 1
            }
        }
        return String(validating: bytes, as: UTF8.self) ?? String(text)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
