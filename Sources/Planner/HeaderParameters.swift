import Diagnostics
import Inputs

/// Headers whose value is a param's argument (`Accept-Language: "{locale}"`): an endpoint's
/// own must name one of its params; a module's is sent by the endpoints that take its param,
/// and must name a param of at least one.
enum HeaderParameters {
    /// The headers `plan` sends: the module's and its own, a module header that names a param
    /// the endpoint does not take left out. Reports an endpoint header that names no param.
    static func headers(of plan: EndpointPlan, module: [HTTPHeader], endpoint: [HTTPHeader], problems: inout ManifestProblems) -> [HTTPHeader] {
        let keys = plan.params.map(\.name.value)
        for header in endpoint {
            guard let parameter = header.parameter, !keys.contains(parameter.value) else { continue }
            report(header, parameter, in: "endpoint \(plan.name)", keys: keys, problems: &problems)
        }
        let sent = endpoint.filter { header in header.parameter.map { keys.contains($0.value) } ?? true }
        let moduleSent = module.filter { header in header.parameter.map { keys.contains($0.value) } ?? true }
        return HTTPHeader.merged(module: moduleSent, endpoint: sent)
    }

    /// Reports each module header that names a param no endpoint of `plans` takes.
    static func checkModule(_ module: [HTTPHeader], plans: [EndpointPlan], problems: inout ManifestProblems) {
        var keys: [String] = []
        for key in plans.flatMap(\.params).map(\.name.value) where !keys.contains(key) {
            keys.append(key)
        }
        for header in module {
            guard let parameter = header.parameter, !keys.contains(parameter.value) else { continue }
            report(header, parameter, in: "any endpoint", keys: keys, problems: &problems)
        }
    }

    private static func report(_ header: HTTPHeader, _ parameter: Located<String>, in place: String, keys: [String], problems: inout ManifestProblems) {
        let hint = Suggestion.nearest(to: parameter.value, in: keys).map { "did you mean '{\($0)}'?" }
            ?? "name a param in braces, and add it to the endpoint's params, e.g. \(parameter.value): String?"
        problems.report("header '\(header.name)' sends '{\(parameter.value)}', which is no param of \(place)", at: parameter.location, hint: hint)
    }
}
