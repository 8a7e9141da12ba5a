import Diagnostics
import Stencil
import TemplateEngine

/// The workload as gen's template engine sees it.
enum GenEngine {
    static func context(_ workload: Workload) -> TemplateDictionary {
        let types = workload.types.map { type -> TemplateValue in
            let properties = type.properties.map { property -> TemplateValue in
                [
                    "name": .string(property.name),
                    "type": .string(property.type),
                    "key": .string(property.key),
                    "isOptional": .bool(property.isOptional),
                    "comment": .string(property.comment),
                ]
            }
            return [
                "name": .string(type.name),
                "comment": .string(type.comment),
                "properties": .array(properties),
            ]
        }
        return TemplateDictionary([("types", .array(types))])
    }

    static func compile(_ text: String) throws -> TemplateEngine.Template {
        try TemplateEngine.Template(source: SourceText(path: "Models.swift.stencil", text: text))
    }
}

/// The workload as Stencil 0.15.1 sees it, with the same whitespace rules and filter.
enum StencilEngine {
    static func context(_ workload: Workload) -> [String: Any] {
        let types: [[String: Any]] = workload.types.map { type in
            [
                "name": type.name,
                "comment": type.comment,
                "properties": type.properties.map { property -> [String: Any] in
                    [
                        "name": property.name,
                        "type": property.type,
                        "key": property.key,
                        "isOptional": property.isOptional,
                        "comment": property.comment,
                    ]
                },
            ]
        }
        return ["types": types]
    }

    static func environment() -> Environment {
        let filters = Extension()
        filters.registerFilter("upperFirst") { value in
            guard let text = value as? String else { return value }
            return text.prefix(1).uppercased() + text.dropFirst()
        }
        return Environment(extensions: [filters], trimBehaviour: .smart)
    }

    static func compile(_ text: String, in environment: Environment) -> Stencil.Template {
        Stencil.Template(templateString: text, environment: environment)
    }
}
