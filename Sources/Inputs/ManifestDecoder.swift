import Diagnostics
import Inference
import Support
import YAMLReader

/// Decodes `gen.yml` and reports every mistake in it, each at its line and column, sorted by
/// position. docs/manifest.md documents each key.
package enum ManifestDecoder {
    package static func decode(_ source: SourceText) throws(DiagnosticError) -> Manifest {
        let (manifest, problems) = try decodeCollecting(source)
        if !problems.isEmpty {
            throw DiagnosticError(problems)
        }
        return manifest
    }

    /// The manifest with every part that decodes, and the problems of the others in source
    /// order. Throws only when the YAML itself does not parse.
    package static func decodeCollecting(_ source: SourceText) throws(DiagnosticError) -> (Manifest, [Diagnostic]) {
        guard let root = try YAMLReader.read(source) else {
            return (Manifest(), [])
        }
        var decoder = Decoder(scalars: YAMLScalars(source: source))
        let manifest = decoder.manifest(from: root)
        let inSourceOrder = decoder.scalars.diagnostics.enumerated().sorted { lhs, rhs in
            let (left, right) = (lhs.element.location?.position, rhs.element.location?.position)
            if let left, let right, left != right { return left < right }
            return lhs.offset < rhs.offset
        }
        return (manifest, inSourceOrder.map(\.element))
    }

    /// Collects problems instead of stopping at the first, so one run shows them all.
    struct Decoder {
        var scalars: YAMLScalars

        mutating func manifest(from root: YAMLNode) -> Manifest {
            var manifest = Manifest()
            guard let pairs = scalars.mapping(root, "the manifest") else { return manifest }
            let keyNames = ManifestKeys.TopLevel.allCases.map(\.rawValue)
            if let first = pairs.first, !pairs.contains(where: { pair in
                guard case .scalar(let name) = pair.key.kind else { return false }
                return keyNames.contains(name.value) || Suggestion.nearest(to: name.value, in: keyNames) != nil
            }) {
                // A sample or another file passed as the manifest, with no key gen.yml has or
                // nearly has: one problem, not one per key.
                scalars.report(
                    "no key here is a key of gen.yml; this file is not a manifest",
                    at: first.key.position,
                    hint: "--manifest takes the module's gen.yml (keys such as module, samples, endpoints); JSON samples go in the samples folder (--samples)"
                )
                return manifest
            }
            for (key, value) in scalars.keys(of: root, pairs, in: "the manifest") as [(ManifestKeys.TopLevel, YAMLNode)] {
                switch key {
                case .module:
                    manifest.module = identifier(value, "module name")
                    if let name = manifest.module, ReservedModuleNames.names.contains(name.value) {
                        scalars.report("module name '\(name.value)' is the name of a module Swift code uses", at: value.position, hint: ReservedModuleNames.hint(for: name.value))
                        manifest.module = nil
                    }
                case .templates:
                    manifest.templates = scalars.string(value, "templates")
                case .output:
                    manifest.output = scalars.string(value, "output")
                case .samples:
                    manifest.samples = scalars.string(value, "samples")
                case .access:
                    if let text = scalars.choice(value, "access level", in: AccessLevel.allCases.map(\.rawValue)) {
                        manifest.access = AccessLevel(rawValue: text) ?? .public
                    }
                case .naming:
                    if let text = scalars.choice(value, "naming style", in: NamingStyle.allCases.map(\.rawValue)) {
                        manifest.naming = NamingStyle(rawValue: text) ?? .swift
                    }
                case .layers:
                    manifest.layers = layers(from: value)
                case .envelope:
                    manifest.envelope = envelope(from: value)
                case .error:
                    manifest.error = scalars.string(value, "the error sample")
                case .headers:
                    manifest.headers = headers(from: value)
                case .auth:
                    if let scheme = scalars.choice(value, "auth scheme", in: ManifestKeys.authSchemes) {
                        manifest.auth = Located(scheme, at: scalars.location(of: value))
                    }
                case .arrays:
                    if let style = queryArrays(value) {
                        manifest.arrays = style
                    }
                case .endpoints:
                    manifest.endpoints = endpoints(from: value)
                case .types:
                    manifest.types = typePins(from: value)
                case .inference:
                    manifest.inference = inference(from: value)
                case .render:
                    manifest.render = renderLimits(from: value)
                case .package:
                    manifest.package = PackageDecoder.decode(value, scalars: &scalars)
                }
            }
            return manifest
        }

        // MARK: Module settings

        private mutating func layers(from node: YAMLNode) -> [Located<String>]? {
            guard let items = scalars.sequence(node, "a list of layers") else { return nil }
            var layers: [Located<String>] = []
            for item in items {
                guard let layer = scalars.choice(item, "layer", in: ManifestKeys.layers) else { continue }
                if layers.contains(where: { $0.value == layer }) {
                    scalars.report("layer '\(layer)' is listed twice", at: item.position)
                } else {
                    layers.append(Located(layer, at: scalars.location(of: item)))
                }
            }
            return layers
        }

        private mutating func envelope(from node: YAMLNode) -> Envelope? {
            guard let pairs = scalars.mapping(node, "the envelope") else { return nil }
            var data: String?
            var code: String?
            var message: String?
            var success: Envelope.Code?
            for (key, value) in scalars.keys(of: node, pairs, required: [ManifestKeys.Envelope.data, .code, .success], in: "the envelope") {
                switch key {
                case .data: data = scalars.string(value, "the envelope's data key")?.value
                case .code: code = scalars.string(value, "the envelope's code key")?.value
                case .message: message = scalars.string(value, "the envelope's message key")?.value
                case .success:
                    guard case .scalar(let scalar) = value.kind, !scalar.isNull else {
                        scalars.report("expected the success code to be a number or a string, found \(value.kindDescription)", at: value.position)
                        continue
                    }
                    success = !scalar.isQuoted ? Int(scalar.value).map(Envelope.Code.int) ?? .string(scalar.value) : .string(scalar.value)
                }
            }
            guard let data, let code, let success else { return nil }
            return Envelope(data: data, code: code, message: message, success: success, location: scalars.location(of: node))
        }

        private mutating func inference(from node: YAMLNode) -> InferenceSettings {
            var settings = InferenceSettings()
            guard let pairs = scalars.mapping(node, "inference") else { return settings }
            for (key, value) in scalars.keys(of: node, pairs, in: "inference") as [(ManifestKeys.Inference, YAMLNode)] {
                switch key {
                case .enumMaxCases: scalars.integer(value, "enumMaxCases", atLeast: 1).map { settings.enumMaximumCases = $0 }
                case .enumMinOccurrences: scalars.integer(value, "enumMinOccurrences", atLeast: 1).map { settings.enumMinimumOccurrences = $0 }
                case .mapMinKeys: scalars.integer(value, "mapMinKeys", atLeast: 1).map { settings.mapMinimumKeys = $0 }
                case .detectFormats: scalars.boolean(value, "detectFormats").map { settings.detectsFormats = $0 }
                }
            }
            return settings
        }

        private mutating func renderLimits(from node: YAMLNode) -> RenderLimits {
            var limits = RenderLimits()
            guard let pairs = scalars.mapping(node, "render") else { return limits }
            for (key, value) in scalars.keys(of: node, pairs, in: "render") as [(ManifestKeys.Render, YAMLNode)] {
                switch key {
                case .steps: scalars.integer(value, "the render steps", atLeast: 1).map { limits.steps = $0 }
                case .bytes: scalars.integer(value, "the render bytes", atLeast: 1).map { limits.bytes = $0 }
                }
            }
            return limits
        }

        /// `arrays: comma` or `arrays: repeated`.
        mutating func queryArrays(_ node: YAMLNode) -> QueryArrays? {
            scalars.choice(node, "way of sending query arrays", in: QueryArrays.allCases.map(\.rawValue)).flatMap(QueryArrays.init(rawValue:))
        }

        mutating func identifier(_ node: YAMLNode, _ what: String) -> Located<String>? {
            guard let name = scalars.string(node, "the \(what)") else { return nil }
            if let problem = Naming.identifierProblem(name.value) {
                scalars.report("\(what) '\(name.value)' \(problem)", at: node.position, hint: "use ASCII letters, digits and '_', starting with a letter, e.g. 'Jacob'")
                return nil
            }
            return name
        }
    }
}
