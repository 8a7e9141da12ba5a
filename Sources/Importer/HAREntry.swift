import Diagnostics

/// One request and its response, as a HAR 1.2 `log.entries` item holds them. Only what the
/// importer uses is kept; exporters' optional fields and `_`-prefixed extensions are ignored.
public struct HAREntry: Sendable, Equatable {
    public struct Header: Sendable, Equatable {
        public var name: String
        public var value: String
    }

    /// The entry's 1-based number in `log.entries`.
    public var number: Int
    /// Where the entry starts in the HAR file.
    public var position: SourcePosition
    /// Upper-cased.
    public var method: String
    public var url: String
    public var requestHeaders: [Header]
    /// `request.postData`: its MIME type and text, when the exporter saved them.
    public var requestBodyMimeType: String?
    public var requestBody: String?
    /// `0` for a request that got no response (blocked, cancelled, offline).
    public var status: Int
    public var responseMimeType: String
    /// `response.content.text`, decoded when `content.encoding` is `base64`; nil when the
    /// exporter did not save the body.
    public var responseBody: String?
    /// True when `content.encoding` is `base64` but the text does not decode to UTF-8.
    public var responseBodyUndecodable: Bool
}
