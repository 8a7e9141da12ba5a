import Diagnostics
import Inputs
import JSONReader
import Support

/// What `gen import` is asked to do.
package struct ImportOptions: Sendable {
    /// The hosts to keep; empty keeps the only host the capture's JSON came from.
    package var hosts: [String]
    /// Keep only requests under this path (`/api/v2`); names leave it out.
    package var pathPrefix: String?
    /// The most samples written for an endpoint beyond the responses of a new shape (see
    /// `SampleSelection`); nil writes every response.
    package var sampleLimit: Int?

    package static let defaultSampleLimit = 20

    package init(hosts: [String] = [], pathPrefix: String? = nil, sampleLimit: Int? = defaultSampleLimit) {
        self.hosts = hosts
        self.pathPrefix = pathPrefix
        self.sampleLimit = sampleLimit
    }
}

/// What a capture holds, once sorted: the endpoints and why the other requests were dropped.
package struct CaptureAnalysis: Sendable {
    /// Every host with JSON responses, with its request count, most requests first.
    package var hosts: [(host: String, requests: Int)]
    package var requestsRead: Int
    package var dropped: [(reason: DropReason, count: Int)]
    package var endpoints: [ImportedEndpoint]
    package var envelope: SharedEnvelope?
    /// Query keys and body members left out because they look like credentials.
    package var credentialKeys: [String]
    /// Query keys and body members left out because they hold a control character, which
    /// gen.yml refuses: `a%0Ab` is the key `a`, a line feed, `b`.
    package var controlKeys: [String] = []
    /// The JSON error responses: those of each endpoint (also in its `errors`), in endpoint
    /// order, then those of templates no kept response had.
    package var errorResponses: [ErrorResponses] = []
    /// The entries skipped because they have no response (none, `null`, `{}`, status 0), in
    /// capture order; counted among `dropped` as `noResponse`.
    package var unanswered: [HAREntry] = []

    package var keptCount: Int { endpoints.reduce(0) { $0 + $1.exchanges.count } }

    /// The endpoints `names` names otherwise (by the name they were found with), in their
    /// error responses too.
    package mutating func rename(_ names: [String: String]) {
        for index in endpoints.indices {
            guard let name = names[endpoints[index].name] else { continue }
            endpoints[index].name = name
            endpoints[index].errors?.endpoint = name
        }
        for index in errorResponses.indices {
            guard let found = errorResponses[index].endpoint, let name = names[found] else { continue }
            errorResponses[index].endpoint = name
        }
    }

    /// The error responses kept, all written or chosen from.
    package var errorResponseCount: Int { errorResponses.reduce(0) { $0 + $1.exchanges.count } }

    /// The hosts of the kept requests, in the order of `hosts`.
    package var keptHosts: [String] {
        let kept = Set(endpoints.flatMap { $0.exchanges.map(\.url.host) })
        return hosts.map(\.host).filter(kept.contains)
    }
}

package enum CaptureImport {
    /// The hosts a capture's JSON came from, when there are several and none was chosen.
    package struct HostChoiceNeeded: Error, Sendable {
        package var hosts: [(host: String, requests: Int)]
    }

    package static func analyze(_ entries: [HAREntry], options: ImportOptions, takenNames: Set<String> = []) -> Result<CaptureAnalysis, HostChoiceNeeded> {
        var dropped: [DropReason: Int] = [:]
        var exchanges: [JSONExchange] = []
        var errorExchanges: [JSONExchange] = []
        var unanswered: [HAREntry] = []
        for (index, outcome) in ParallelMap.map(entries, EntryFilter.classify).enumerated() {
            switch outcome {
            case .exchange(let exchange): exchanges.append(exchange)
            case .errorResponse(let exchange): errorExchanges.append(exchange)
            case .dropped(let reason):
                dropped[reason, default: 0] += 1
                if reason == .noResponse { unanswered.append(entries[index]) }
            }
        }
        var hostCounts: [String: Int] = [:]
        for exchange in exchanges {
            hostCounts[exchange.url.host, default: 0] += 1
        }
        let hosts = hostCounts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { (host: $0.key, requests: $0.value) }
        let chosen = Set(options.hosts.map { $0.lowercased() })
        if chosen.isEmpty, hosts.count > 1 {
            return .failure(HostChoiceNeeded(hosts: hosts))
        }
        let prefix = options.pathPrefix.map { RequestURL("http://prefix" + ($0.hasPrefix("/") ? $0 : "/" + $0))?.segments.map(\.decoded) ?? [] } ?? []
        /// Drops an exchange from another host than `hosts` (any host when nil), or with a
        /// path outside the prefix, counting why.
        func drops(_ exchange: JSONExchange, outside hosts: Set<String>?) -> Bool {
            if let hosts, !hosts.contains(exchange.url.host) {
                dropped[.otherHost, default: 0] += 1
                return true
            }
            if !prefix.isEmpty, Array(exchange.url.segments.prefix(prefix.count).map(\.decoded)) != prefix {
                dropped[.outsidePrefix, default: 0] += 1
                return true
            }
            return false
        }
        // Error responses come from the hosts chosen, or the one the JSON came from: an
        // error of another service never asks for a host choice.
        let errorHosts = chosen.isEmpty ? Set(hosts.map(\.host)) : chosen
        errorExchanges.removeAll { drops($0, outside: errorHosts) }
        exchanges.removeAll { drops($0, outside: chosen.isEmpty ? nil : chosen) }
        let envelope = SharedEnvelope.detect(exchanges.map(\.response))
        var (endpoints, credentialKeys, controlKeys, templates) = group(exchanges, prefixCount: prefix.count, envelope: envelope, takenNames: takenNames, sampleLimit: options.sampleLimit)
        let errorResponses = attach(errorExchanges, to: &endpoints, templates: templates, prefixCount: prefix.count, takenNames: takenNames, sampleLimit: options.sampleLimit)
        return .success(CaptureAnalysis(
            hosts: hosts,
            requestsRead: entries.count,
            dropped: dropped.sorted { $0.key < $1.key }.map { (reason: $0.key, count: $0.value) },
            endpoints: endpoints,
            envelope: envelope,
            credentialKeys: credentialKeys,
            controlKeys: controlKeys,
            errorResponses: errorResponses,
            unanswered: unanswered
        ))
    }

    /// Gives each error response to the endpoint of its method whose template matches its
    /// path (the most literal segments first); the others are grouped by their own
    /// templates, named as endpoints would be, for their folders only.
    static func attach(
        _ errors: [JSONExchange],
        to endpoints: inout [ImportedEndpoint],
        templates: [PathTemplate],
        prefixCount: Int,
        takenNames: Set<String>,
        sampleLimit: Int?
    ) -> [ErrorResponses] {
        guard !errors.isEmpty else { return [] }
        var byEndpoint: [Int: [JSONExchange]] = [:]
        var unmatched: [JSONExchange] = []
        for exchange in errors {
            let segments = exchange.url.segments.map(\.decoded)
            var best: (index: Int, literals: Int)?
            for (index, endpoint) in endpoints.enumerated() where endpoint.method == exchange.entry.method {
                let slots = templates[index].slots
                guard slots.count == segments.count else { continue }
                var literals = 0
                var matches = true
                for (slot, segment) in zip(slots, segments) {
                    guard case .literal(_, let decoded) = slot else { continue }
                    if decoded != segment { matches = false; break }
                    literals += 1
                }
                if matches, literals > (best?.literals ?? -1) { best = (index, literals) }
            }
            if let best {
                byEndpoint[best.index, default: []].append(exchange)
            } else {
                unmatched.append(exchange)
            }
        }
        var result: [ErrorResponses] = []
        for index in endpoints.indices {
            guard let exchanges = byEndpoint[index] else { continue }
            let endpoint = endpoints[index]
            let errors = ErrorResponses(
                endpoint: endpoint.name,
                method: endpoint.method,
                path: endpoint.path,
                folder: "errors/" + EndpointNaming.fileName(endpoint.name),
                exchanges: exchanges,
                sampleLimit: sampleLimit
            )
            endpoints[index].errors = errors
            result.append(errors)
        }
        guard !unmatched.isEmpty else { return result }
        let unmatchedTemplates = PathTemplating.templates(methods: unmatched.map(\.entry.method), paths: unmatched.map(\.url.segments))
        let groups = PathTemplating.groups(unmatched.count) { unmatched[$0].entry.method + " " + PathTemplating.text(unmatchedTemplates[$0], parameters: []) }
        let names = EndpointNaming.unique(
            groups.map { EndpointNaming.name(method: unmatched[$0[0]].entry.method, template: unmatchedTemplates[$0[0]], prefixCount: prefixCount) },
            taken: takenNames.union(endpoints.map(\.name))
        )
        for (group, name) in zip(groups, names) {
            let template = unmatchedTemplates[group[0]]
            let exchanges = group.map { unmatched[$0] }
            let parameters = PathTemplating.parameters(of: template, values: exchanges.map { $0.url.segments.map(\.decoded) })
            result.append(ErrorResponses(
                endpoint: nil,
                method: exchanges[0].entry.method,
                path: PathTemplating.text(template, parameters: parameters),
                folder: "errors/" + EndpointNaming.fileName(name),
                exchanges: exchanges,
                sampleLimit: sampleLimit
            ))
        }
        return result
    }

    /// One endpoint per method and path template, in the order of their first request.
    /// Returns the endpoints, the credential keys and the keys with control characters left
    /// out, and each endpoint's template.
    static func group(_ exchanges: [JSONExchange], prefixCount: Int, envelope: SharedEnvelope?, takenNames: Set<String>, sampleLimit: Int?) -> ([ImportedEndpoint], [String], [String], [PathTemplate]) {
        let templates = PathTemplating.templates(methods: exchanges.map(\.entry.method), paths: exchanges.map(\.url.segments))
        var credentialKeys: [String] = []
        var controlKeys: [String] = []
        var endpoints: [ImportedEndpoint] = []
        var endpointTemplates: [PathTemplate] = []
        for indices in PathTemplating.groups(exchanges.count, by: { exchanges[$0].entry.method + " " + PathTemplating.text(templates[$0], parameters: []) }) {
            let group = indices.map { exchanges[$0] }
            let template = templates[indices[0]]
            endpointTemplates.append(template)
            let method = group[0].entry.method
            let parameters = PathTemplating.parameters(of: template, values: group.map { $0.url.segments.map(\.decoded) })
            let payloads = group.map { envelope?.payload($0.response) ?? $0.response }
            let request = RequestParameters.infer(method: method, exchanges: group, payloads: payloads)
            let params = ParamNameClashes.split(request.params.filter { param in !parameters.contains { $0.name == param.key } }, pathParameters: parameters)
            credentialKeys += request.credentialKeys.filter { !credentialKeys.contains($0) }
            controlKeys += request.controlKeys.filter { !controlKeys.contains($0) }
            endpoints.append(ImportedEndpoint(
                name: EndpointNaming.name(method: method, template: template, prefixCount: prefixCount),
                method: method,
                path: PathTemplating.text(template, parameters: parameters),
                pathParameters: parameters,
                params: params.kept,
                list: request.list,
                unsupportedKeys: request.unsupportedKeys,
                clashingKeys: params.clashing,
                exchanges: group,
                samples: SampleSelection.select(group, limit: sampleLimit),
                sampleFolder: ""
            ))
        }
        let names = EndpointNaming.unique(endpoints.map(\.name), taken: takenNames)
        for index in endpoints.indices {
            endpoints[index].name = names[index]
            endpoints[index].sampleFolder = "samples/" + EndpointNaming.fileName(names[index])
        }
        return (endpoints, credentialKeys, controlKeys, endpointTemplates)
    }
}
