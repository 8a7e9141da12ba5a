import Diagnostics

/// One request and its response, as a HAR 1.2 `log.entries` item holds them. Only what the
/// importer uses is kept: cookies and the values of headers, where credentials travel, are
/// never read (of the `Authorization` header, only its scheme word), and neither are
/// exporters' optional fields and `_`-prefixed extensions.
package struct HAREntry: Sendable, Equatable {
    /// The entry's 1-based number in `log.entries`.
    package var number: Int
    /// Where the entry starts in the HAR file.
    package var position: SourcePosition
    /// Upper-cased.
    package var method: String
    package var url: String
    /// `request.postData`: its MIME type and text, when the exporter saved them.
    package var requestBodyMimeType: String?
    package var requestBody: String?
    /// `0` for a request that got no response (blocked, cancelled, offline): the exporter wrote
    /// no `response`, `null`, `{}`, no `status` or status 0. Such an entry has no body.
    package var status: Int
    package var responseMimeType: String
    /// `response.content.text`, decoded when `content.encoding` is `base64`; nil when the
    /// exporter did not save the body.
    package var responseBody: String?
    /// True when `content.encoding` is `base64` but the text does not decode to UTF-8.
    package var responseBodyUndecodable: Bool
    /// The scheme of the request's `Authorization` header in lower case (`bearer`, `basic`),
    /// never its credentials; nil without one.
    package var authorizationScheme: String? = nil
}
