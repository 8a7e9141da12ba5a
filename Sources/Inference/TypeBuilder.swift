/// Turns merged shapes into named Swift declarations, applying the rules of
/// `ModelInference` and the manifest's pins.
struct TypeBuilder {
    /// Where a position is: the endpoint, then each JSON key and its Swift name.
    struct Path {
        var keys: [String]
        var names: [String]

        func appending(key: String, name: String) -> Path {
            Path(keys: keys + [key], names: names + [name.trimmingBackticks])
        }
    }

    /// The declarations being collected inside one type, and the names they already use.
    struct Scope {
        var typeName: String
        var declarations: [ModelDeclaration] = []
        var usedNames: Set<String> = []
    }

    /// Type names that would shadow the standard library or Foundation inside a model file.
    static let libraryTypeNames: Set<String> = [
        "Actor", "Any", "Array", "Bool", "Bundle", "Calendar", "Character", "Codable", "CodingKey",
        "CodingKeys", "Comparable", "Data", "Date", "Decimal", "Decodable", "Decoder", "Dictionary",
        "Double", "Encodable", "Encoder", "Equatable", "Error", "Float", "Hashable", "Identifiable",
        "Int", "Int8", "Int16", "Int32", "Int64", "Locale", "Measurement", "Never", "Notification",
        "Operation", "Optional", "Process", "Protocol", "Range", "Result", "Self", "Sendable", "Set",
        "String", "Substring", "Task", "Thread", "TimeZone", "Timer", "Type", "UInt", "UInt8",
        "UInt16", "UInt32", "UInt64", "URL", "UUID", "Unit", "Void",
    ]

    let settings: InferenceSettings
    let shared: SharedTypes
    /// Names every nested type must avoid: endpoint roots, shared and support types.
    var globalNames: Set<String>
    var supportTypes: Set<SupportType> = []
    var usedOverrides: Set<String> = []
    /// Shared types declared so far, by name.
    var declaredShared: Set<String> = []

    /// The Swift type for a position; declarations it needs go into `scope`, and shared types
    /// first used here into `topLevel`.
    mutating func reference(
        for shape: TypeShape?,
        suggestedName: String,
        path: Path,
        scope: inout Scope,
        topLevel: inout [ModelDeclaration]
    ) -> SwiftTypeReference {
        let pin = override(at: path)
        guard let shape, shape.kindCount > 0 || shape.isEnclosingType else {
            if case .verbatim(let spelling)? = pin { return .verbatim(spelling) }
            return .optional(.string)
        }
        let base: SwiftTypeReference
        if case .verbatim(let spelling)? = pin {
            return shape.isNullable && !spelling.hasSuffix("?") ? .optional(.verbatim(spelling)) : .verbatim(spelling)
        } else if shape.isEnclosingType {
            base = .named(scope.typeName)
        } else if pin == .date, let date = dateType(for: shape) {
            base = date
        } else if shape.kindCount > 1 {
            base = union(for: shape, suggestedName: suggestedName, path: path, scope: &scope, topLevel: &topLevel)
        } else if shape.booleans > 0 {
            base = .bool
        } else if let numbers = shape.numbers {
            base = numbers.allIntegers ? .int : .double
        } else if let strings = shape.strings {
            base = stringType(strings, pin: pin, suggestedName: suggestedName, scope: &scope)
        } else if let array = shape.array {
            let element = reference(
                for: array.element,
                suggestedName: suggestedName,
                path: path,
                scope: &scope,
                topLevel: &topLevel
            )
            base = .array(array.element == nil ? .string : element)
        } else if let object = shape.object {
            base = objectType(object, pin: pin, suggestedName: suggestedName, path: path, scope: &scope, topLevel: &topLevel)
        } else {
            base = .string
        }
        return shape.isNullable ? .optional(base) : base
    }

    // MARK: Objects

    private mutating func objectType(
        _ object: ObjectShape,
        pin: TypeOverride?,
        suggestedName: String,
        path: Path,
        scope: inout Scope,
        topLevel: inout [ModelDeclaration]
    ) -> SwiftTypeReference {
        let isMap = pin == .map || (pin != .structure && MapRule.isMap(object, settings: settings))
        if isMap {
            var values = TypeShape()
            for field in object.fields {
                values.merge(field.shape)
            }
            let value = reference(
                for: values,
                suggestedName: Naming.singularTypeName(suggestedName),
                path: path,
                scope: &scope,
                topLevel: &topLevel
            )
            return .dictionary(value)
        }
        if let sharedName = shared.name(for: object) {
            if !declaredShared.contains(sharedName), let merged = shared.mergedShape(named: sharedName) {
                declaredShared.insert(sharedName)
                var sharedTopLevel: [ModelDeclaration] = []
                let declaration = makeStruct(named: sharedName, from: merged, path: path, topLevel: &sharedTopLevel)
                topLevel.append(.structure(declaration))
                topLevel.append(contentsOf: sharedTopLevel)
            }
            return .named(sharedName)
        }
        let name = uniqueTypeName(suggestedName, in: &scope)
        let declaration = makeStruct(named: name, from: object, path: path, topLevel: &topLevel)
        scope.declarations.append(.structure(declaration))
        return .named(name)
    }

    mutating func makeStruct(named name: String, from object: ObjectShape, path: Path, topLevel: inout [ModelDeclaration]) -> ModelStruct {
        var scope = Scope(typeName: name)
        var properties: [ModelProperty] = []
        var usedPropertyNames: Set<String> = []
        for field in object.fields {
            let propertyName = Self.unique(Naming.propertyName(forKey: field.key), in: &usedPropertyNames)
            let keyName = Naming.upperCamelCase(field.key)
            let holdsMany = field.shape.array != nil && field.shape.kindCount == 1
            var type = reference(
                for: field.shape,
                suggestedName: holdsMany ? Naming.singularTypeName(keyName) : keyName,
                path: path.appending(key: field.key, name: propertyName),
                scope: &scope,
                topLevel: &topLevel
            )
            if field.occurrences < object.occurrences, !type.isOptional {
                type = .optional(type)
            }
            properties.append(ModelProperty(name: propertyName, key: field.key, type: type))
        }
        return ModelStruct(name: name, properties: properties, nested: scope.declarations)
    }

    // MARK: Strings

    private mutating func stringType(_ strings: StringStats, pin: TypeOverride?, suggestedName: String, scope: inout Scope) -> SwiftTypeReference {
        if pin == .string { return .string }
        if pin != .enumeration, settings.detectsFormats, let formatted = formattedType(strings.formats) {
            return formatted
        }
        let isEnum = pin == .enumeration || (!strings.hasTooManyValues
            && strings.distinct.count <= settings.enumMaximumCases
            && strings.count >= settings.enumMinimumOccurrences
            && strings.distinct.count * 2 <= strings.count
            && strings.distinct.allSatisfy { $0.count <= 40 && !$0.contains(where: \.isNewline) })
        guard isEnum, !strings.hasTooManyValues else { return .string }
        let name = uniqueTypeName(suggestedName, in: &scope)
        scope.declarations.append(.enumeration(Self.makeEnum(named: name, values: strings.firstSeen)))
        return .named(name)
    }

    private mutating func formattedType(_ formats: StringFormats) -> SwiftTypeReference? {
        if formats.contains(.dateTime) || formats.contains(.dateOnly) {
            supportTypes.insert(.iso8601Date)
            return .named(SupportType.iso8601Date.rawValue)
        }
        if formats.contains(.uppercaseUUID) { return .uuid }
        if formats.contains(.lowercaseUUID) {
            supportTypes.insert(.lowercaseUUID)
            return .named(SupportType.lowercaseUUID.rawValue)
        }
        if formats.contains(.webURL) { return .url }
        return nil
    }

    /// The type for a position the manifest pins as `Date`.
    private mutating func dateType(for shape: TypeShape) -> SwiftTypeReference? {
        if shape.kindCount == 1, shape.strings != nil {
            supportTypes.insert(.iso8601Date)
            return .named(SupportType.iso8601Date.rawValue)
        }
        if shape.kindCount == 1, let numbers = shape.numbers {
            let support: SupportType = numbers.largestMagnitude >= 100_000_000_000 ? .epochMilliseconds : .epochSeconds
            supportTypes.insert(support)
            return .named(support.rawValue)
        }
        return nil
    }

    static func makeEnum(named name: String, values: [String]) -> ModelEnum {
        var used: Set<String> = []
        let cases = values.map { value in
            ModelEnum.Case(name: unique(Naming.propertyName(forKey: value), in: &used), value: value)
        }
        return ModelEnum(name: name, cases: cases, unknownCaseName: used.contains("unknown") ? "unrecognized" : "unknown")
    }

    // MARK: Unions

    private mutating func union(
        for shape: TypeShape,
        suggestedName: String,
        path: Path,
        scope: inout Scope,
        topLevel: inout [ModelDeclaration]
    ) -> SwiftTypeReference {
        let name = uniqueTypeName(suggestedName, in: &scope)
        var unionScope = Scope(typeName: name)
        var cases: [ModelUnion.Case] = []
        if shape.booleans > 0 {
            cases.append(ModelUnion.Case(name: "bool", type: .bool))
        }
        if let numbers = shape.numbers {
            cases.append(numbers.allIntegers ? ModelUnion.Case(name: "int", type: .int) : ModelUnion.Case(name: "double", type: .double))
        }
        if shape.strings != nil {
            cases.append(ModelUnion.Case(name: "string", type: .string))
        }
        if let array = shape.array {
            var elementShape = array.element
            elementShape?.isNullable = false
            let element = reference(for: elementShape, suggestedName: "Element", path: path, scope: &unionScope, topLevel: &topLevel)
            cases.append(ModelUnion.Case(name: "array", type: .array(array.element == nil ? .string : element)))
        }
        if let object = shape.object {
            var objectShape = TypeShape()
            objectShape.object = object
            let type = reference(for: objectShape, suggestedName: "Object", path: path, scope: &unionScope, topLevel: &topLevel)
            cases.append(ModelUnion.Case(name: "object", type: type))
        }
        scope.declarations.append(.union(ModelUnion(name: name, cases: cases, nested: unionScope.declarations)))
        return .named(name)
    }

    // MARK: Names

    /// `suggested`, qualified with the enclosing type's name when it would shadow a library
    /// type, a top-level type or the enclosing type, or repeat a sibling; numbered only when
    /// the qualified name is taken too.
    private func uniqueTypeName(_ suggested: String, in scope: inout Scope) -> String {
        var name = suggested
        if Self.libraryTypeNames.contains(name) || globalNames.contains(name) || name == scope.typeName || scope.usedNames.contains(name) {
            name = scope.typeName + suggested
        }
        var candidate = name
        var counter = 2
        while scope.usedNames.contains(candidate) || globalNames.contains(candidate) {
            candidate = "\(name)\(counter)"
            counter += 1
        }
        scope.usedNames.insert(candidate)
        return candidate
    }

    static func unique(_ name: String, in used: inout Set<String>) -> String {
        var candidate = name
        var counter = 2
        while used.contains(candidate.trimmingBackticks) {
            candidate = "\(name.trimmingBackticks)\(counter)"
            counter += 1
        }
        used.insert(candidate.trimmingBackticks)
        return candidate
    }

    private mutating func override(at path: Path) -> TypeOverride? {
        for key in [path.keys.joined(separator: "."), path.names.joined(separator: ".")] {
            if let pin = settings.overrides[key] {
                usedOverrides.insert(key)
                return pin
            }
        }
        return nil
    }
}
