import Diagnostics
import Inference
import Inputs
import Planner
import Renderer
import Support
import Writer

extension ModelSignature {
    /// The API of a planned module, as the lock records it. Each endpoint's models are
    /// listed on all cores and then merged: a module of 1,000 endpoints has some 14,000
    /// properties, and listing them on one thread kept one core busy after rendering while
    /// the other waited.
    init(_ plan: ModulePlan) {
        let declarations = plan.endpoints.map { $0.model.declarations } + plan.errorModels.map { $0.model.declarations } + [plan.sharedModels]
        let listed = ParallelMap.map(declarations, { Members(listing: $0) })
        // Sized for every entry first, so the merges below never grow a table and hash its
        // keys again.
        var properties = [String: String](minimumCapacity: listed.reduce(0) { $0 + $1.properties.count })
        var enums = [String: [String]](minimumCapacity: listed.reduce(0) { $0 + $1.enums.count })
        var propertyKeys = [String: String](minimumCapacity: listed.reduce(0) { $0 + $1.propertyKeys.count })
        for members in listed {
            properties.merge(members.properties) { _, later in later }
            enums.merge(members.enums) { _, later in later }
            propertyKeys.merge(members.propertyKeys) { _, later in later }
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

/// Every property, enumeration case and coding key of a module's models, each under the
/// qualified name of the type that declares it.
private struct Members: Sendable {
    var properties: [String: String] = [:]
    var enums: [String: [String]] = [:]
    var propertyKeys: [String: String] = [:]

    init(listing declarations: [ModelDeclaration]) {
        visit(declarations)
    }

    private mutating func visit(_ declarations: [ModelDeclaration], prefix: String = "") {
        for declaration in declarations {
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
            visit(declaration.nested, prefix: qualified)
        }
    }
}
