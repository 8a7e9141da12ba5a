import Inference
import TemplateEngine

/// Builds the values templates see. docs/templates.md documents each key.
enum RenderContext {
    /// The names every template's context defines.
    static let moduleNames: Set<String> = ["module", "endpoints"]
    /// The name of the current endpoint in templates rendered once per endpoint.
    static let endpointName = "endpoint"

    static func module(name: String, endpoints: [EndpointPlan]) -> TemplateDictionary {
        let endpointValues = endpoints.map { TemplateValue.dictionary(endpoint($0, moduleName: name)) }
        return TemplateDictionary([
            ("module", ["name": .string(name)]),
            ("endpoints", .array(endpointValues)),
        ])
    }

    static func endpoint(_ plan: EndpointPlan, moduleName: String) -> TemplateDictionary {
        TemplateDictionary([
            ("name", .string(plan.name)),
            ("method", .string(plan.method)),
            ("path", .string(plan.path.template)),
            ("pathLiteral", .string(plan.path.interpolated)),
            ("pathParameters", .array(plan.path.parameters.map { key in
                ["name": .string(Naming.propertyName(forKey: key)), "key": .string(key)]
            })),
            ("route", .string(route(for: plan, moduleName: moduleName))),
            ("payloadType", .string(plan.model.payloadType.spelling)),
            ("structs", .array(structs(of: plan.model))),
        ])
    }

    /// `jacob/product/<id>`: the module and endpoint in lower case, then each path parameter
    /// as a URLNavigator placeholder.
    private static func route(for plan: EndpointPlan, moduleName: String) -> String {
        ([moduleName.lowercased(), Naming.words(in: plan.name).joined(separator: "-").lowercased()]
            + plan.path.parameters.map { "<\($0)>" }).joined(separator: "/")
    }

    /// Every struct of the model, outermost first. Nested structs carry the qualified name
    /// of the struct they are declared in, so templates can place them in an extension.
    private static func structs(of model: EndpointModel) -> [TemplateValue] {
        guard let root = model.rootStruct else { return [] }
        var result: [TemplateValue] = []
        func visit(_ type: ModelStruct, parent: String?) {
            result.append(.dictionary(structValue(type, parent: parent)))
            let qualified = parent.map { "\($0).\(type.name)" } ?? type.name
            for nested in type.nestedTypes {
                visit(nested, parent: qualified)
            }
        }
        visit(root, parent: nil)
        return result
    }

    private static func structValue(_ type: ModelStruct, parent: String?) -> TemplateDictionary {
        TemplateDictionary([
            ("name", .string(type.name)),
            ("parent", parent.map(TemplateValue.string) ?? .null),
            ("needsCodingKeys", .bool(type.needsCodingKeys)),
            ("properties", .array(type.properties.map { property in
                [
                    "name": .string(property.name),
                    "key": .string(property.key),
                    "type": .string(property.type.spelling),
                    "isOptional": .bool(property.type.isOptional),
                    "needsCodingKey": .bool(property.needsCodingKey),
                ]
            })),
        ])
    }
}
