import Diagnostics
import Support

/// Changes to an endpoint's request method that code calling it, such as a kept scaffold
/// view model, does not survive: a new parameter without a default, a parameter removed or
/// retyped (an optional one made required included), or the endpoint removed. An optional
/// parameter added anywhere defaults to nil, so it breaks no caller. The scaffold files of a
/// removed endpoint are orphaned, and `StaleFiles` warns about them instead.
package enum ScaffoldBreakage {
    /// One warning per endpoint whose request method changed so, naming the kept scaffold
    /// files of that endpoint in `plan`.
    package static func warnings(from old: ModelSignature, to new: ModelSignature, plan: WritePlan) -> [Diagnostic] {
        old.endpoints.compactMap { endpoint in
            guard let parameters = new.requests[endpoint] else { return nil }
            let changes = self.changes(from: old.requests[endpoint] ?? [], to: parameters)
            guard !changes.isEmpty else { return nil }
            let kept = plan.files.filter { file in
                file.generated.ownership == .scaffold && file.action != .create && file.generated.endpoint == endpoint
            }.map(\.displayPath)
            let callers = kept.isEmpty ? "code that calls it" : kept.joined(separator: ", ")
            return Diagnostic(
                .warning,
                "the request of \(endpoint) \(changes.joined(separator: "; ")), so \(callers) will not compile until updated",
                hint: "gen never rewrites scaffold files; adding optional parameters keeps them compiling"
            )
        }
    }

    static func changes(from old: [String], to new: [String]) -> [String] {
        let oldTypes = Dictionary(old.map(ModelSignature.nameAndType), uniquingKeysWith: { first, _ in first })
        let newTypes = Dictionary(new.map(ModelSignature.nameAndType), uniquingKeysWith: { first, _ in first })
        var changes: [String] = []
        for parameter in new {
            let (name, type) = ModelSignature.nameAndType(of: parameter)
            switch oldTypes[name] {
            case nil where !type.hasSuffix("?"):
                changes.append("gains the required parameter '\(parameter)'")
            case let oldType? where oldType != type:
                changes.append("retypes '\(name)' from \(oldType) to \(type)")
            default:
                break
            }
        }
        for parameter in old where newTypes[ModelSignature.nameAndType(of: parameter).name] == nil {
            changes.append("loses the parameter '\(parameter)'")
        }
        return changes
    }
}
