internal import Foundation

/// Absolute http(s) URLs that Foundation's `URL` decodes and re-encodes unchanged.
enum WebURL {
    static func isWebURL(_ text: String) -> Bool {
        guard text.hasPrefix("https://") || text.hasPrefix("http://"),
              !text.contains(where: { $0.isWhitespace }),
              let url = URL(string: text), let host = url.host, !host.isEmpty else { return false }
        return url.absoluteString == text
    }
}
