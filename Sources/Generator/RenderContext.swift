import Inference
import TemplateEngine

/// Builds the values templates see. docs/templates.md documents each key.
enum RenderContext {
    /// The names every template's context defines.
    static let moduleNames: Set<String> = ["module", "endpoints", "supportTypes", "command"]
    /// The name of the current endpoint in templates rendered once per endpoint.
    static let endpointName = "endpoint"

    static func module(name: String, plan: ModulePlan) -> TemplateDictionary {
        let endpointValues = plan.endpoints.map { TemplateValue.dictionary(endpoint($0, moduleName: name)) }
        return TemplateDictionary([
            ("module", ["name": .string(name)]),
            ("endpoints", .array(endpointValues)),
            ("supportTypes", .array(plan.supportTypes.map { .string($0.rawValue) })),
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
            ("declaresPayload", .bool(plan.model.declarations.contains { $0.name == plan.name })),
            ("declarations", .array(declarations(of: plan.model))),
        ])
    }

    /// `jacob/product/<id>`: the module and endpoint in lower case, then each path parameter
    /// as a URLNavigator placeholder.
    private static func route(for plan: EndpointPlan, moduleName: String) -> String {
        ([moduleName.lowercased(), Naming.words(in: plan.name).joined(separator: "-").lowercased()]
            + plan.path.parameters.map { "<\($0)>" }).joined(separator: "/")
    }

    /// Every declaration of the model file, outermost first. Nested declarations carry the
    /// qualified name of the type they are declared in, so templates can place them in an
    /// extension of it.
    private static func declarations(of model: EndpointModel) -> [TemplateValue] {
        var result: [TemplateValue] = []
        func visit(_ declaration: ModelDeclaration, parent: String?) {
            result.append(.dictionary(value(of: declaration, parent: parent)))
            let qualified = parent.map { "\($0).\(declaration.name)" } ?? declaration.name
            for nested in declaration.nested {
                visit(nested, parent: qualified)
            }
        }
        for declaration in model.declarations {
            visit(declaration, parent: nil)
        }
        return result
    }

    private static func value(of declaration: ModelDeclaration, parent: String?) -> TemplateDictionary {
        var value = TemplateDictionary([
            ("name", .string(declaration.name)),
            ("parent", parent.map(TemplateValue.string) ?? .null),
        ])
        switch declaration {
        case .structure(let type):
            value["kind"] = "struct"
            value["needsCodingKeys"] = .bool(type.needsCodingKeys)
            value["properties"] = .array(type.properties.map { property in
                [
                    "name": .string(property.name),
                    "key": .string(property.key),
                    "type": .string(property.type.spelling),
                    "isOptional": .bool(property.type.isOptional),
                    "needsCodingKey": .bool(property.needsCodingKey),
                ]
            })
        case .enumeration(let type):
            value["kind"] = "enum"
            value["unknownCase"] = .string(type.unknownCaseName)
            value["cases"] = .array(type.cases.map { item in
                ["name": .string(item.name), "value": .string(item.value)]
            })
        case .union(let type):
            value["kind"] = "union"
            value["cases"] = .array(type.cases.map { item in
                ["name": .string(item.name), "type": .string(item.type.spelling)]
            })
            value["caseTypes"] = .string(type.cases.map(\.type.spelling).joined(separator: ", "))
        }
        return value
    }
}
