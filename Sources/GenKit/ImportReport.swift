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

    struct Status: Encodable {
        var status: Int
        var requests: Int
    }

    /// The JSON error responses of one endpoint, or of a path no endpoint has.
    struct ErrorGroup: Encodable {
        /// Nil (encoded as `null`) for a path no endpoint has.
        var endpoint: String?
        var method: String
        var path: String
        var folder: String
        var statuses: [Status]
        /// The files written, under `folder`; empty when none was (an endpoint an existing
        /// gen.yml already had, with `--merge`).
        var files: [String]

        private enum CodingKeys: String, CodingKey { case endpoint, method, path, folder, statuses, files }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(endpoint, forKey: .endpoint)
            try container.encode(method, forKey: .method)
            try container.encode(path, forKey: .path)
            try container.encode(folder, forKey: .folder)
            try container.encode(statuses, forKey: .statuses)
            try container.encode(files, forKey: .files)
        }
    }

    var hosts: [Host]
    var requestsRead: Int
    var kept: Int
    var dropped: [Dropped]
    var endpoints: [Endpoint]
    var errorResponses: [ErrorGroup]
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
        let writtenFolders = Set(analysis.errorResponses.filter { $0.endpoint.map(added.contains) ?? true }.map(\.folder))
        errorResponses = analysis.errorResponses.map { errors in
            ErrorGroup(
                endpoint: errors.endpoint,
                method: errors.method,
                path: errors.path,
                folder: errors.folder,
                statuses: errors.statuses.map { Status(status: $0.status, requests: $0.count) },
                files: writtenFolders.contains(errors.folder) ? errors.written.map(errors.filePath) : []
            )
        }
        self.filesWritten = filesWritten
    }
}
