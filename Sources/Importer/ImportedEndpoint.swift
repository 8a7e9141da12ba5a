import JSONReader

/// One endpoint found in a capture: every request of one method and path template.
public struct ImportedEndpoint: Sendable {
    public struct Param: Sendable, Equatable {
        /// The key the server reads, as the requests sent it.
        public var key: String
        /// A Swift type, `?` when some requests left it out.
        public var type: String
    }

    public struct Paging: Sendable, Equatable {
        public var page: String
        public var size: String
        public var first: Int
        public var pageSize: Int
        /// The payload's array of items, nil when the payload is the array.
        public var items: String?
    }

    public var name: String
    public var method: String
    public var path: String
    public var pathParameters: [PathParameter]
    public var params: [Param]
    public var list: Paging?
    /// Keys the requests sent that `params:` cannot carry, for the manifest's comment:
    /// offset and cursor paging, nested body members.
    public var unsupportedKeys: [String]
    /// Keys left out of `params:` because an earlier key or a path parameter makes the same
    /// Swift argument (`ParamNameClashes`), for the manifest's comment.
    public var clashingKeys: [String] = []
    /// The requests it came from, in capture order.
    public var exchanges: [JSONExchange]
    /// The requests whose responses are written as samples (see `SampleSelection`).
    public var samples: [JSONExchange]

    /// `samples/<snake_case name>`, the folder its samples go in, named so that
    /// `SampleLoader.endpointName(forEntry:)` reads `name` from it (`EndpointNaming.fileName`).
    public var sampleFolder: String
    /// Its JSON error responses, written to errors/ (see `ErrorResponses`); nil when it had none.
    public var errors: ErrorResponses? = nil
}
