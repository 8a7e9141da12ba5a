import Inference
import TemplateEngine

/// Builds the values templates see. docs/templates.md documents each key.
enum RenderContext {
    /// The names every template's context defines.
    static let moduleNames: Set<String> = ["module", "endpoints", "supportTypes", "command", "access", "naming", "envelope", "package"]
    /// The name of the current endpoint in templates rendered once per endpoint.
    static let endpointName = "endpoint"

    static func module(name: String, plan: ModulePlan) -> TemplateDictionary {
        let endpointValues = plan.endpoints.map { TemplateValue.dictionary(endpoint($0, moduleName: name)) }
        return TemplateDictionary([
            ("module", ["name": .string(name)]),
            ("endpoints", .array(endpointValues)),
            ("supportTypes", .array(plan.supportTypes.map { .string($0.rawValue) })),
            ("access", .string(plan.access.rawValue)),
            ("naming", .string(plan.naming.rawValue)),
            ("envelope", plan.envelope.map(envelope) ?? .null),
            ("package", package(plan.package)),
        ])
    }

    private static func envelope(_ envelope: Envelope) -> TemplateValue {
        let success: (literal: String, type: String)
        switch envelope.success {
        case .int(let value): success = (String(value), "Int")
        case .string(let value): success = (SwiftLiteral.quoted(value), "String")
        }
        return [
            "data": .string(envelope.data),
            "code": .string(envelope.code),
            "message": envelope.message.map(TemplateValue.string) ?? .null,
            "successLiteral": .string(success.literal),
            "codeType": .string(success.type),
        ]
    }

    private static func package(_ settings: PackageSettings) -> TemplateValue {
        [
            "version": .string(settings.version),
            "platforms": .array(settings.platforms.map { ["name": .string($0.name), "version": .string($0.version)] }),
            "dependencies": .array(settings.dependencies.map { ["name": .string($0.name), "version": .string($0.version)] }),
        ]
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
            ("route", .string(plan.route)),
            ("params", .array(plan.params.map { parameter in
                ["name": .string(Naming.propertyName(forKey: parameter.name.value)), "key": .string(parameter.name.value), "type": .string(parameter.type)]
            })),
            ("paramsIn", .string(["GET", "DELETE", "HEAD"].contains(plan.method) ? "query" : "body")),
            ("list", plan.list.map(list) ?? .null),
            ("sample", .string(plan.sample)),
            ("payloadType", .string(plan.model.payloadType.spelling)),
            ("modelName", .string(plan.modelName)),
            ("declaresPayload", .bool(plan.model.declarations.contains { $0.name == plan.modelName })),
            ("declarations", .array(declarations(of: plan.model))),
        ])
    }

    private static func list(_ list: ListPlan) -> TemplateValue {
        [
            "pageKey": .string(list.paging.pageKey),
            "sizeKey": .string(list.paging.sizeKey),
            "firstPage": .int(list.paging.firstPage),
            "pageSize": .int(list.paging.pageSize),
            "items": .string(list.itemsProperty),
            "itemType": .string(list.itemType),
        ]
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
