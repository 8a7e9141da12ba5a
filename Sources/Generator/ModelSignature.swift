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
        func visit(_ type: ModelStruct, prefix: String) {
            let qualified = prefix.isEmpty ? type.name : prefix + "." + type.name
            for property in type.properties {
                properties[qualified + "." + property.name] = property.type.spelling
            }
            for nested in type.nestedTypes {
                visit(nested, prefix: qualified)
            }
        }
        for model in models {
            if let root = model.rootStruct {
                visit(root, prefix: "")
            }
        }
        self.properties = properties
    }
}
