/// The files `gen import` writes: the samples of the endpoints it adds and the manifest,
/// new or with those endpoints appended. Endpoints an existing manifest already has (by
/// name, or by method and path) are left out, and its entries are never changed.
package struct ImportPlan: Sendable {
    /// An endpoint of an existing manifest.
    package struct ExistingEndpoint: Sendable {
        package var name: String
        package var method: String
        package var path: String?

        package init(name: String, method: String, path: String?) {
            self.name = name
            self.method = method
            self.path = path
        }
    }

    package var samples: [SampleFiles.File]
    package var manifest: String
    package var added: [ImportedEndpoint]
    /// `GET /products`: the found endpoints the existing manifest already has.
    package var alreadyThere: [String]

    /// Nil when the existing manifest lists its endpoints in flow style, which cannot be extended.
    package static func make(
        analysis: CaptureAnalysis,
        moduleName: String,
        captureName: String,
        templates: String? = nil,
        redact: Bool,
        existing: (text: String, endpoints: [ExistingEndpoint])?
    ) -> ImportPlan? {
        guard let existing else {
            return ImportPlan(
                samples: SampleFiles.files(for: analysis.endpoints, redact: redact),
                manifest: ManifestText.text(moduleName: moduleName, captureName: captureName, templates: templates, analysis: analysis),
                added: analysis.endpoints,
                alreadyThere: []
            )
        }
        let known = Set(existing.endpoints.compactMap { endpoint in endpoint.path.map { requestKey(endpoint.method, $0) } })
        let present = analysis.endpoints.filter { known.contains(requestKey($0.method, $0.path)) }
        let added = analysis.endpoints.filter { !known.contains(requestKey($0.method, $0.path)) }
        guard let manifest = added.isEmpty ? existing.text : ManifestText.merge(existing.text, adding: added) else { return nil }
        return ImportPlan(
            samples: SampleFiles.files(for: added, redact: redact),
            manifest: manifest,
            added: added,
            alreadyThere: present.map { $0.method + " " + $0.path }
        )
    }

    /// The name the existing manifest gives each found endpoint it already has (by method and
    /// path), by the name the capture found: the summary and the report name such an endpoint
    /// as gen.yml does, not with a number after the name gen.yml took.
    package static func existingNames(of endpoints: [ImportedEndpoint], in existing: [ExistingEndpoint]) -> [String: String] {
        var byRequest: [String: String] = [:]
        for endpoint in existing {
            guard let path = endpoint.path else { continue }
            byRequest[requestKey(endpoint.method, path)] = byRequest[requestKey(endpoint.method, path)] ?? endpoint.name
        }
        var names: [String: String] = [:]
        for endpoint in endpoints {
            names[endpoint.name] = byRequest[requestKey(endpoint.method, endpoint.path)]
        }
        return names
    }

    /// `GET /products/{}`: what makes an endpoint of the manifest and a found one the same.
    static func requestKey(_ method: String, _ path: String) -> String {
        method.uppercased() + " " + shape(path)
    }

    /// A path with its parameters' names left out and without a trailing slash: `/products/{}`.
    static func shape(_ path: String) -> String {
        var result = ""
        var inParameter = false
        for character in path {
            switch character {
            case "{": inParameter = true; result.append("{}")
            case "}": inParameter = false
            default: if !inParameter { result.append(character) }
            }
        }
        return result.count > 1 && result.hasSuffix("/") ? String(result.dropLast()) : result
    }
}
