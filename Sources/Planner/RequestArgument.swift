import Diagnostics
import Inference
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

    /// The Swift name, never one the templates declare for themselves (`ReservedNames.members`),
    /// backticked when it is a keyword (`` `public` ``), for declarations and uses.
    package var name: String
    /// The name as a call's argument label, where Swift needs backticks only for `inout`,
    /// `var` and `let` (`request(public: isPublic)`; swiftc warns about the others).
    package var label: String
    /// The key the server reads it under.
    package var key: String
    package var type: String
    package var role: Role
    /// For a param a header sends (`Accept-Language: "{locale}"`), that header's name: the
    /// param is then sent in it alone, not in the query or body.
    package var header: String?
    /// For a `Date` param of the endpoint's `dates:`, the format it is sent in
    /// (`yyyy-MM-dd`); nil sends ISO 8601.
    package var dateFormat: String?

    init(name: String, key: String, type: String, role: Role, header: String? = nil, dateFormat: String? = nil) {
        self.name = name
        self.key = key
        self.type = type
        self.role = role
        self.header = header
        self.dateFormat = dateFormat
        label = Self.label(for: name)
    }

    /// The label of a parameter or property named `name` in a call: without backticks, which
    /// swiftc warns about there on every keyword but `inout`, `var` and `let`
    /// (`.init(default: 1)`).
    package static func label(for name: String) -> String {
        let bare = name.trimmingBackticks
        return ["inout", "var", "let"].contains(bare) ? name : bare
    }

    /// What a request of the endpoint takes, in order: the path parameters, the query or body
    /// parameters, then for a list endpoint the page and its size.
    static func arguments(of plan: EndpointPlan) -> [RequestArgument] {
        var result = plan.path.typedParameters.map {
            RequestArgument(name: ReservedNames.argumentName(forKey: $0.name), key: $0.name, type: $0.type.rawValue, role: .path)
        }
        result += plan.params.map { param in
            let header = plan.headers.first { $0.parameter?.value == param.name.value }
            return RequestArgument(name: ReservedNames.argumentName(forKey: param.name.value), key: param.name.value, type: param.type, role: .param, header: header?.name, dateFormat: param.dateFormat?.rawValue)
        }
        if let paging = plan.list?.paging {
            result.append(RequestArgument(name: "page", key: paging.pageKey, type: "Int", role: .page))
            result.append(RequestArgument(name: "pageSize", key: paging.sizeKey, type: "Int", role: .pageSize))
        }
        return result
    }
}
