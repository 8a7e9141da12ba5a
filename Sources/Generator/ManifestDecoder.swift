import Diagnostics
import Inference
import YAMLReader

/// Decodes `gen.yml` and reports every mistake in it, each at its line and column.
public enum ManifestDecoder {
    static let topLevelKeys = ["module", "endpoints", "types", "inference"]
    static let inferenceKeys = ["enumMaxCases", "enumMinOccurrences", "mapMinKeys", "detectFormats"]
    static let endpointKeys = ["name", "method", "path"]
    static let httpMethods = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]

    public static func decode(_ source: SourceText) throws(DiagnosticError) -> Manifest {
        guard let root = try YAMLReader.read(source) else {
            return Manifest()
        }
        var decoder = Decoder(source: source)
        let manifest = decoder.manifest(from: root)
        if !decoder.diagnostics.isEmpty {
            let inSourceOrder = decoder.diagnostics.enumerated().sorted { lhs, rhs in
                let (left, right) = (lhs.element.location?.position, rhs.element.location?.position)
                if let left, let right, left != right { return left < right }
                return lhs.offset < rhs.offset
            }
            throw DiagnosticError(inSourceOrder.map(\.element))
        }
        return manifest
    }

    /// Collects diagnostics instead of stopping at the first, so one run shows them all.
    private struct Decoder {
        let source: SourceText
        var diagnostics: [Diagnostic] = []

        init(source: SourceText) {
            self.source = source
        }

        mutating func manifest(from root: YAMLNode) -> Manifest {
            var manifest = Manifest()
            guard let pairs = mapping(root, "the manifest") else { return manifest }
            for (key, value) in checkedKeys(pairs, allowed: ManifestDecoder.topLevelKeys, in: "the manifest") {
                switch key {
                case "module":
                    if let name = string(value, "the module name") {
                        checkIdentifier(name, "module name")
                        manifest.module = name
                    }
                case "endpoints":
                    manifest.endpoints = endpoints(from: value)
                case "types":
                    manifest.types = typePins(from: value)
                case "inference":
                    manifest.inference = inference(from: value)
                default:
                    break
                }
            }
            return manifest
        }

        private mutating func endpoints(from node: YAMLNode) -> [EndpointSpec] {
            guard case .sequence(let items) = node.kind else {
                report("expected a list of endpoints, found \(node.kindDescription)", at: node.position)
                return []
            }
            var specs: [EndpointSpec] = []
            var seen: [String: SourceLocation] = [:]
            for item in items {
                guard let spec = endpoint(from: item) else { continue }
                if let first = seen[spec.name.value] {
                    report("duplicate endpoint '\(spec.name.value)'; it is already declared at \(first.description)", at: spec.name.location.position)
                } else {
                    seen[spec.name.value] = spec.name.location
                    specs.append(spec)
                }
            }
            return specs
        }

        private mutating func typePins(from node: YAMLNode) -> [TypePin] {
            guard let pairs = mapping(node, "types") else { return [] }
            var pins: [TypePin] = []
            for pair in pairs {
                guard let path = string(pair.key, "a property path"), let type = string(pair.value, "a type") else { continue }
                let segments = path.value.split(separator: ".", omittingEmptySubsequences: false)
                guard segments.count >= 1, segments.allSatisfy({ !$0.isEmpty }) else {
                    report("'\(path.value)' is not a property path", at: pair.key.position, hint: "write the endpoint, then keys separated by dots: Product.createdAt")
                    continue
                }
                pins.append(TypePin(path: path, type: type.value))
            }
            return pins
        }

        private mutating func inference(from node: YAMLNode) -> InferenceSettings {
            var settings = InferenceSettings()
            guard let pairs = mapping(node, "inference") else { return settings }
            for (key, value) in checkedKeys(pairs, allowed: ManifestDecoder.inferenceKeys, in: "inference") {
                if key == "detectFormats" {
                    guard case .scalar(let scalar) = value.kind, !scalar.isQuoted, ["true", "false"].contains(scalar.value) else {
                        report("expected true or false", at: value.position)
                        continue
                    }
                    settings.detectsFormats = scalar.value == "true"
                    continue
                }
                guard case .scalar(let scalar) = value.kind, !scalar.isQuoted, let number = Int(scalar.value), number >= 1 else {
                    report("expected a whole number of at least 1 for '\(key)'", at: value.position)
                    continue
                }
                switch key {
                case "enumMaxCases": settings.enumMaximumCases = number
                case "enumMinOccurrences": settings.enumMinimumOccurrences = number
                default: settings.mapMinimumKeys = number
                }
            }
            return settings
        }

        private mutating func endpoint(from node: YAMLNode) -> EndpointSpec? {
            guard let pairs = mapping(node, "an endpoint") else { return nil }
            var name: Located<String>?
            var method = "GET"
            var path: Located<String>?
            for (key, value) in checkedKeys(pairs, allowed: ManifestDecoder.endpointKeys, in: "an endpoint") {
                switch key {
                case "name":
                    name = string(value, "the endpoint name")
                    if let name { checkIdentifier(name, "endpoint name") }
                case "method":
                    guard let text = string(value, "the HTTP method") else { continue }
                    let upper = text.value.uppercased()
                    if ManifestDecoder.httpMethods.contains(upper) {
                        method = upper
                    } else {
                        report(
                            "unknown HTTP method '\(text.value)'",
                            at: value.position,
                            hint: "use one of \(ManifestDecoder.httpMethods.joined(separator: ", "))"
                        )
                    }
                case "path":
                    guard let text = string(value, "the request path") else { continue }
                    if text.value.hasPrefix("/") {
                        path = text
                    } else {
                        report("the request path '\(text.value)' must start with '/'", at: value.position)
                    }
                default:
                    break
                }
            }
            guard let name else {
                report("the endpoint has no 'name'", at: node.position, hint: "add 'name: Home' for the sample home.json")
                return nil
            }
            var spec = EndpointSpec(name: name)
            spec.method = method
            spec.path = path
            return spec
        }

        /// The pairs whose keys are allowed; every other key is reported with a suggestion.
        private mutating func checkedKeys(_ pairs: [YAMLPair], allowed: [String], in context: String) -> [(String, YAMLNode)] {
            var result: [(String, YAMLNode)] = []
            var seen: Set<String> = []
            for pair in pairs {
                guard case .scalar(let key) = pair.key.kind else {
                    report("expected a key name in \(context), found \(pair.key.kindDescription)", at: pair.key.position)
                    continue
                }
                guard allowed.contains(key.value) else {
                    let suggestion = Suggestion.nearest(to: key.value, in: allowed)
                    report(
                        "unknown key '\(key.value)' in \(context)",
                        at: pair.key.position,
                        hint: suggestion.map { "did you mean '\($0)'?" } ?? "the keys here are \(allowed.joined(separator: ", "))"
                    )
                    continue
                }
                guard seen.insert(key.value).inserted else {
                    report("key '\(key.value)' appears twice in \(context)", at: pair.key.position)
                    continue
                }
                result.append((key.value, pair.value))
            }
            return result
        }

        private mutating func mapping(_ node: YAMLNode, _ what: String) -> [YAMLPair]? {
            guard case .mapping(let pairs) = node.kind else {
                report("expected \(what) to be a mapping of keys to values, found \(node.kindDescription)", at: node.position)
                return nil
            }
            return pairs
        }

        private mutating func string(_ node: YAMLNode, _ what: String) -> Located<String>? {
            guard case .scalar(let scalar) = node.kind, !scalar.isNull else {
                report("expected \(what) to be a string, found \(node.kindDescription)", at: node.position)
                return nil
            }
            return Located(scalar.value, at: SourceLocation(path: source.path, position: node.position))
        }

        private mutating func checkIdentifier(_ name: Located<String>, _ what: String) {
            if !Naming.isIdentifier(name.value) {
                report("\(what) '\(name.value)' is not a Swift identifier", at: name.location.position, hint: "use letters, digits and '_', starting with a letter, e.g. 'Jacob'")
            }
        }

        private mutating func report(_ message: String, at position: SourcePosition, hint: String? = nil) {
            diagnostics.append(.error(message, in: source, at: position, hint: hint))
        }
    }
}
