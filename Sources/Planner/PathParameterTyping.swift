import Diagnostics
import Inputs
import Support

/// `params:` entries that name a path parameter give it its type: `path: /products/{id}`
/// with `params: { id: Int }` is `/products/{id: Int}`. They are not sent as query or body.
enum PathParameterTyping {
    /// `path` with the types its parameters get from `params`; a type gen cannot put in a
    /// path, or one that contradicts the path's own, is a problem at the param.
    static func apply(_ params: [Parameter], to path: RequestPath, problems: inout ManifestProblems) -> RequestPath {
        var typed = path
        for param in params where path.parameters.contains(param.name.value) {
            let name = param.name.value
            guard let type = PathParameterType(rawValue: param.type) else {
                let problem = PathParameterType.problem(param.type, of: name)
                problems.report(problem.message, at: param.name.location, hint: problem.hint)
                continue
            }
            if let declared = path.declaredType(of: name), declared != type {
                problems.report(
                    "params types the path parameter '\(name)' \(type.rawValue), but the path says \(declared.rawValue)",
                    at: param.name.location,
                    hint: "give the type once, in the path ({\(name): \(declared.rawValue)}) or in params"
                )
                continue
            }
            typed = typed.typing(name, as: type)
        }
        return typed
    }
}
