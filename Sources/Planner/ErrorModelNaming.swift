import Diagnostics
import Inputs

/// Which error sample each endpoint's error answers have, and the name of each sample's
/// model: `<Module>Error` for the module's `error:`, `<Endpoint>Error` for a sample only
/// endpoints name (after the first endpoint that names it).
struct ErrorModelNaming {
    /// Each error sample, as the manifest writes it, with its model's name and the first
    /// `error:` that names it, in order.
    private(set) var models: [(key: String, name: String, location: SourceLocation)] = []
    /// The error sample of each endpoint that has one.
    private(set) var endpointErrors: [String: String] = [:]

    /// The name of each error sample's model, by the sample's key.
    private var modelNames: [String: String] = [:]

    /// `specs` are the manifest's endpoints by name.
    init(manifest: Manifest, specs: [String: EndpointSpec], moduleName: String, endpoints: [String]) {
        if let error = manifest.error {
            add((error.value, moduleName + "Error", error.location))
        }
        for endpoint in endpoints {
            guard let error = specs[endpoint]?.error ?? manifest.error else { continue }
            endpointErrors[endpoint] = error.value
            if modelNames[error.value] == nil {
                add((error.value, endpoint + "Error", error.location))
            }
        }
    }

    private mutating func add(_ model: (key: String, name: String, location: SourceLocation)) {
        models.append(model)
        modelNames[model.key] = model.name
    }

    /// A problem at the `error:` of each model named like one of `payloadNames`, whose
    /// declarations would clash.
    func clashes(with payloadNames: Set<String>, problems: inout ManifestProblems) {
        for model in models where payloadNames.contains(model.name) {
            problems.report(
                "the model of the error sample '\(model.key)' would be named \(model.name), as an endpoint's model is",
                at: model.location,
                hint: "give that endpoint a 'model:' of another name"
            )
        }
    }

    /// The name of the model of `endpoint`'s error answers, nil when it has none.
    func modelName(of endpoint: String) -> String? {
        endpointErrors[endpoint].flatMap { modelNames[$0] }
    }
}
