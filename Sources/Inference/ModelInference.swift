/// Infers the models of a module's endpoints from their samples.
///
/// Rules, each documented in the README:
/// - all samples of an endpoint, and all elements of every array, merge into one type per
///   position; a key missing from some objects, or `null`, makes the property optional;
/// - numbers are `Int` when every literal is integral and fits 64 bits, else `Double`;
/// - strings become `ISO8601Date`, `UUID`/`LowercaseUUID` or `URL` when every value has that
///   format, a string enum when few values repeat (see `InferenceSettings`), else `String`;
/// - objects become structs, or `[String: T]` when their keys are data (see `MapRule`);
///   objects of one shape met in several places become one shared top-level struct, and a
///   tree (an array of the object itself under the same key) one recursive struct;
/// - a position holding several JSON kinds becomes a union enum with one case per kind;
/// - a position only ever `null` is `String?`, an array only ever empty `[String]`; the
///   manifest can pin either.
public enum ModelInference {
    public struct Result: Sendable {
        public var module: ModuleModel
        /// Manifest pins whose path names no position of any sample.
        public var unusedOverrides: [String]
    }

    public static func infer(
        endpoints: [(name: String, samples: [Sample])],
        settings: InferenceSettings = InferenceSettings(),
        reserved: ReservedTypeNames = ReservedTypeNames()
    ) -> Result {
        var roots: [(name: String, shape: TypeShape)] = []
        for endpoint in endpoints {
            var shape = TypeShape()
            for sample in endpoint.samples {
                shape.add(sample.value)
            }
            RecursionFolding.fold(&shape)
            roots.append((endpoint.name, shape))
        }
        let names = rootNames(of: roots, reserved: reserved)
        let rootNames = Set(names.map(\.root))
        let supportNames = Set(SupportType.allCases.map(\.rawValue))
        let taken = rootNames.union(supportNames).union(reserved.names)
        let shared = SharedTypes.find(in: roots, settings: settings, takenNames: taken)
        var builder = TypeBuilder(settings: settings, shared: shared, globalNames: taken.union(shared.names))
        var models: [EndpointModel] = []
        for (root, name) in zip(roots, names) {
            models.append(build(root.name, root.shape, payloadName: name.payload, typeName: name.root, builder: &builder))
        }
        let unused = settings.overrides.keys.filter { !builder.usedOverrides.contains($0) }.sorted()
        return Result(
            module: ModuleModel(endpoints: models, supportTypes: builder.supportTypes.sorted()),
            unusedOverrides: unused
        )
    }

    /// The top-level type an endpoint declares: its name for an object, the singular of its
    /// name for an array of objects (`Products` → `[Product]`).
    private static func rootTypeName(endpointName: String, shape: TypeShape) -> String {
        shape.kindCount == 1 && shape.array != nil ? Naming.singularTypeName(endpointName) : endpointName
    }

    /// Each endpoint's payload name and root type name, in endpoint order, none of them
    /// reserved and no root type name used twice.
    private static func rootNames(of roots: [(name: String, shape: TypeShape)], reserved: ReservedTypeNames) -> [(payload: String, root: String)] {
        var taken: Set<String> = []
        return roots.map { root in
            let payload = reserved.names.contains(root.name) ? reserved.available(root.name, payloadName: root.name, taken: taken) : root.name
            let suggested = rootTypeName(endpointName: payload, shape: root.shape)
            let typeName = reserved.names.contains(suggested) || taken.contains(suggested)
                ? reserved.available(suggested, payloadName: payload, taken: taken)
                : suggested
            taken.insert(typeName)
            let isArray = root.shape.kindCount == 1 && root.shape.array != nil
            return (isArray ? payload : typeName, typeName)
        }
    }

    private static func build(_ name: String, _ shape: TypeShape, payloadName: String, typeName: String, builder: inout TypeBuilder) -> EndpointModel {
        let path = TypeBuilder.Path(keys: [name], names: [name])
        var topLevel: [ModelDeclaration] = []
        var scope = TypeBuilder.Scope(typeName: "")
        let payload: SwiftTypeReference
        if shape.kindCount == 1, let object = shape.object, !MapRule.isMap(object, settings: builder.settings),
           builder.settings.overrides[name] == nil {
            let root = builder.makeStruct(named: typeName, from: object, path: path, topLevel: &topLevel)
            topLevel.insert(.structure(root), at: 0)
            payload = shape.isNullable ? .optional(.named(typeName)) : .named(typeName)
        } else if shape.kindCount == 1, let element = shape.array?.element, element.kindCount == 1, let object = element.object,
                  !MapRule.isMap(object, settings: builder.settings) {
            let root = builder.makeStruct(named: typeName, from: object, path: path, topLevel: &topLevel)
            topLevel.insert(.structure(root), at: 0)
            let elementType: SwiftTypeReference = element.isNullable ? .optional(.named(typeName)) : .named(typeName)
            payload = shape.isNullable ? .optional(.array(elementType)) : .array(elementType)
        } else {
            let allNames = builder.globalNames
            builder.globalNames.remove(typeName)
            payload = builder.reference(for: shape, suggestedName: typeName, path: path, scope: &scope, topLevel: &topLevel)
            builder.globalNames = allNames
        }
        return EndpointModel(name: payloadName, payloadType: payload, declarations: scope.declarations + topLevel)
    }
}
