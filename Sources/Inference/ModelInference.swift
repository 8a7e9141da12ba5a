import Diagnostics

/// Infers the model of one endpoint from its samples.
///
/// Rules:
/// - objects become structs; an object nested at key `shop` becomes the nested struct `Shop`,
///   an array of objects at key `items` the nested struct `Item`;
/// - a key missing from some of the merged objects, or `null` in any sample, makes the
///   property optional;
/// - a number is `Int` when every literal at its position is integral and fits 64 bits,
///   otherwise `Double`;
/// - a position that only ever held `null` is `String?`, and an array that was always empty
///   is `[String]`: the samples say nothing more, and both decode what was seen.
public enum ModelInference {
    public static func infer(endpointName: String, samples: [Sample]) throws(DiagnosticError) -> EndpointModel {
        var merger = ShapeMerger()
        let shape = try merger.shape(of: samples)
        var builder = StructBuilder()
        switch shape.kind {
        case .object(let object)?:
            let root = builder.makeStruct(named: endpointName, from: object, enclosingNames: [])
            return EndpointModel(payloadType: wrapOptional(.named(endpointName), shape), rootStruct: root)
        case .array(let element)?:
            let elementName = Naming.singularTypeName(endpointName)
            let (elementType, nested) = builder.reference(for: element, suggestedName: elementName, enclosingNames: [], siblings: [])
            let payload = wrapOptional(.array(elementType), shape)
            return EndpointModel(payloadType: payload, rootStruct: nested)
        default:
            let (type, _) = builder.reference(for: shape, suggestedName: endpointName, enclosingNames: [], siblings: [])
            return EndpointModel(payloadType: type, rootStruct: nil)
        }
    }

    private static func wrapOptional(_ type: SwiftTypeReference, _ shape: TypeShape) -> SwiftTypeReference {
        shape.isNullable ? .optional(type) : type
    }
}

/// Names and builds structs from merged object shapes.
private struct StructBuilder {
    /// Type names that would shadow the standard library or Foundation inside a model file.
    private static let reservedTypeNames: Set<String> = [
        "Any", "Array", "Bool", "Codable", "CodingKey", "CodingKeys", "Data", "Date", "Decimal",
        "Decodable", "Decoder", "Dictionary", "Double", "Encodable", "Encoder", "Error", "Float",
        "Int", "Optional", "Protocol", "Result", "Self", "Set", "String", "Type", "URL", "UUID",
    ]

    mutating func makeStruct(named name: String, from object: ObjectShape, enclosingNames: [String]) -> ModelStruct {
        var properties: [ModelProperty] = []
        var nestedTypes: [ModelStruct] = []
        var usedPropertyNames: Set<String> = []
        for field in object.fields {
            let propertyName = unique(Naming.propertyName(forKey: field.key), in: &usedPropertyNames)
            let suggested = Naming.upperCamelCase(field.key)
            let isArray: Bool
            if case .array? = field.shape.kind { isArray = true } else { isArray = false }
            let typeName = isArray ? Naming.singularTypeName(suggested) : suggested
            var (type, nested) = reference(
                for: field.shape,
                suggestedName: typeName,
                enclosingNames: enclosingNames + [name],
                siblings: nestedTypes.map(\.name)
            )
            if field.occurrences < object.occurrences, !type.isOptional {
                type = .optional(type)
            }
            properties.append(ModelProperty(name: propertyName, key: field.key, type: type))
            if let nested {
                nestedTypes.append(nested)
            }
        }
        return ModelStruct(name: name, properties: properties, nestedTypes: nestedTypes)
    }

    /// The Swift type for a shape, and the struct it declares when it holds an object.
    mutating func reference(
        for shape: TypeShape?,
        suggestedName: String,
        enclosingNames: [String],
        siblings: [String]
    ) -> (SwiftTypeReference, ModelStruct?) {
        guard let shape else { return (.string, nil) }
        let base: SwiftTypeReference
        var declared: ModelStruct?
        switch shape.kind {
        case nil, .string?:
            base = .string
        case .bool?:
            base = .bool
        case .integer?:
            base = .int
        case .double?:
            base = .double
        case .array(let element)?:
            let (elementType, nested) = reference(
                for: element,
                suggestedName: suggestedName,
                enclosingNames: enclosingNames,
                siblings: siblings
            )
            base = .array(elementType)
            declared = nested
        case .object(let object)?:
            let name = typeName(suggestedName, enclosingNames: enclosingNames, siblings: siblings)
            declared = makeStruct(named: name, from: object, enclosingNames: enclosingNames)
            base = .named(name)
        }
        return (shape.isNullable || shape.kind == nil ? .optional(base) : base, declared)
    }

    /// `suggested`, prefixed with the enclosing type's name when it would shadow a library
    /// type, and numbered when a sibling already has it.
    private func typeName(_ suggested: String, enclosingNames: [String], siblings: [String]) -> String {
        var name = suggested
        if Self.reservedTypeNames.contains(name) {
            name = (enclosingNames.last ?? "") + name
        }
        var candidate = name
        var counter = 2
        while siblings.contains(candidate) {
            candidate = "\(name)\(counter)"
            counter += 1
        }
        return candidate
    }

    private func unique(_ name: String, in used: inout Set<String>) -> String {
        var candidate = name
        var counter = 2
        while used.contains(candidate.trimmingBackticks) {
            candidate = "\(name.trimmingBackticks)\(counter)"
            counter += 1
        }
        used.insert(candidate.trimmingBackticks)
        return candidate
    }
}
