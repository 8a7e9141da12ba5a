import Diagnostics
import Inputs

/// Request arguments of one endpoint that would be declared under one Swift name: keys that
/// camel-case alike (`user_id` and `userId`, `filter[status]` and `filter_status`, `{id}`
/// and `{ID}`), or a key renamed off a template's member beside the key of that new name
/// (`page`, which becomes `pageValue`, and `pageValue`). A number would hide which key the
/// server reads, so gen names the two keys instead.
enum ArgumentCollisions {
    /// A problem for each argument whose name an earlier one of `plan` took, at the later
    /// one's `params:` entry (its path, its list or its endpoint when it has none).
    static func check(_ plan: EndpointPlan, spec: EndpointSpec, problems: inout ManifestProblems) {
        var firstKeys: [String: String] = [:]
        for argument in plan.arguments {
            let name = argument.name.filter { $0 != "`" }
            guard let first = firstKeys[name] else {
                firstKeys[name] = argument.key
                continue
            }
            problems.report(
                "the request parameters '\(first)' and '\(argument.key)' of endpoint \(plan.name) both become the Swift argument '\(name)'",
                at: location(of: argument, in: spec),
                hint: "rename one of them in gen.yml, or give the server's key another spelling"
            )
        }
    }

    private static func location(of argument: RequestArgument, in spec: EndpointSpec) -> SourceLocation {
        switch argument.role {
        case .param:
            spec.params.first { $0.name.value == argument.key }?.name.location ?? spec.name.location
        case .path:
            spec.path?.location ?? spec.name.location
        case .page, .pageSize:
            spec.name.location
        }
    }
}
