import Inputs

/// Which error sample each endpoint's error answers have, and the name of each sample's
/// model: `<Module>Error` for the module's `error:`, `<Endpoint>Error` for a sample only
/// endpoints name (after the first endpoint that names it).
struct ErrorModelNaming {
    /// Each error sample, as the manifest writes it, with its model's name, in order.
    private(set) var models: [(key: String, name: String)] = []
    /// The error sample of each endpoint that has one.
    private(set) var endpointErrors: [String: String] = [:]

    init(manifest: Manifest, moduleName: String, endpoints: [String]) {
        if let error = manifest.error?.value {
            models.append((error, moduleName + "Error"))
        }
        for endpoint in endpoints {
            let spec = manifest.endpoints.first { $0.name.value == endpoint }
            guard let key = spec?.error?.value ?? manifest.error?.value else { continue }
            endpointErrors[endpoint] = key
            if !models.contains(where: { $0.key == key }) {
                models.append((key, endpoint + "Error"))
            }
        }
    }

    /// The name of the model of `endpoint`'s error answers, nil when it has none.
    func modelName(of endpoint: String) -> String? {
        endpointErrors[endpoint].flatMap { key in models.first { $0.key == key }?.name }
    }
}
