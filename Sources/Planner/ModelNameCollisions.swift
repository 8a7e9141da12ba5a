import Diagnostics
import Inputs

/// Endpoints whose payloads would be declared under one type name: two `model:` entries of
/// one name, or a `model:` that takes another endpoint's own name. Inference names each
/// endpoint's payload as asked, so two of them would be one type declared twice.
enum ModelNameCollisions {
    /// A problem for each endpoint whose payload name an earlier endpoint took, at the
    /// `model:` entry that made the clash (the later one's, else the earlier one's).
    static func check(_ endpoints: [(name: String, spec: EndpointSpec?)], problems: inout ManifestProblems) {
        var firstOwners: [String: Int] = [:]
        for (index, endpoint) in endpoints.enumerated() {
            let payloadName = endpoint.spec?.model?.value ?? endpoint.name
            guard let firstIndex = firstOwners[payloadName] else {
                firstOwners[payloadName] = index
                continue
            }
            let first = endpoints[firstIndex]
            guard let model = endpoint.spec?.model ?? first.spec?.model else { continue }
            problems.report(
                "the endpoints \(first.name) and \(endpoint.name) both name their payload '\(payloadName)'",
                at: model.location,
                hint: "give one of them another model: name, or leave model: out to name the payload after its endpoint"
            )
        }
    }
}
