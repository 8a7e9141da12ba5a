import Diagnostics
import Inputs
import Support

/// One argument of an endpoint's request method, as the templates and the lock file see it.
package struct RequestArgument: Sendable, Equatable, Encodable {
    package enum Role: String, Sendable, Encodable {
        case path
        case param
        case page
        case pageSize
    }

    /// The Swift name, never one the templates declare for themselves (`ReservedNames.members`).
    package var name: String
    /// The key the server reads it under.
    package var key: String
    package var type: String
    package var role: Role

    /// What a request of the endpoint takes, in order: the path parameters, the query or body
    /// parameters, then for a list endpoint the page and its size.
    static func arguments(of plan: EndpointPlan) -> [RequestArgument] {
        var result = plan.path.parameters.map {
            RequestArgument(name: ReservedNames.argumentName(forKey: $0), key: $0, type: "String", role: .path)
        }
        result += plan.params.map {
            RequestArgument(name: ReservedNames.argumentName(forKey: $0.name.value), key: $0.name.value, type: $0.type, role: .param)
        }
        if let paging = plan.list?.paging {
            result.append(RequestArgument(name: "page", key: paging.pageKey, type: "Int", role: .page))
            result.append(RequestArgument(name: "pageSize", key: paging.sizeKey, type: "Int", role: .pageSize))
        }
        return result
    }
}
