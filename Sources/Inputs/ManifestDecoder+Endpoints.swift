import Diagnostics
import Inference
import Support
import YAMLReader

extension ManifestDecoder.Decoder {
    mutating func endpoints(from node: YAMLNode) -> [EndpointSpec] {
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

    mutating func endpoint(from node: YAMLNode) -> EndpointSpec? {
        guard let pairs = scalars.mapping(node, "an endpoint") else { return nil }
        let values: [(ManifestKeys.Endpoint, YAMLNode)] = scalars.keys(of: node, pairs, in: "an endpoint")
        guard let nameNode = values.first(where: { $0.0 == .name })?.1 else {
            scalars.report("the endpoint has no 'name'", at: node.position, hint: "add 'name: Home' for the sample home.json")
            return nil
        }
        guard let name = identifier(nameNode, "endpoint name") else { return nil }
        var spec = EndpointSpec(name: name)
        var dates: [DateEntry] = []
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
            case .dates:
                dates = dateEntries(from: value)
            case .headers:
                spec.headers = headers(from: value)
            case .arrays:
                spec.arrays = queryArrays(value).map { Located($0, at: scalars.location(of: value)) }
            case .list:
                spec.list = paging(from: value)
            case .route:
                if let route = scalars.string(value, "the route") {
                    spec.route = Located(route.value, at: scalars.textLocation(of: value))
                }
            case .model:
                spec.model = identifier(value, "model name")
            case .opens:
                guard let text = scalars.string(value, "the screen rows open") else { continue }
                if text.value == RowOpening.noneKeyword {
                    spec.opens = .nothing
                } else if let name = identifier(value, "endpoint name") {
                    spec.opens = .endpoint(name)
                }
            case .error:
                spec.error = scalars.string(value, "the error sample")
            case .name:
                break
            }
        }
        apply(dates, to: &spec)
        if let arrays = spec.arrays, !ManifestKeys.queryMethods.contains(spec.method) {
            scalars.report(
                "endpoint \(name.value) sends its params in a JSON body, where 'arrays: \(arrays.value.rawValue)' does not apply",
                at: arrays.location.position,
                hint: "arrays says how a query (GET, DELETE, HEAD) sends an array; remove it here"
            )
        }
        return spec
    }

    mutating func params(from node: YAMLNode) -> [Parameter] {
        guard let pairs = scalars.mapping(node, "params") else { return [] }
        var params: [Parameter] = []
        for pair in pairs {
            guard let name = scalars.string(pair.key, "a parameter name"), let type = scalars.string(pair.value, "the type of \(name.value)") else { continue }
            if params.contains(where: { $0.name.value == name.value }) {
                scalars.report("parameter '\(name.value)' is listed twice", at: pair.key.position)
            } else if let parsed = swiftType(type, pair.value) {
                if let inner = innerOptional(type.value) {
                    var position = scalars.textLocation(of: pair.value).position
                    position.column += inner
                    scalars.report(
                        "the type of parameter '\(name.value)' has a '?' inside it",
                        at: position,
                        hint: "a parameter is optional when its type ends with '?', and only then; write [Int] or [Int]? rather than [Int?]"
                    )
                } else {
                    params.append(Parameter(name: name, type: parsed.spelling, typeNames: parsed.names))
                }
            }
        }
        return params
    }

    mutating func paging(from node: YAMLNode) -> Paging? {
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
}
