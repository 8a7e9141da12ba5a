import Inference

/// The public API of a module as recorded in the lock file and compared between runs: the
/// properties of every struct, keyed by qualified name (`Home.Item.price` → `Double`), the
/// cases of every string enum (`Home.State` → `["draft", "sold"]`), the parameters of every
/// endpoint's request method (`Home` → `["page: Int", "pageSize: Int"]`) and every
/// endpoint's route pattern (`Home` → `jacob/home`).
public struct ModelSignature: Sendable, Equatable {
    public private(set) var properties: [String: String]
    public private(set) var enums: [String: [String]]
    public private(set) var requests: [String: [String]]
    public private(set) var routes: [String: String]

    public init(
        properties: [String: String] = [:],
        enums: [String: [String]] = [:],
        requests: [String: [String]] = [:],
        routes: [String: String] = [:]
    ) {
        self.properties = properties
        self.enums = enums
        self.requests = requests
        self.routes = routes
    }

    init(models: [EndpointModel], requests: [String: [String]] = [:], routes: [String: String] = [:]) {
        self.requests = requests
        self.routes = routes
        var properties: [String: String] = [:]
        var enums: [String: [String]] = [:]
        func visit(_ declaration: ModelDeclaration, prefix: String) {
            let qualified = prefix.isEmpty ? declaration.name : prefix + "." + declaration.name
            switch declaration {
            case .structure(let type):
                for property in type.properties {
                    properties[qualified + "." + property.name] = property.type.spelling
                }
            case .enumeration(let type):
                enums[qualified] = type.cases.map(\.name)
            case .union:
                break
            }
            for nested in declaration.nested {
                visit(nested, prefix: qualified)
            }
        }
        for model in models {
            for declaration in model.declarations {
                visit(declaration, prefix: "")
            }
        }
        self.properties = properties
        self.enums = enums
    }

    /// The endpoints of the module, sorted.
    public var endpoints: [String] { requests.keys.sorted() }
}
