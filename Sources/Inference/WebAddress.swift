internal import Foundation

/// Absolute http(s) URLs that Foundation's `URL` decodes and re-encodes unchanged: the
/// strings typed `URLText`.
enum WebAddress {
    static func isWebAddress(_ text: String) -> Bool {
        guard text.hasPrefix("https://") || text.hasPrefix("http://"),
              !text.contains(where: { $0.isWhitespace }),
              let url = URL(string: text), let host = url.host, !host.isEmpty else { return false }
        return url.absoluteString == text
    }
}
