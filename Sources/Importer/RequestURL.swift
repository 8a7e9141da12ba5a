import Foundation
import Support
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
        segments = path.split(separator: "/").map { Segment(raw: String($0), decoded: Self.percentDecoded($0)) }
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
    static func percentDecoded(_ text: Substring, plusIsSpace: Bool = false) -> String {
        URLPathEscaping.unescaped(text, plusIsSpace: plusIsSpace, strict: false) ?? String(text)
    }
}
