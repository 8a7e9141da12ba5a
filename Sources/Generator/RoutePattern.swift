import Diagnostics
import Inference

/// URLNavigator patterns of the screens: `jacob/product/<id>`, `jacob/search/<int:page>`.
enum RoutePattern {
    static let placeholderTypes: Set<String> = ["int", "float", "string", "path", "uuid"]

    /// The module and endpoint in lower case, then each path parameter as a placeholder.
    static func defaultPattern(module: String, endpoint: String, parameters: [String]) -> String {
        ([module.lowercased(), Naming.words(in: endpoint).joined(separator: "-").lowercased()]
            + parameters.map { "<\($0)>" }).joined(separator: "/")
    }

    /// Reports a pattern that does not parse, or whose placeholders name neither a path
    /// parameter nor a request parameter.
    static func validate(_ route: Located<String>, pathParameters: [String], params: [Parameter], problems: inout ManifestProblems) {
        let pattern = route.value
        func report(_ message: String, offset: Int, hint: String? = nil) {
            var location = route.location
            location.position.column += offset
            problems.report(message, at: location, hint: hint)
        }
        if pattern.contains("://") {
            report("the route '\(pattern)' must not have a scheme", offset: 0, hint: "write it without 'scheme://': the app passes its scheme to register(in:scheme:)")
            return
        }
        let known = Set(pathParameters).union(params.map(\.name.value))
        var offset = 0
        for segment in pattern.split(separator: "/", omittingEmptySubsequences: false) {
            defer { offset += segment.count + 1 }
            if segment.isEmpty {
                report("the route '\(pattern)' has an empty segment", offset: offset, hint: "remove the extra '/'")
                continue
            }
            guard segment.contains("<") || segment.contains(">") else {
                if segment.contains(where: { $0.isWhitespace }) {
                    report("the route segment '\(segment)' has white space", offset: offset)
                }
                continue
            }
            guard segment.hasPrefix("<"), segment.hasSuffix(">"), segment.count > 2 else {
                report("the route segment '\(segment)' is not a placeholder like <id> or <int:id>", offset: offset)
                continue
            }
            let inner = segment.dropFirst().dropLast()
            let parts = inner.split(separator: ":", omittingEmptySubsequences: false)
            let name = String(parts.last ?? "")
            if parts.count > 2 || (parts.count == 2 && !placeholderTypes.contains(String(parts[0]))) {
                report(
                    "the route placeholder '\(segment)' has an unknown type",
                    offset: offset,
                    hint: "URLNavigator knows \(placeholderTypes.sorted().joined(separator: ", "))"
                )
            } else if !Naming.isIdentifier(name) {
                report("the route placeholder '\(segment)' is not named with an identifier", offset: offset)
            } else if !known.contains(name) {
                report(
                    "the route placeholder '<\(name)>' matches no path parameter or param of the endpoint",
                    offset: offset,
                    hint: known.isEmpty ? "add {\(name)} to the path, or a param named \(name)" : "the endpoint has \(known.sorted().joined(separator: ", "))"
                )
            }
        }
    }
}
