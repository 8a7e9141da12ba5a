/// A Swift type as it is spelled in a declaration.
public indirect enum SwiftTypeReference: Sendable, Equatable {
    case bool
    case int
    case double
    case string
    /// A struct declared by the model, named relative to the enclosing declaration.
    case named(String)
    case array(SwiftTypeReference)
    case optional(SwiftTypeReference)

    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    public var spelling: String {
        switch self {
        case .bool: return "Bool"
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .named(let name): return name
        case .array(let element): return "[\(element.spelling)]"
        case .optional(let wrapped): return "\(wrapped.spelling)?"
        }
    }
}

/// A stored property of a generated struct.
public struct ModelProperty: Sendable, Equatable {
    /// The Swift name, already a valid identifier (keywords are backticked).
    public var name: String
    /// The JSON key it decodes from.
    public var key: String
    public var type: SwiftTypeReference

    public init(name: String, key: String, type: SwiftTypeReference) {
        self.name = name
        self.key = key
        self.type = type
    }

    /// True when the Swift name differs from the key, so `CodingKeys` must map it.
    public var needsCodingKey: Bool {
        name.trimmingBackticks != key
    }
}

/// A `Codable` struct with the structs nested in it.
public struct ModelStruct: Sendable, Equatable {
    public var name: String
    public var properties: [ModelProperty]
    public var nestedTypes: [ModelStruct]

    public init(name: String, properties: [ModelProperty], nestedTypes: [ModelStruct]) {
        self.name = name
        self.properties = properties
        self.nestedTypes = nestedTypes
    }

    public var needsCodingKeys: Bool {
        properties.contains(where: \.needsCodingKey)
    }
}

/// What inference produced for one endpoint: the type its response decodes to and the
/// structs that type needs.
public struct EndpointModel: Sendable, Equatable {
    /// The Swift type of the whole response, e.g. `Home` or `[Product]`.
    public var payloadType: SwiftTypeReference
    /// The top-level struct, when the payload is or holds an object.
    public var rootStruct: ModelStruct?

    public init(payloadType: SwiftTypeReference, rootStruct: ModelStruct?) {
        self.payloadType = payloadType
        self.rootStruct = rootStruct
    }
}

extension String {
    var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
    }
}
