import Diagnostics
import Inference
import Inputs
import Support

/// URLNavigator patterns of the screens: `jacob/product/<id>`, `jacob/search/<int:page>`.
enum RoutePattern {
    /// The module and endpoint in lower case, then each path parameter as a placeholder of
    /// the kind that parses its type: `jacob/product/<int:id>`.
    static func defaultPattern(module: String, endpoint: String, parameters: [(name: String, type: PathParameterType)]) -> String {
        ([module.lowercased(), Naming.words(in: endpoint).joined(separator: "-").lowercased()]
            + parameters.map { parameter in "<\(parameter.type.routeKind.map { $0 + ":" } ?? "")\(parameter.name)>" }).joined(separator: "/")
    }

    /// Reports a route of an action, a pattern that does not parse, or one whose placeholders
    /// name neither a path parameter nor a request parameter of `spec`.
    static func validate(_ route: Located<String>, of spec: EndpointSpec, pathParameters: [(name: String, type: PathParameterType)], problems: inout ManifestProblems) {
        let pattern = route.value
        let params = spec.params
        func report(_ message: String, offset: Int, hint: String? = nil) {
            var location = route.location
            location.position.column += offset
            problems.report(message, at: location, hint: hint)
        }
        guard EndpointPlan.isScreen(method: spec.method) else {
            report(
                "'\(spec.name.value)' is a \(spec.method) endpoint, an action a screen runs, and has no route",
                offset: 0,
                hint: "remove its 'route:'; only GET endpoints are screens with a route"
            )
            return
        }
        if pattern.contains("://") {
            report("the route '\(pattern)' must not have a scheme", offset: 0, hint: "write it without 'scheme://': the app passes its scheme to register(in:scheme:)")
            return
        }
        let known = Set(pathParameters.map(\.name)).union(params.map(\.name.value))
        let pathTypes = Dictionary(pathParameters.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
        // In Unicode scalars, as columns count.
        var offset = 0
        for segment in pattern.split(separator: "/", omittingEmptySubsequences: false) {
            defer { offset += segment.unicodeScalars.count + 1 }
            if segment.isEmpty {
                report("the route '\(pattern)' has an empty segment", offset: offset, hint: "remove the extra '/'")
                continue
            }
            switch RouteSegment(segment) {
            case nil:
                report("the route segment '\(segment)' is not a placeholder like <id> or <int:id>", offset: offset)
                continue
            case .literal:
                if let bad = segment.unicodeScalars.firstIndex(where: { !isLiteralCharacter($0) }) {
                    report(
                        "the route segment '\(segment)' has '\(segment.unicodeScalars[bad])', which a route's literal text may not hold",
                        offset: offset + segment.unicodeScalars.distance(from: segment.unicodeScalars.startIndex, to: bad),
                        hint: "a literal segment is written in ASCII letters, digits and \(literalPunctuation)"
                    )
                }
                continue
            case .placeholder(let kind, let name):
                if let problem = problem(with: segment, kind: kind, name: name, known: known) ?? typeProblem(kind: kind, name: name, pathType: pathTypes[name]) {
                    report(problem.message, offset: offset, hint: problem.hint)
                }
            }
        }
    }

    /// The characters of a URL path segment (RFC 3986) other than letters, digits and `%`:
    /// a literal segment is matched against the URL's decoded segments and lands in Swift
    /// string literals, so it holds no escape, quote, backslash or space.
    private static let literalPunctuation = "-._~!$&'()*+,;=:@"

    private static func isLiteralCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || literalPunctuation.unicodeScalars.contains(scalar))
    }

    /// The problem with a placeholder of a typed path parameter whose kind parses another
    /// type: the route's value could not be passed to the request.
    private static func typeProblem(kind: String?, name: String, pathType: PathParameterType?) -> (message: String, hint: String?)? {
        guard let pathType, pathType != .string, kind != pathType.routeKind else { return nil }
        let type = RouteSegment.kinds[kind ?? "string"] ?? "String"
        return (
            "the route placeholder for '\(name)' parses a \(type), but the path parameter is \(pathType == .int ? "an" : "a") \(pathType.rawValue)",
            "write <\(pathType.routeKind ?? "string"):\(name)>"
        )
    }

    /// The problem with a placeholder, if any: an unknown kind, a name that is no
    /// identifier, or a name that is neither a path parameter nor a param.
    private static func problem(with segment: Substring, kind: String?, name: String, known: Set<String>) -> (message: String, hint: String?)? {
        if let kind, RouteSegment.kinds[kind] == nil {
            return ("the route placeholder '\(segment)' has an unknown type", "URLNavigator knows \(RouteSegment.kinds.keys.sorted().joined(separator: ", "))")
        }
        if !Naming.isIdentifier(name) {
            return ("the route placeholder '\(segment)' is not named with an identifier", nil)
        }
        if !known.contains(name) {
            return (
                "the route placeholder '<\(name)>' matches no path parameter or param of the endpoint",
                known.isEmpty ? "add {\(name)} to the path, or a param named \(name)" : "the endpoint has \(known.sorted().joined(separator: ", "))"
            )
        }
        return nil
    }
}
