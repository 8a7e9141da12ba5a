import Planner
import TemplateEngine

// The template value of each context type, built by hand. It must equal what
// `TemplateValueEncoder` makes of the type's `Encodable` conformance, key for key and in the
// same order; `ContextValueTests` compares both for every example. Encoding through `Codable`
// costs the Swift runtime a protocol-conformance scan for every context type the first time
// one is encoded, which made the encoding a tenth of a cold `gen module` run.

extension TemplateValue {
    /// `value` as a string, or `null`.
    static func optional(_ value: String?) -> TemplateValue {
        value.map(TemplateValue.string) ?? .null
    }
}

extension ModuleContext {
    /// The module's dictionary, given its endpoints' values in endpoint order; `screens` and
    /// `actions` reuse them.
    func templateDictionary(endpoints values: [TemplateValue]) -> TemplateDictionary {
        let screens = zip(endpoints, values).filter { $0.0.isScreen }.map(\.1)
        let actions = zip(endpoints, values).filter { $0.0.isAction }.map(\.1)
        return [
            "module": module.templateValue,
            "endpoints": .array(values),
            "screens": .array(screens),
            "actions": .array(actions),
            "sharedModels": sharedModels.templateValue,
            "errorModels": .array(errorModels.map(\.templateValue)),
            "supportTypes": .array(supportTypes.map(TemplateValue.string)),
            "access": .string(access),
            "accessModifier": .string(accessModifier),
            "naming": .string(naming),
            "envelope": envelope?.templateValue ?? .null,
            "package": package.templateValue,
            "command": .string(command),
        ]
    }
}

extension ModuleContext.Module {
    var templateValue: TemplateValue {
        ["name": .string(name), "names": names.templateValue]
    }
}

extension ModuleNames {
    var templateValue: TemplateValue {
        [
            "api": .string(api),
            "router": .string(router),
            "route": .string(route),
            "entry": .string(entry),
            "routerFile": .string(routerFile),
            "entryFile": .string(entryFile),
        ]
    }
}

extension SharedModels {
    var templateValue: TemplateValue {
        ["declarations": .array(declarations.map(\.templateValue)), "usesFoundation": .bool(usesFoundation)]
    }
}

extension EnvelopeContext {
    var templateValue: TemplateValue {
        [
            "data": .string(data),
            "code": .string(code),
            "message": .optional(message),
            "successLiteral": .string(successLiteral),
            "codeType": .string(codeType),
        ]
    }
}

extension PackageContext {
    var templateValue: TemplateValue {
        [
            "version": .string(version),
            "platforms": .array(platforms.map(\.templateValue)),
            "dependencies": .array(dependencies.map(\.templateValue)),
            "authors": .array(authors.map(\.templateValue)),
            "homepage": .optional(homepage),
            "source": .optional(source),
            "license": .optional(license),
        ]
    }
}

extension PackageContext.Version {
    var templateValue: TemplateValue {
        ["name": .string(name), "version": .string(version)]
    }
}

extension PackageContext.Author {
    var templateValue: TemplateValue {
        ["name": .string(name), "email": .string(email)]
    }
}

extension ErrorModelContext {
    var templateValue: TemplateValue {
        [
            "name": .string(name),
            "payloadType": .string(payloadType),
            "declaresPayload": .bool(declaresPayload),
            "declarations": .array(declarations.map(\.templateValue)),
            "usesFoundation": .bool(usesFoundation),
            "sample": .string(sample),
        ]
    }
}
