import Diagnostics
import JSONReader

/// Why a request of the capture is not imported, in the order the summary lists them.
package enum DropReason: String, Sendable, CaseIterable, Comparable, Error {
    case preflight = "OPTIONS preflight"
    case notHTTP = "not an http(s) URL"
    case staticAsset = "static asset or image"
    case redirect = "redirect"
    case notModified = "304 Not Modified without a body"
    case noResponse = "no response"
    case failed = "failed, without a body"
    case errorStatus = "error status, not JSON"
    case noBody = "no body saved"
    case notJSON = "not JSON"
    case invalidJSON = "body is not valid JSON"
    case otherHost = "another host"
    case outsidePrefix = "outside --path-prefix"

    package static func < (lhs: DropReason, rhs: DropReason) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}

/// A request whose response is JSON: what the importer turns into endpoints.
package struct JSONExchange: Sendable {
    package var entry: HAREntry
    package var url: RequestURL
    package var response: JSONValue
}

/// What the filter makes of one entry.
enum EntryClass: Sendable {
    /// A JSON response of the endpoint: 2xx, or a 304 that carries the resource.
    case exchange(JSONExchange)
    /// A 4xx or 5xx whose body is JSON: written beside the samples, never a model's evidence.
    case errorResponse(JSONExchange)
    case dropped(DropReason)
}

/// Sorts a capture's entries into JSON exchanges, JSON error responses and dropped
/// requests, by content alone; hosts and the path prefix are chosen afterwards.
enum EntryFilter {
    static let assetExtensions: Set<String> = [
        "js", "mjs", "css", "map", "html", "htm", "png", "jpg", "jpeg", "gif", "svg", "webp", "avif", "ico", "bmp",
        "woff", "woff2", "ttf", "otf", "eot", "mp4", "webm", "mp3", "m4a", "wasm",
    ]
    static let assetMimePrefixes = ["image/", "font/", "audio/", "video/", "text/css", "text/html", "text/javascript", "application/javascript", "application/font", "application/wasm"]

    static func classify(_ entry: HAREntry) -> EntryClass {
        if entry.method == "OPTIONS" { return .dropped(.preflight) }
        guard entry.url.lowercased().hasPrefix("http"), let url = RequestURL(entry.url) else { return .dropped(.notHTTP) }
        let mime = entry.responseMimeType.lowercased()
        let fileExtension = url.segments.last.flatMap { segment in
            segment.decoded.contains(".") ? segment.decoded.split(separator: ".").last.map { $0.lowercased() } : nil
        }
        if let fileExtension, assetExtensions.contains(fileExtension) { return .dropped(.staticAsset) }
        if assetMimePrefixes.contains(where: mime.hasPrefix) { return .dropped(.staticAsset) }
        if entry.status == 0 { return .dropped(.noResponse) }
        let body = entry.responseBody.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        if entry.status == 304, body == nil { return .dropped(.notModified) }
        if (300..<400).contains(entry.status), entry.status != 304 { return .dropped(.redirect) }
        let isError = entry.status >= 400
        if isError, body == nil { return .dropped(.failed) }
        let looksLikeJSON = body.map { text in text.first { !$0.isWhitespace }.map { $0 == "{" || $0 == "[" } ?? false } ?? false
        let saysJSON = mime.contains("json")
        guard saysJSON || ((mime.isEmpty || mime.hasPrefix("text/plain")) && looksLikeJSON) else { return .dropped(isError ? .errorStatus : .notJSON) }
        if entry.responseBodyUndecodable { return .dropped(isError ? .errorStatus : .invalidJSON) }
        guard let body else { return .dropped(.noBody) }
        guard let document = try? JSONReader.read(body, path: "entry \(entry.number)") else { return .dropped(isError ? .errorStatus : .invalidJSON) }
        let exchange = JSONExchange(entry: entry, url: url, response: document.value)
        return isError ? .errorResponse(exchange) : .exchange(exchange)
    }
}
