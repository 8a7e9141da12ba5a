import Importer

/// The `import` member of `gen import --format json` (docs/json-output.md).
struct ImportReport: Encodable {
    struct Host: Encodable {
        var host: String
        var requests: Int
    }

    struct Dropped: Encodable {
        var reason: String
        var requests: Int
    }

    struct Endpoint: Encodable {
        var name: String
        var method: String
        var path: String
        var requests: Int
        var samples: Int
        var added: Bool
    }

    var hosts: [Host]
    var requestsRead: Int
    var kept: Int
    var dropped: [Dropped]
    var endpoints: [Endpoint]
    var filesWritten: Int

    init(_ analysis: CaptureAnalysis, plan: ImportPlan, filesWritten: Int) {
        let added = Set(plan.added.map(\.name))
        hosts = analysis.hosts.map { Host(host: $0.host, requests: $0.requests) }
        requestsRead = analysis.requestsRead
        kept = analysis.keptCount
        dropped = analysis.dropped.map { Dropped(reason: $0.reason.rawValue, requests: $0.count) }
        endpoints = analysis.endpoints.map { endpoint in
            Endpoint(
                name: endpoint.name,
                method: endpoint.method,
                path: endpoint.path,
                requests: endpoint.exchanges.count,
                samples: endpoint.samples.count,
                added: added.contains(endpoint.name)
            )
        }
        self.filesWritten = filesWritten
    }
}
