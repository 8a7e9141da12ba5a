import Diagnostics
import Inference
import Support
import YAMLReader

/// Decodes `gen.yml` and reports every mistake in it, each at its line and column, sorted by
/// position. docs/manifest.md documents each key.
public enum ManifestDecoder {
    public static func decode(_ source: SourceText) throws(DiagnosticError) -> Manifest {
        let (manifest, problems) = try decodeCollecting(source)
        if !problems.isEmpty {
            throw DiagnosticError(problems)
        }
        return manifest
    }

    /// The manifest with every part that decodes, and the problems of the others in source
    /// order. Throws only when the YAML itself does not parse.
    public static func decodeCollecting(_ source: SourceText) throws(DiagnosticError) -> (Manifest, [Diagnostic]) {
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
    private struct Decoder {
        var scalars: YAMLScalars

        mutating func manifest(from root: YAMLNode) -> Manifest {
            var manifest = Manifest()
            guard let pairs = scalars.mapping(root, "the manifest") else { return manifest }
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

        // MARK: Endpoints

        private mutating func endpoints(from node: YAMLNode) -> [EndpointSpec] {
            guard let items = scalars.sequence(node, "a list of endpoints") else { return [] }
            var specs: [EndpointSpec] = []
            var seen: [String: SourceLocation] = [:]
            for item in items {
                guard let spec = endpoint(from: item) else { continue }
                if let first = seen[spec.name.value] {
                    scalars.report("duplicate endpoint '\(spec.name.value)'; it is already declared at \(first.description)", at: spec.name.location.position)
                } else {
                    seen[spec.name.value] = spec.name.location
                    specs.append(spec)
                }
            }
            return specs
        }

        private mutating func endpoint(from node: YAMLNode) -> EndpointSpec? {
            guard let pairs = scalars.mapping(node, "an endpoint") else { return nil }
            let values: [(ManifestKeys.Endpoint, YAMLNode)] = scalars.keys(of: node, pairs, in: "an endpoint")
            guard let nameNode = values.first(where: { $0.0 == .name })?.1 else {
                scalars.report("the endpoint has no 'name'", at: node.position, hint: "add 'name: Home' for the sample home.json")
                return nil
            }
            guard let name = identifier(nameNode, "endpoint name") else { return nil }
            var spec = EndpointSpec(name: name)
            for (key, value) in values {
                switch key {
                case .method:
                    guard let text = scalars.string(value, "the HTTP method") else { continue }
                    if ManifestKeys.httpMethods.contains(text.value.uppercased()) {
                        spec.method = text.value.uppercased()
                    } else {
                        scalars.report("unknown HTTP method '\(text.value)'", at: value.position, hint: "use one of \(ManifestKeys.httpMethods.joined(separator: ", "))")
                    }
                case .path:
                    guard let text = scalars.string(value, "the request path") else { continue }
                    if text.value.hasPrefix("/") {
                        spec.path = Located(text.value, at: scalars.textLocation(of: value))
                    } else {
                        scalars.report("the request path '\(text.value)' must start with '/'", at: value.position)
                    }
                case .sample:
                    spec.sample = scalars.string(value, "the sample file")
                case .params:
                    spec.params = params(from: value)
                case .headers:
                    spec.headers = headers(from: value)
                case .list:
                    spec.list = paging(from: value)
                case .route:
                    if let route = scalars.string(value, "the route") {
                        spec.route = Located(route.value, at: scalars.textLocation(of: value))
                    }
                case .model:
                    spec.model = identifier(value, "model name")
                case .error:
                    spec.error = scalars.string(value, "the error sample")
                case .name:
                    break
                }
            }
            return spec
        }

        private mutating func params(from node: YAMLNode) -> [Parameter] {
            guard let pairs = scalars.mapping(node, "params") else { return [] }
            var params: [Parameter] = []
            for pair in pairs {
                guard let name = scalars.string(pair.key, "a parameter name"), let type = scalars.string(pair.value, "the type of \(name.value)") else { continue }
                if params.contains(where: { $0.name.value == name.value }) {
                    scalars.report("parameter '\(name.value)' is listed twice", at: pair.key.position)
                } else if let spelling = swiftType(type, pair.value) {
                    if let inner = innerOptional(type.value) {
                        var position = scalars.textLocation(of: pair.value).position
                        position.column += inner
                        scalars.report(
                            "the type of parameter '\(name.value)' has a '?' inside it",
                            at: position,
                            hint: "a parameter is optional when its type ends with '?', and only then; write [Int] or [Int]? rather than [Int?]"
                        )
                    } else {
                        params.append(Parameter(name: name, type: spelling))
                    }
                }
            }
            return params
        }

        /// `headers: { X-Client: ios }`: field names as HTTP writes them, values on one line.
        private mutating func headers(from node: YAMLNode) -> [HTTPHeader] {
            guard let pairs = scalars.mapping(node, "headers") else { return [] }
            var headers: [HTTPHeader] = []
            for pair in pairs {
                guard let name = scalars.string(pair.key, "a header name"), let value = scalars.string(pair.value, "the value of header \(name.value)") else { continue }
                if !HTTPHeader.isFieldName(name.value) {
                    scalars.report("'\(name.value)' is not an HTTP header name", at: pair.key.position, hint: "a header name is letters, digits and !#$%&'*+-.^_`|~, such as X-Client")
                } else if headers.contains(where: { $0.name.lowercased() == name.value.lowercased() }) {
                    scalars.report("header '\(name.value)' is listed twice", at: pair.key.position)
                } else if value.value.contains(where: { $0 == "\n" || $0 == "\r" }) {
                    scalars.report("the value of header '\(name.value)' holds a line break", at: pair.value.position)
                } else {
                    headers.append(HTTPHeader(name: name.value, value: value.value))
                }
            }
            return headers
        }

        private mutating func paging(from node: YAMLNode) -> Paging? {
            guard let pairs = scalars.mapping(node, "list") else { return nil }
            var paging = Paging(location: scalars.location(of: node))
            for (key, value) in scalars.keys(of: node, pairs, in: "list") as [(ManifestKeys.List, YAMLNode)] {
                switch key {
                case .page: scalars.string(value, "the page parameter").map { paging.pageKey = $0.value }
                case .size: scalars.string(value, "the page size parameter").map { paging.sizeKey = $0.value }
                case .first: scalars.integer(value, "the first page", atLeast: 0).map { paging.firstPage = $0 }
                case .pageSize: scalars.integer(value, "the page size", atLeast: 1).map { paging.pageSize = $0 }
                case .items: paging.items = scalars.string(value, "the items property")
                }
            }
            return paging
        }

        // MARK: Models

        private mutating func typePins(from node: YAMLNode) -> [TypePin] {
            guard let pairs = scalars.mapping(node, "types") else { return [] }
            var pins: [TypePin] = []
            for pair in pairs {
                guard let path = scalars.string(pair.key, "a property path"), let type = scalars.string(pair.value, "a type") else { continue }
                let segments = path.value.split(separator: ".", omittingEmptySubsequences: false)
                guard segments.allSatisfy({ !$0.isEmpty }) else {
                    scalars.report("'\(path.value)' is not a property path", at: pair.key.position, hint: "write the endpoint, then keys separated by dots: Product.createdAt")
                    continue
                }
                if let pin = typePin(path: path, type: type, node: pair.value) {
                    pins.append(pin)
                }
            }
            return pins
        }

        /// `struct Name` and `enum Name` pin the kind and name the type, `enum`, `map` and
        /// `struct` the kind; anything else is a Swift type.
        private mutating func typePin(path: Located<String>, type: Located<String>, node: YAMLNode) -> TypePin? {
            let words = type.value.split(separator: " ", omittingEmptySubsequences: true)
            if ["enum", "map", "struct"].contains(type.value) {
                return TypePin(path: path, type: type.value)
            }
            guard words.count == 2, words[0] == "struct" || words[0] == "enum" else {
                return swiftType(type, node).map { TypePin(path: path, type: $0) }
            }
            let name = String(words[1])
            if !Naming.isIdentifier(name) || name.first?.isUppercase != true {
                var position = type.location.position
                position.column += type.value.distance(from: type.value.startIndex, to: words[1].startIndex)
                scalars.report(
                    "'\(name)' is not a type name",
                    at: position,
                    hint: "name the type like a Swift type: \(words[0]) \(Naming.upperCamelCase(name))"
                )
            }
            return TypePin(path: path, type: String(words[0]), name: name)
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

        // MARK: Helpers

        /// The offset, in Unicode scalars, of a `?` that is not part of the type's closing
        /// run of them: the templates read any `?` in a parameter's type as "optional".
        private func innerOptional(_ type: String) -> Int? {
            let scalars = Array(type.unicodeScalars)
            var end = scalars.count
            while end > 0, scalars[end - 1] == "?" || scalars[end - 1] == " " { end -= 1 }
            return scalars[..<end].firstIndex(of: "?")
        }

        /// The type spelled as generated code writes it, or nil with a problem at the
        /// character where `text` stops being a type (SwiftTypeSpelling has the grammar).
        private mutating func swiftType(_ text: Located<String>, _ node: YAMLNode) -> String? {
            switch SwiftTypeSpelling.parse(text.value) {
            case .success(let spelling):
                return spelling
            case .failure(let problem):
                var position = scalars.textLocation(of: node).position
                position.column += problem.offset
                scalars.report(problem.message, at: position, hint: SwiftTypeSpelling.hint)
                return nil
            }
        }

        private mutating func identifier(_ node: YAMLNode, _ what: String) -> Located<String>? {
            guard let name = scalars.string(node, "the \(what)") else { return nil }
            guard Naming.isIdentifier(name.value) else {
                scalars.report("\(what) '\(name.value)' is not a Swift identifier", at: node.position, hint: "use letters, digits and '_', starting with a letter, e.g. 'Jacob'")
                return nil
            }
            return name
        }
    }
}
