import Diagnostics
import Support

/// Every key the manifest accepts, by place. The decoders switch over them without
/// `default`, and the JSON Schema in `schema/gen.schema.json` lists the same keys; a test
/// keeps the two in step.
package enum ManifestKeys {
    package enum TopLevel: String, CaseIterable, Sendable {
        case module, samples, templates, output, access, naming, layers, envelope, error, headers, auth, arrays, endpoints, types, inference, package, render
    }

    package enum Endpoint: String, CaseIterable, Sendable {
        case name, method, path, sample, params, dates, headers, arrays, list, route, model, opens, error
    }

    package enum Envelope: String, CaseIterable, Sendable {
        case data, code, message, success
    }

    package enum List: String, CaseIterable, Sendable {
        case page, size, first, pageSize, items
    }

    package enum Inference: String, CaseIterable, Sendable {
        case enumMaxCases, enumMinOccurrences, mapMinKeys, detectFormats
    }

    package enum Render: String, CaseIterable, Sendable {
        case steps, bytes
    }

    package enum Package: String, CaseIterable, Sendable {
        case version, platforms, dependencies, authors, homepage, source, license
    }

    /// The `auth` schemes: how the module's requests carry the app's token.
    package static let authSchemes = ["bearer", "basic"]
    package static let httpMethods = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]
    /// The methods whose params are sent in the query; every other method sends a body.
    package static let queryMethods: Set<String> = ["GET", "DELETE", "HEAD"]
    /// Layers a manifest may select; `viewcontroller` and `cell` are emitted only when listed.
    package static let layers = ["api", "model", "viewmodel", "router", "viewcontroller", "cell"]
    package static let optionalLayers: Set<String> = ["viewcontroller", "cell"]
    package static let platforms = ["ios", "macos", "tvos", "watchos", "visionos"]
}
