import JSONReader

/// The JSON error responses (4xx, 5xx) of one endpoint, or of one method and path template
/// that no kept response had. They are written to `errors/<folder>/<status>-<entry>.json`,
/// beside samples/ rather than in it, where every folder is an endpoint and every file
/// merges into its model: an error envelope is not the endpoint's payload. The endpoint's
/// `error:` key in gen.yml names the folder, as `sample:` names samples/<folder>.
package struct ErrorResponses: Sendable {
    /// The endpoint's name; nil when no kept response had this method and path.
    package var endpoint: String?
    package var method: String
    /// The endpoint's path, or the template of these requests.
    package var path: String
    /// `errors/product`: the endpoint's sample folder's name under errors/.
    package var folder: String
    /// Every error response, in capture order.
    package var exchanges: [JSONExchange]
    /// The responses written, in capture order: for each status, those `SampleSelection`
    /// chooses with `--max-samples`.
    package var written: [JSONExchange]

    /// `errors/product/404-12.json` for entry 12.
    package func filePath(_ exchange: JSONExchange) -> String {
        "\(folder)/\(exchange.entry.status)-\(exchange.entry.number).json"
    }

    /// Each status with its response count, lowest status first.
    package var statuses: [(status: Int, count: Int)] {
        Dictionary(grouping: exchanges, by: \.entry.status).map { (status: $0.key, count: $0.value.count) }.sorted { $0.status < $1.status }
    }

    /// `404, 2 × 500`.
    package var statusText: String {
        statuses.map { $0.count == 1 ? "\($0.status)" : "\($0.count) × \($0.status)" }.joined(separator: ", ")
    }

    init(endpoint: String?, method: String, path: String, folder: String, exchanges: [JSONExchange], sampleLimit: Int?) {
        self.endpoint = endpoint
        self.method = method
        self.path = path
        self.folder = folder
        self.exchanges = exchanges
        var chosen: [JSONExchange] = []
        var seen: Set<Int> = []
        for exchange in exchanges where seen.insert(exchange.entry.status).inserted {
            chosen += SampleSelection.select(exchanges.filter { $0.entry.status == exchange.entry.status }, limit: sampleLimit)
        }
        written = chosen.sorted { $0.entry.number < $1.entry.number }
    }
}

extension ErrorResponses {
    /// The files of `groups`, redacted as samples are.
    package static func files(for groups: [ErrorResponses], redact: Bool) -> [SampleFiles.File] {
        groups.flatMap { errors in
            errors.written.map { SampleFiles.File(path: errors.filePath($0), source: $0.entry.responseBody, value: $0.response, redact: redact) }
        }
    }
}
