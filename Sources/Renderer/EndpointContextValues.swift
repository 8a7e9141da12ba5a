import Planner
import TemplateEngine

// `endpoint` and the parts of it, as `ContextValues.swift` explains.

extension EndpointContext {
    var templateValue: TemplateValue {
        [
            "name": .string(name),
            "names": names.templateValue,
            "method": .string(method),
            "path": .string(path),
            "pathLiteral": .string(pathLiteral),
            "pathParts": .array(pathParts.map(\.templateValue)),
            "pathParameters": .array(pathParameters.map(\.templateValue)),
            "route": .optional(route),
            "isScreen": .bool(isScreen),
            "isAction": .bool(isAction),
            "routeSegments": .array(routeSegments.map(\.templateValue)),
            "routeParameters": .array(routeParameters.map(\.templateValue)),
            "params": .array(params.map(\.templateValue)),
            "arguments": .array(arguments.map(\.templateValue)),
            "paramsIn": .string(paramsIn),
            "list": list?.templateValue ?? .null,
            "sample": .string(sample),
            "payloadType": .string(payloadType),
            "modelName": .string(modelName),
            "modelUsesFoundation": .bool(modelUsesFoundation),
            "declaresPayload": .bool(declaresPayload),
            "declarations": .array(declarations.map(\.templateValue)),
            "errorModel": .optional(errorModel),
            "fixture": .optional(fixture),
            "screen": screen?.templateValue ?? .null,
            "opens": opens?.templateValue ?? .null,
        ]
    }
}

extension RowDestination {
    var templateValue: TemplateValue {
        ["name": .string(name), "arguments": .array(arguments.map(\.templateValue))]
    }
}

extension RowDestination.Argument {
    var templateValue: TemplateValue {
        ["label": .string(label), "name": .string(name), "value": .string(value), "inRoute": .bool(inRoute)]
    }
}

extension EndpointContext.PathParameter {
    var templateValue: TemplateValue {
        ["name": .string(name), "key": .string(key), "type": .string(type)]
    }
}

extension EndpointContext.PathPart {
    var templateValue: TemplateValue {
        if let literal {
            return ["literal": .string(literal)]
        }
        return [
            "literal": .null,
            "name": .optional(parameter?.name),
            "key": .optional(parameter?.key),
            "type": .optional(parameter?.type),
        ]
    }
}

extension EndpointContext.Param {
    var templateValue: TemplateValue {
        ["name": .string(name), "key": .string(key), "type": .string(type)]
    }
}

extension EndpointContext.List {
    var templateValue: TemplateValue {
        [
            "pageKey": .string(pageKey),
            "sizeKey": .string(sizeKey),
            "firstPage": .int(firstPage),
            "pageSize": .int(pageSize),
            "items": .string(items),
            "itemType": .string(itemType),
        ]
    }
}

extension EndpointNames {
    var templateValue: TemplateValue {
        [
            "api": .string(api),
            "viewModel": .string(viewModel),
            "viewController": .string(viewController),
            "cell": .string(cell),
            "action": .string(action),
            "modelFile": .string(modelFile),
            "cellFile": .string(cellFile),
        ]
    }
}

extension RequestArgument {
    var templateValue: TemplateValue {
        ["name": .string(name), "label": .string(label), "key": .string(key), "type": .string(type), "role": .string(role.rawValue)]
    }
}

extension RouteSegmentContext {
    var templateValue: TemplateValue {
        if let literal {
            return ["literal": .string(literal)]
        }
        return ["literal": .null, "name": .string(name), "key": .string(key), "kind": .string(kind), "type": .string(type), "index": .int(index)]
    }
}

extension DeclarationContext {
    var templateValue: TemplateValue {
        var value: TemplateDictionary = ["name": .string(name), "parent": .optional(parent)]
        switch kind {
        case .structure(let needsCodingKeys, let properties):
            value["kind"] = "struct"
            value["needsCodingKeys"] = .bool(needsCodingKeys)
            value["properties"] = .array(properties.map(\.templateValue))
        case .enumeration(let unknownCase, let cases):
            value["kind"] = "enum"
            value["unknownCase"] = .string(unknownCase)
            value["cases"] = .array(cases.map(\.templateValue))
        case .union(let cases, let caseTypes):
            value["kind"] = "union"
            value["cases"] = .array(cases.map(\.templateValue))
            value["caseTypes"] = .string(caseTypes)
        }
        return .dictionary(value)
    }
}

extension DeclarationContext.Property {
    var templateValue: TemplateValue {
        ["name": .string(name), "key": .string(key), "type": .string(type), "isOptional": .bool(isOptional), "needsCodingKey": .bool(needsCodingKey)]
    }
}

extension DeclarationContext.EnumCase {
    var templateValue: TemplateValue {
        ["name": .string(name), "value": .string(value)]
    }
}

extension DeclarationContext.UnionCase {
    var templateValue: TemplateValue {
        ["name": .string(name), "type": .string(type), "isIndirect": .bool(isIndirect)]
    }
}

extension ScreenLayout {
    var templateValue: TemplateValue {
        [
            "kind": .string(kind),
            "type": .string(type),
            "title": title?.templateValue ?? .null,
            "subtitle": subtitle?.templateValue ?? .null,
            "image": image?.templateValue ?? .null,
            "price": price?.templateValue ?? .null,
            "date": date?.templateValue ?? .null,
            "fields": .array(fields.map(\.templateValue)),
        ]
    }
}

extension ScreenLayout.Field {
    var templateValue: TemplateValue {
        ["name": .string(name), "label": .string(label), "role": .string(role), "text": .optional(text), "url": .optional(url)]
    }
}
