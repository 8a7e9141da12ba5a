import Diagnostics
import Inputs
import JSONReader
import Planner
import Support
import Writer

/// The samples of a run, as the builds already shipped will meet the responses they show:
/// each endpoint's sample files and the manifest's envelope key.
package struct WireSources: Sendable, Equatable {
    /// Endpoint → the paths of its samples.
    var samples: [String: [String]] = [:]
    /// The key of the manifest's envelope that holds the payload; nil without an envelope.
    var envelope: String?

    package init() {}

    init(_ plan: ModulePlan) {
        samples = Dictionary(plan.endpoints.map { ($0.name, $0.samplePaths) }, uniquingKeysWith: { first, _ in first })
        envelope = plan.envelope?.data
    }
}

/// Whether the builds made from the module before a run decode the responses its samples
/// show: `WireCheck` over every sample of every endpoint both runs have whose models
/// changed, against the models the lock recorded, and the properties every earlier sample
/// had as `null` that a sample has since pinned to a type.
package enum WireCompatibility {
    /// Nothing when the API did not change: the models are those the samples were read
    /// into, which decode them. A sample that cannot be read again is passed over; the run
    /// that read it first reports it.
    package static func report(from old: ModelSignature, to new: ModelSignature, sources: WireSources, fileSystem: any FileSystem) -> WireReport {
        guard old != new else { return WireReport(findings: []) }
        let types = WireTypes(old)
        let newTypes = WireTypes(new)
        var failures: [WireReport.Finding] = []
        for endpoint in old.endpoints {
            guard let response = old.response(of: endpoint), let paths = sources.samples[endpoint],
                  !types.decodeAlike(newTypes, response: response, newResponse: new.response(of: endpoint)) else { continue }
            for path in paths {
                guard let bytes = try? fileSystem.readFile(path, limit: .sample),
                      let document = try? JSONReader.read(bytes, path: path),
                      let payload = payload(of: document.value, envelope: sources.envelope) else { continue }
                var check = WireCheck(types: types, endpoint: endpoint, sample: path)
                check.check(payload, as: response)
                failures += check.findings.filter { found in !failures.contains(where: found.repeats) }
            }
        }
        return WireReport(findings: failures.sorted { ($0.endpoint, $0.place) < ($1.endpoint, $1.place) } + pinned(from: old, to: new))
    }

    /// The sample's value under the envelope's key, or the sample itself without one.
    private static func payload(of value: JSONValue, envelope: String?) -> JSONValue? {
        guard let envelope else { return value }
        guard case .object(let members) = value.kind else { return nil }
        return members.last { $0.key == envelope }?.value
    }

    /// A property the old model read as `JSONValue?` (every sample had it as `null`) that
    /// the new one gives a type: a change to the code that reads it, none for the builds
    /// already shipped.
    static func pinned(from old: ModelSignature, to new: ModelSignature) -> [WireReport.Finding] {
        old.properties.filter { $0.value == "JSONValue?" }.keys.sorted().compactMap { qualified in
            guard let type = new.properties[qualified], type != "JSONValue?", let dot = qualified.lastIndex(of: ".") else { return nil }
            let owner = String(qualified[..<dot])
            let endpoint = String(owner.prefix { $0 != "." })
            return WireReport.Finding(
                endpoint: old.requests[endpoint] == nil ? "" : endpoint,
                type: owner,
                property: String(qualified[qualified.index(after: dot)...]),
                kind: .pinned,
                oldType: "JSONValue?",
                found: type
            )
        }
    }
}
