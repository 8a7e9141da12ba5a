import Inference

/// The properties of every struct of a module, keyed by qualified name
/// (`Home.Item.price` → `Double`), and the parameters of every endpoint's request method
/// (`Home` → `["page: Int", "pageSize: Int"]`), as recorded in the lock file and compared
/// between runs.
public struct ModelSignature: Sendable, Equatable {
    public private(set) var properties: [String: String]
    public private(set) var requests: [String: [String]]

    public init(properties: [String: String] = [:], requests: [String: [String]] = [:]) {
        self.properties = properties
        self.requests = requests
    }

    init(models: [EndpointModel], requests: [String: [String]] = [:]) {
        self.requests = requests
        var properties: [String: String] = [:]
        func visit(_ declaration: ModelDeclaration, prefix: String) {
            let qualified = prefix.isEmpty ? declaration.name : prefix + "." + declaration.name
            if case .structure(let type) = declaration {
                for property in type.properties {
                    properties[qualified + "." + property.name] = property.type.spelling
                }
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
    }
}
