import Inputs
import JSONReader

/// One endpoint found in a capture: every request of one method and path template.
package struct ImportedEndpoint: Sendable {
    package struct Param: Sendable, Equatable {
        /// The key the server reads, as the requests sent it.
        package var key: String
        /// A Swift type, `?` when some requests left it out.
        package var type: String
        /// For a `Date`, the format the requests wrote it in (gen.yml's `dates:`).
        package var dateFormat: ParamDateFormat? = nil
    }

    /// The payload's array of items is `items`, nil when the payload is the array.
    package typealias Paging = ManifestWriter.List

    package var name: String
    package var method: String
    package var path: String
    package var pathParameters: [PathParameter]
    package var params: [Param]
    package var list: Paging?
    /// Keys the requests sent that `params:` cannot carry, for the manifest's comment:
    /// offset and cursor paging, nested body members.
    package var unsupportedKeys: [String]
    /// Keys left out of `params:` because an earlier key or a path parameter makes the same
    /// Swift argument (`ParamNameClashes`), for the manifest's comment.
    package var clashingKeys: [String] = []
    /// The requests it came from, in capture order.
    package var exchanges: [JSONExchange]
    /// The requests whose responses are written as samples (see `SampleSelection`).
    package var samples: [JSONExchange]

    /// `samples/<snake_case name>`, the folder its samples go in, named so that
    /// `SampleLoader.endpointName(forEntry:)` reads `name` from it (`EndpointNaming.fileName`).
    package var sampleFolder: String
    /// Its JSON error responses, written to errors/ (see `ErrorResponses`); nil when it had none.
    package var errors: ErrorResponses? = nil
}
