import Inference

/// The properties of every struct of a module, keyed by qualified name
/// (`Home.Item.price` → `Double`), as recorded in the lock file and compared between runs.
public struct ModelSignature: Sendable, Equatable {
    public private(set) var properties: [String: String]

    public init(properties: [String: String] = [:]) {
        self.properties = properties
    }

    init(models: [EndpointModel]) {
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
