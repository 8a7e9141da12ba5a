/// Turns merged shapes into named Swift declarations, applying the rules of
/// `ModelInference` and the manifest's pins.
struct TypeBuilder: Sendable {
    /// Where a position is: the endpoint, then each JSON key and its Swift name, and the
    /// structs around it, which recursion folding's markers below it stand for.
    struct Path: Sendable {
        /// A struct around a position.
        struct Enclosing: Sendable {
            var name: Scope.Name
            /// Whether every property of the struct is optional, so it decodes any object.
            var takesAnyObject: Bool
        }

        var keys: [String]
        var names: [String]
        /// The structs around the position, the innermost last.
        var enclosingTypes: [Enclosing] = []

        /// Inside a shared type: its name and how many of `keys` lead to the place it was
        /// built from, so the types nested in it have one identity whichever place that was.
        var sharedRoot: (name: String, depth: Int)?

        /// The struct a marker `levels` structs up stands for (0: the innermost).
        func enclosing(levels: Int) -> Enclosing? {
            let index = enclosingTypes.count - 1 - levels
            return enclosingTypes.indices.contains(index) ? enclosingTypes[index] : nil
        }

        func appending(key: String, name: String) -> Path {
            var path = self
            path.keys.append(key)
            path.names.append(name.trimmingBackticks)
            return path
        }

        /// What the type at this position is, as the lock records it: its key path, or
        /// inside a shared type `%Name` and the keys below it.
        func identity(_ kind: TypeIdentity.Kind) -> TypeIdentity {
            guard let sharedRoot else { return place(kind) }
            let below = TypeIdentity(kind: kind, keys: Array(keys.dropFirst(sharedRoot.depth))).path
            return TypeIdentity(kind: kind, path: below.isEmpty ? "%" + sharedRoot.name : "%" + sharedRoot.name + "." + below)
        }

        /// The position in the samples, for finding the shared types found there.
        func place(_ kind: TypeIdentity.Kind) -> TypeIdentity {
            TypeIdentity(kind: kind, keys: keys)
        }
    }

    /// The declarations being collected inside one type, and the names they already use.
    struct Scope: Sendable {
        /// A declared type's own name and its name from the top level (`Home.Item`).
        struct Name: Equatable, Sendable {
            var simple: String
            var qualified: String
        }

        var name: Name
        var declarations: [ModelDeclaration] = []
        var usedNames: Set<String> = []

        var typeName: String { name.simple }

        /// The scope at the top level of a model file.
        static let topLevel = Scope(name: Name(simple: "", qualified: ""))

        /// The scope of a type named `simple`, declared in this scope.
        func nested(_ simple: String) -> Scope {
            Scope(name: Name(simple: simple, qualified: name.qualified.isEmpty ? simple : name.qualified + "." + simple))
        }
    }

    let settings: InferenceSettings
    let shared: SharedTypes
    let memory: TypeNameMemory
    /// Names every nested type of the model being built must avoid: the types its code
    /// names (library, support and the shared types it uses) and its root's name.
    var globalNames: Set<String>
    var supportTypes: Set<SupportType> = []
    var usedOverrides: Set<String> = []
    /// Shared types declared so far, by name.
    var sharedDeclarations: [String: ModelDeclaration] = [:]
    /// The name given to each type, by identity, for the lock.
    var chosenNames: [TypeIdentity: String] = [:]
    /// Whether shared types first used here are left for `declareShared` to build: set on
    /// the builder of one endpoint built in parallel with the others, since the first use in
    /// endpoint order decides where a shared type is built from.
    var defersSharedTypes = false
    /// The shared types this builder left to build, in order of first use.
    var deferredShared: [DeferredShared] = []

    init(settings: InferenceSettings, shared: SharedTypes, memory: TypeNameMemory) {
        self.settings = settings
        self.shared = shared
        self.memory = memory
        globalNames = []
        chosenNames = shared.identities
    }

    /// The names the nested types of an endpoint's model, or of a shared type, named
    /// `owner` must leave free.
    func namesAvoided(by owner: String, declaring declared: String) -> Set<String> {
        Self.modelFileNames.union(shared.usedBelow[owner] ?? []).union([declared])
    }

    /// Types the code of a model file names: library and support types.
    static let modelFileNames: Set<String> = Naming.libraryTypeNames
        .union(SupportType.allCases.map(\.rawValue))
        .union(["DecodingError", "EncodingError"])

    /// The Swift type for a position; declarations it needs go into `scope`, and shared types
    /// first used here into `sharedDeclarations`. `isProperty` says the position is a stored property
    /// of the struct being built (not an array element or a map value), so a value of that
    /// struct there is stored out of line.
    mutating func reference(
        for shape: TypeShape?,
        suggestedName: String,
        path: Path,
        scope: inout Scope,
        isProperty: Bool = false
    ) -> SwiftTypeReference {
        let pin = override(at: path)
        guard let shape, shape.kindCount > 0 else {
            if case .verbatim(let spelling)? = pin { return .verbatim(spelling) }
            guard shape != nil else { return .optional(.string) }
            if isProperty, let owner = path.enclosingTypes.last?.name.qualified, let property = path.names.last,
               let kept = memory.recordedScalar(of: property, in: owner) {
                return .optional(kept)
            }
            supportTypes.insert(.jsonValue)
            return .optional(.named(SupportType.jsonValue.rawValue))
        }
        let base: SwiftTypeReference
        if case .verbatim(let spelling)? = pin {
            return shape.isNullable && !spelling.hasSuffix("?") ? .optional(.verbatim(spelling)) : .verbatim(spelling)
        } else if pin == .date, let date = dateType(for: shape) {
            base = date
        } else if shape.kindCount > 1 {
            base = union(for: shape, suggestedName: suggestedName, path: path, scope: &scope, isProperty: isProperty)
        } else if shape.isEnclosingType {
            base = enclosingReference(path, levels: shape.enclosingLevels, from: scope, isProperty: isProperty)
        } else if shape.booleans > 0 {
            base = .bool
        } else if let numbers = shape.numbers {
            base = numbers.allIntegers ? .int : .double
        } else if let strings = shape.strings {
            base = stringType(strings, pin: pin, path: path, suggestedName: suggestedName, scope: &scope)
        } else if let array = shape.array {
            let element = reference(
                for: array.element,
                suggestedName: suggestedName,
                path: path,
                scope: &scope
            )
            base = .array(array.element == nil ? .string : element)
        } else if let object = shape.object {
            base = objectType(object, pin: pin, suggestedName: suggestedName, path: path, scope: &scope)
        } else {
            base = .string
        }
        return shape.isNullable ? .optional(base) : base
    }

    /// The struct a recursion marker stands for, in `Indirect` when the struct holds it as a
    /// property of its own type.
    private mutating func enclosingReference(_ path: Path, levels: Int, from scope: Scope, isProperty: Bool) -> SwiftTypeReference {
        let enclosing = Self.enclosingReference(path, levels: levels, from: scope)
        guard isProperty else { return enclosing }
        supportTypes.insert(.indirect)
        return .indirect(enclosing)
    }

    /// The struct a recursion marker `levels` structs up stands for: its own name inside
    /// itself, its name from the top level anywhere else (inside a union or struct nested in
    /// it).
    static func enclosingReference(_ path: Path, levels: Int, from scope: Scope) -> SwiftTypeReference {
        guard let enclosing = path.enclosing(levels: levels)?.name else { return .named(scope.typeName) }
        return .named(enclosing == scope.name ? enclosing.simple : enclosing.qualified)
    }

    // MARK: Objects

    private mutating func objectType(
        _ object: ObjectShape,
        pin: TypeOverride?,
        suggestedName: String,
        path: Path,
        scope: inout Scope
    ) -> SwiftTypeReference {
        if MapRule.isMap(object, pin: pin, key: path.keys.last, settings: settings) {
            let value = reference(
                for: object.mergedFieldShapes,
                suggestedName: Naming.singularTypeName(suggestedName),
                path: path,
                scope: &scope
            )
            return .dictionary(value)
        }
        if let sharedName = shared.structName(for: object, at: path.place(.structure).path) {
            if defersSharedTypes {
                if sharedDeclarations[sharedName] == nil {
                    sharedDeclarations[sharedName] = .structure(ModelStruct(name: sharedName, properties: [], nested: []))
                    deferredShared.append(.structure(name: sharedName, path: path))
                }
            } else {
                declareSharedStruct(sharedName, firstUsedAt: path)
            }
            return .named(sharedName)
        }
        let name = uniqueTypeName(suggestedName, in: &scope, identity: path.identity(.structure), path: path)
        let declaration = makeStruct(in: scope.nested(name), from: object, path: path)
        scope.declarations.append(.structure(declaration))
        return .named(name)
    }

    /// The struct of `object`, whose own scope is `structScope`.
    mutating func makeStruct(in structScope: Scope, from object: ObjectShape, path: Path) -> ModelStruct {
        var scope = structScope
        var path = path
        path.enclosingTypes.append(Path.Enclosing(name: scope.name, takesAnyObject: !Self.hasRequiredProperty(object)))
        var properties: [ModelProperty] = []
        for (field, propertyName) in zip(object.fields, PropertyNames.names(forKeys: object.fields.map(\.key), remembered: memory.propertyNames[scope.name.qualified] ?? [:])) {
            let keyName = Naming.typeName(forKey: field.key)
            let holdsMany = field.shape.array != nil && field.shape.kindCount == 1
            var type = reference(
                for: field.shape,
                suggestedName: holdsMany ? Naming.singularTypeName(keyName) : keyName,
                path: path.appending(key: field.key, name: propertyName),
                scope: &scope,
                isProperty: true
            )
            if field.occurrences < object.occurrences, !type.isOptional {
                type = .optional(type)
            }
            properties.append(ModelProperty(name: propertyName, key: field.key, type: type))
        }
        return ModelStruct(name: scope.typeName, properties: properties, nested: scope.declarations)
    }
}
