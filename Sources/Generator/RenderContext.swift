import Inference
import TemplateEngine

/// Builds the values templates see. docs/templates.md documents each key.
enum RenderContext {
    /// The names every template's context defines.
    static let moduleNames: Set<String> = [
        "module", "endpoints", "supportTypes", "command", "access", "accessModifier", "naming", "envelope", "package",
    ]
    /// The name of the current endpoint in templates rendered once per endpoint.
    static let endpointName = "endpoint"

    static func module(name: String, plan: ModulePlan) -> TemplateDictionary {
        let endpointValues = plan.endpoints.map { TemplateValue.dictionary(endpoint($0, moduleName: name)) }
        return TemplateDictionary([
            ("module", ["name": .string(name)]),
            ("endpoints", .array(endpointValues)),
            ("supportTypes", .array(plan.supportTypes.map { .string($0.rawValue) })),
            ("access", .string(plan.access.rawValue)),
            ("accessModifier", .string(plan.access == .public ? "public " : "")),
            ("naming", .string(plan.naming.rawValue)),
            ("envelope", plan.envelope.map(envelope) ?? .null),
            ("package", package(plan.package)),
        ])
    }

    private static func envelope(_ envelope: Envelope) -> TemplateValue {
        let success: (literal: String, type: String)
        switch envelope.success {
        case .int(let value): success = (String(value), "Int")
        case .string(let value): success = (SwiftStringLiteral.quoted(value), "String")
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
            "authors": .array(settings.authors.map { ["name": .string($0.name), "email": .string($0.version)] }),
            "homepage": settings.homepage.map(TemplateValue.string) ?? .null,
            "source": settings.source.map(TemplateValue.string) ?? .null,
            "license": settings.license.map(TemplateValue.string) ?? .null,
        ]
    }

    static func endpoint(_ plan: EndpointPlan, moduleName: String) -> TemplateDictionary {
        let segments = routeSegments(plan.route)
        return TemplateDictionary([
            ("name", .string(plan.name)),
            ("method", .string(plan.method)),
            ("path", .string(plan.path.template)),
            ("pathLiteral", .string(plan.path.interpolated)),
            ("pathParameters", .array(plan.path.parameters.map { key in
                ["name": .string(ReservedNames.argumentName(forKey: key)), "key": .string(key)]
            })),
            ("route", .string(plan.route)),
            ("routeSegments", .array(segments.map(TemplateValue.dictionary))),
            ("routeParameters", .array(segments.filter { $0["literal"] == .null }.map(TemplateValue.dictionary))),
            ("params", .array(plan.params.map { parameter in
                ["name": .string(ReservedNames.argumentName(forKey: parameter.name.value)), "key": .string(parameter.name.value), "type": .string(parameter.type)]
            })),
            ("arguments", .array(arguments(of: plan))),
            ("paramsIn", .string(["GET", "DELETE", "HEAD"].contains(plan.method) ? "query" : "body")),
            ("list", plan.list.map(list) ?? .null),
            ("sample", .string(plan.sample)),
            ("payloadType", .string(plan.model.payloadType.spelling)),
            ("modelName", .string(plan.modelName)),
            ("modelUsesFoundation", .bool(usesFoundation(plan.model))),
            ("declaresPayload", .bool(plan.model.declarations.contains { $0.name == plan.modelName })),
            ("declarations", .array(declarations(of: plan.model))),
        ])
    }

    /// `RequestArgument.arguments(of:)`, each with its Swift `name`, the `key` it is sent
    /// under, its Swift `type` and its `role` (`path`, `param`, `page` or `pageSize`).
    private static func arguments(of plan: EndpointPlan) -> [TemplateValue] {
        RequestArgument.arguments(of: plan).map { argument in
            ["name": .string(argument.name), "key": .string(argument.key), "type": .string(argument.type), "role": .string(argument.role.rawValue)]
        }
    }

    /// The segments of a URLNavigator pattern such as `jacob/product/<int:id>`: each either a
    /// `literal`, or a placeholder with its Swift `name`, its `key`, the `kind` URLNavigator
    /// converts it with (`string` when it names none), the Swift `type` of its value and its
    /// `index` among the segments.
    private static func routeSegments(_ route: String) -> [TemplateDictionary] {
        route.split(separator: "/").enumerated().map { index, segment in
            guard segment.hasPrefix("<"), segment.hasSuffix(">") else {
                return TemplateDictionary([("literal", .string(String(segment)))])
            }
            let parts = segment.dropFirst().dropLast().split(separator: ":", maxSplits: 1).map(String.init)
            let key = parts.last ?? ""
            let kind = parts.count == 2 ? parts[0] : "string"
            let types = ["int": "Int", "float": "Float", "uuid": "UUID"]
            return TemplateDictionary([
                ("literal", .null),
                ("name", .string(ReservedNames.argumentName(forKey: key))),
                ("key", .string(key)),
                ("kind", .string(kind)),
                ("type", .string(types[kind] ?? "String")),
                ("index", .int(index)),
            ])
        }
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

    /// Whether the model file may name a Foundation type: only a type the manifest pins can
    /// (`URL`, `Decimal`); the support types wrap the others in a file of their own.
    private static func usesFoundation(_ model: EndpointModel) -> Bool {
        func needsFoundation(_ type: SwiftTypeReference) -> Bool {
            switch type {
            case .verbatim: return true
            case .array(let element), .dictionary(let element), .optional(let element): return needsFoundation(element)
            default: return false
            }
        }
        func visit(_ declaration: ModelDeclaration) -> Bool {
            switch declaration {
            case .structure(let type):
                return type.properties.contains { needsFoundation($0.type) } || type.nested.contains(where: visit)
            case .union(let type):
                return type.cases.contains { needsFoundation($0.type) } || type.nested.contains(where: visit)
            case .enumeration:
                return false
            }
        }
        return needsFoundation(model.payloadType) || model.declarations.contains(where: visit)
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
                ["name": .string(item.name), "type": .string(item.type.spelling), "isIndirect": .bool(item.isIndirect)]
            })
            value["caseTypes"] = .string(type.cases.map(\.type.spelling).joined(separator: ", "))
        }
        return value
    }
}
