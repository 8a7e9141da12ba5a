import Diagnostics
import Inference
import Inputs
import Planner
import Renderer
import Support
import Writer

extension ModelSignature {
    /// The API of a planned module, as the lock records it.
    init(_ plan: ModulePlan) {
        var properties: [String: String] = [:]
        var enums: [String: [String]] = [:]
        var propertyKeys: [String: String] = [:]
        func visit(_ declaration: ModelDeclaration, prefix: String) {
            let qualified = prefix.isEmpty ? declaration.name : prefix + "." + declaration.name
            switch declaration {
            case .structure(let type):
                for property in type.properties {
                    properties[qualified + "." + property.name] = property.type.spelling
                    if property.needsCodingKey {
                        propertyKeys[qualified + "." + property.name] = property.key
                    }
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
        for declaration in plan.endpoints.flatMap(\.model.declarations) + plan.errorModels.flatMap(\.model.declarations) + plan.sharedModels {
            visit(declaration, prefix: "")
        }
        self.init(
            properties: properties,
            enums: enums,
            requests: Dictionary(uniqueKeysWithValues: plan.endpoints.map { endpoint in
                (endpoint.name, endpoint.arguments.map { ModelSignature.parameter(name: $0.name, type: $0.type) })
            }),
            routes: Dictionary(uniqueKeysWithValues: plan.endpoints.compactMap { endpoint in endpoint.route.map { (endpoint.name, $0) } }),
            typeNames: Dictionary(uniqueKeysWithValues: plan.typeNames.map { ($0.key.text, $0.value) }),
            propertyKeys: propertyKeys,
            responses: Dictionary(uniqueKeysWithValues: plan.endpoints.compactMap { endpoint in
                let type = endpoint.model.payloadType.spelling
                return type == endpoint.name ? nil : (endpoint.name, type)
            })
        )
    }
}
