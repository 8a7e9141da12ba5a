/// A Swift type as it is spelled in a declaration.
package indirect enum SwiftTypeReference: Sendable, Hashable {
    case bool
    case int
    case double
    case string
    /// A type declared by the model or its support file, named relative to where it is used.
    case named(String)
    /// A type pinned in the manifest, spelled as written there.
    case verbatim(String)
    case array(SwiftTypeReference)
    /// `[String: T]`, for objects whose keys are data.
    case dictionary(SwiftTypeReference)
    case optional(SwiftTypeReference)
    /// `Indirect<T>`, a value of a struct's own type that the struct holds, stored out of line.
    case indirect(SwiftTypeReference)

    package var isOptional: Bool {
        if case .optional = self { return true }
        if case .verbatim(let spelling) = self { return spelling.hasSuffix("?") }
        return false
    }

    package var spelling: String {
        switch self {
        case .bool: return "Bool"
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .named(let name), .verbatim(let name): return name
        case .array(let element): return "[\(element.spelling)]"
        case .dictionary(let value): return "[String: \(value.spelling)]"
        case .optional(let wrapped): return "\(wrapped.spelling)?"
        case .indirect(let value): return "Indirect<\(value.spelling)>"
        }
    }
}

/// A stored property of a generated struct.
package struct ModelProperty: Sendable, Equatable {
    /// The Swift name, already a valid identifier (keywords are backticked).
    package var name: String
    /// The JSON key it decodes from.
    package var key: String
    package var type: SwiftTypeReference

    package init(name: String, key: String, type: SwiftTypeReference) {
        self.name = name
        self.key = key
        self.type = type
    }

    /// True when the Swift name differs from the key, so `CodingKeys` must map it.
    package var needsCodingKey: Bool {
        name.trimmingBackticks != key
    }
}

/// A `Codable` struct.
package struct ModelStruct: Sendable, Equatable {
    package var name: String
    package var properties: [ModelProperty]
    /// Declarations nested in this struct.
    package var nested: [ModelDeclaration]

    package var needsCodingKeys: Bool {
        properties.contains(where: \.needsCodingKey)
    }
}

/// A string with few known values: one case per value, plus a case that keeps any value
/// the server adds later, so decoding never fails and re-encoding is lossless.
package struct ModelEnum: Sendable, Equatable {
    package struct Case: Sendable, Equatable {
        package var name: String
        package var value: String
    }

    package var name: String
    package var cases: [Case]
    /// The name of the catch-all case, `unknown` unless a value took that name.
    package var unknownCaseName: String
}

/// A position that holds different JSON kinds: one case per kind, tried in order.
package struct ModelUnion: Sendable, Equatable {
    package struct Case: Sendable, Equatable {
        package var name: String
        package var type: SwiftTypeReference
        /// True for the case of a union held by the struct its case holds (`indirect case`),
        /// so the struct has a size.
        package var isIndirect = false
    }

    package var name: String
    package var cases: [Case]
    /// Declarations nested in this union, such as the struct of its object case.
    package var nested: [ModelDeclaration]
}

package indirect enum ModelDeclaration: Sendable, Equatable {
    case structure(ModelStruct)
    case enumeration(ModelEnum)
    case union(ModelUnion)

    package var name: String {
        switch self {
        case .structure(let value): return value.name
        case .enumeration(let value): return value.name
        case .union(let value): return value.name
        }
    }

    package var nested: [ModelDeclaration] {
        switch self {
        case .structure(let value): return value.nested
        case .union(let value): return value.nested
        case .enumeration: return []
        }
    }
}

/// Types gen writes once per module when a model needs them.
package enum SupportType: String, Sendable, CaseIterable, Comparable {
    /// ISO 8601 text, kept as written.
    case iso8601Date = "ISO8601Date"
    /// Seconds since 1970, for numbers pinned as `Date`.
    case epochSeconds = "EpochSeconds"
    /// Milliseconds since 1970, for numbers pinned as `Date`.
    case epochMilliseconds = "EpochMilliseconds"
    /// A UUID written in lower case, kept as written.
    case lowercaseUUID = "LowercaseUUID"
    /// A UUID written in upper case, kept as written.
    case uppercaseUUID = "UppercaseUUID"
    /// A web address, kept as written. It was `WebURL`, the main type of the swift-url
    /// package, which an app may import beside the module (`ApiChanges.renamedSupportTypes`).
    case urlText = "URLText"
    /// A value of a struct's own type held by that struct, stored out of line.
    case indirect = "Indirect"
    /// Any JSON value, kept whole: a field no sample had other than `null`, and a union's
    /// `unknown` case, for a kind no sample had.
    case jsonValue = "JSONValue"

    package static func < (lhs: SupportType, rhs: SupportType) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// What inference produced for one endpoint.
package struct EndpointModel: Sendable, Equatable {
    /// The name of the payload: its struct, or the type alias of any other payload type.
    package var name: String
    /// The Swift type of the whole response, e.g. `Home`, `[Product]` or `Int`.
    package var payloadType: SwiftTypeReference
    /// Top-level declarations that go in this endpoint's model file, outermost first.
    package var declarations: [ModelDeclaration]

    package init(name: String, payloadType: SwiftTypeReference, declarations: [ModelDeclaration]) {
        self.name = name
        self.payloadType = payloadType
        self.declarations = declarations
    }
}

/// The models of every endpoint of a module.
package struct ModuleModel: Sendable, Equatable {
    /// In the order the endpoints were given.
    package var endpoints: [EndpointModel]
    /// The types several places use (see `SharedTypes`), sorted by name.
    package var shared: [ModelDeclaration]
    package var supportTypes: [SupportType]
    /// The name of every struct, enum and union other than an endpoint's root, by identity,
    /// qualified from the top level: what `.gen.lock` records.
    package var typeNames: [TypeIdentity: String]
}

extension String {
    /// The name without the backticks that make a keyword an identifier.
    package var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
    }
}
