/// Infers the models of a module's endpoints from their samples.
///
/// Rules, each documented in the README:
/// - all samples of an endpoint, and all elements of every array, merge into one type per
///   position; a key missing from some objects, or `null`, makes the property optional;
/// - numbers are `Int` when every literal is integral and fits 64 bits, else `Double`;
/// - strings become `ISO8601Date`, `UUID`/`LowercaseUUID` or `URL` when every value has that
///   format, a string enum when its key and values say so (see `EnumRule`), else `String`;
/// - objects become structs, or `[String: T]` when their keys are data (see `MapRule`);
///   objects of one shape met in several places become one shared top-level struct, and a
///   tree (objects repeating their parent in arrays or maps under the same key) one
///   recursive struct (see `RecursionFolding`);
/// - a position holding several JSON kinds becomes a union enum with one case per kind;
/// - a position only ever `null` is `String?`, an array only ever empty `[String]`; the
///   manifest can pin either;
/// - the top level follows `PayloadRule`, so the endpoint's name always names the payload.
public enum ModelInference {
    public struct Result: Sendable {
        public var module: ModuleModel
        /// Manifest pins whose path names no position of any sample.
        public var unusedOverrides: [String]
    }

    public static func infer(endpoints: [(name: String, samples: [Sample])], settings: InferenceSettings = InferenceSettings()) -> Result {
        var roots: [(name: String, shape: TypeShape)] = []
        for endpoint in endpoints {
            var shape = TypeShape()
            for sample in endpoint.samples {
                shape.add(sample.value)
            }
            RecursionFolding.fold(&shape, settings: settings)
            roots.append((endpoint.name, shape))
        }
        let rootNames = Set(roots.flatMap { [$0.name, PayloadRule.declaredName(endpointName: $0.name, shape: $0.shape, settings: settings)] })
        let supportNames = Set(SupportType.allCases.map(\.rawValue))
        let shared = SharedTypes.find(in: roots, settings: settings, takenNames: rootNames.union(supportNames))
        var builder = TypeBuilder(settings: settings, shared: shared, globalNames: rootNames.union(shared.names).union(supportNames))
        var models: [EndpointModel] = []
        for root in roots {
            models.append(PayloadRule.build(root.name, root.shape, builder: &builder))
        }
        let unused = settings.overrides.keys.filter { !builder.usedOverrides.contains($0) }.sorted()
        return Result(
            module: ModuleModel(endpoints: models, supportTypes: builder.supportTypes.sorted()),
            unusedOverrides: unused
        )
    }
}
