import Diagnostics
import Inference
import Inputs
import Planner
import Support
import TemplateEngine

/// Each item of `endpoint.declarations`: a struct, a string enum or a union of the model file.
package struct DeclarationContext: Sendable, Encodable {
    /// `{name, key, type, isOptional, needsCodingKey}`: a stored property of a struct.
    package struct Property: Sendable, Encodable {
        package var name: String
        package var key: String
        package var type: String
        package var isOptional: Bool
        package var needsCodingKey: Bool
    }

    /// `{name, value}`: a case of a string enum and the string it decodes from.
    package struct EnumCase: Sendable, Encodable {
        package var name: String
        package var value: String
    }

    /// `{name, type, isIndirect}`: a case of a union, the type its value decodes as, and
    /// whether the case holds the union's own struct (declared `indirect`).
    package struct UnionCase: Sendable, Encodable {
        package var name: String
        package var type: String
        package var isIndirect: Bool
    }

    package enum Kind: Sendable {
        case structure(needsCodingKeys: Bool, properties: [Property])
        case enumeration(unknownCase: String, cases: [EnumCase])
        case union(cases: [UnionCase], caseTypes: String)
    }

    package var name: String
    /// The qualified name of the type it is declared in; nil at the top level.
    package var parent: String?
    package var kind: Kind

    /// Every declaration of a model file, outermost first. Nested declarations carry the
    /// qualified name of the type they are declared in, so templates can place them in an
    /// extension of it.
    static func declarations(of declarations: [ModelDeclaration]) -> [DeclarationContext] {
        var result: [DeclarationContext] = []
        func visit(_ declaration: ModelDeclaration, parent: String?) {
            result.append(DeclarationContext(declaration, parent: parent))
            let qualified = parent.map { "\($0).\(declaration.name)" } ?? declaration.name
            for nested in declaration.nested {
                visit(nested, parent: qualified)
            }
        }
        for declaration in declarations {
            visit(declaration, parent: nil)
        }
        return result
    }

    init(_ declaration: ModelDeclaration, parent: String?) {
        name = declaration.name
        self.parent = parent
        switch declaration {
        case .structure(let type):
            kind = .structure(needsCodingKeys: type.needsCodingKeys, properties: type.properties.map { property in
                Property(
                    name: property.name,
                    key: property.key,
                    type: property.type.spelling,
                    isOptional: property.type.isOptional,
                    needsCodingKey: property.needsCodingKey
                )
            })
        case .enumeration(let type):
            kind = .enumeration(unknownCase: type.unknownCaseName, cases: type.cases.map { EnumCase(name: $0.name, value: $0.value) })
        case .union(let type):
            kind = .union(
                cases: type.cases.map { UnionCase(name: $0.name, type: $0.type.spelling, isIndirect: $0.isIndirect) },
                caseTypes: type.cases.map(\.type.spelling).joined(separator: ", ")
            )
        }
    }

    private enum CodingKeys: String, CodingKey {
        case name, parent, kind, needsCodingKeys, properties, unknownCase, cases, caseTypes
    }

    /// `name`, `parent` and `kind` (`struct`, `enum` or `union`), then the keys of that kind.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(parent, forKey: .parent)
        switch kind {
        case .structure(let needsCodingKeys, let properties):
            try container.encode("struct", forKey: .kind)
            try container.encode(needsCodingKeys, forKey: .needsCodingKeys)
            try container.encode(properties, forKey: .properties)
        case .enumeration(let unknownCase, let cases):
            try container.encode("enum", forKey: .kind)
            try container.encode(unknownCase, forKey: .unknownCase)
            try container.encode(cases, forKey: .cases)
        case .union(let cases, let caseTypes):
            try container.encode("union", forKey: .kind)
            try container.encode(cases, forKey: .cases)
            try container.encode(caseTypes, forKey: .caseTypes)
        }
    }
}

extension ModelDeclaration {
    /// Whether a model file declaring these types, whose payload is `payloadType`, names a
    /// Foundation type: only a type the manifest pins can (`URL`, `Decimal`); the support
    /// types wrap the others in a file of their own.
    static func useFoundation(_ declarations: [ModelDeclaration], payloadType: SwiftTypeReference? = nil) -> Bool {
        spell(declarations, payloadType: payloadType, unions: false) { type in
            if case .verbatim = type { return true }
            return false
        }
    }

    /// Whether a model file declaring these types, whose payload is `payloadType`, names a
    /// support type of the core (`ISO8601Date`, `Indirect`, `JSONValue`, …), as a union
    /// always does in its `unknown` case, so that it imports the core. Decided per file, so
    /// that a support type one endpoint gains or loses changes no other endpoint's file.
    static func useSupportTypes(_ declarations: [ModelDeclaration], payloadType: SwiftTypeReference? = nil) -> Bool {
        spell(declarations, payloadType: payloadType, unions: true) { type in
            switch type {
            case .indirect: return true
            case .named(let name): return SupportType(rawValue: name) != nil
            case .verbatim(let spelling):
                let names = (try? SwiftTypeSpelling.parse(spelling).get())?.names ?? []
                return names.contains { SupportType(rawValue: $0.name) != nil }
            default: return false
            }
        }
    }

    /// Whether the declarations or the payload type spell a type that `matches`, alone or
    /// inside an array, dictionary, optional or `Indirect`; with `unions`, any union counts.
    private static func spell(
        _ declarations: [ModelDeclaration],
        payloadType: SwiftTypeReference?,
        unions: Bool,
        _ matches: (SwiftTypeReference) -> Bool
    ) -> Bool {
        func holds(_ type: SwiftTypeReference) -> Bool {
            if matches(type) { return true }
            switch type {
            case .array(let element), .dictionary(let element), .optional(let element), .indirect(let element): return holds(element)
            default: return false
            }
        }
        func visit(_ declaration: ModelDeclaration) -> Bool {
            switch declaration {
            case .structure(let type):
                return type.properties.contains { holds($0.type) } || type.nested.contains(where: visit)
            case .union(let type):
                return unions || type.cases.contains { holds($0.type) } || type.nested.contains(where: visit)
            case .enumeration:
                return false
            }
        }
        return payloadType.map(holds) == true || declarations.contains(where: visit)
    }
}
