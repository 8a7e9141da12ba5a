import Support

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
///   tree (objects repeating their parent under the same key, in arrays, maps or directly)
///   one recursive struct (see `RecursionFolding`);
/// - a position holding several JSON kinds becomes a union enum with one case per kind;
/// - a position only ever `null` is `String?`, an array only ever empty `[String]`; the
///   manifest can pin either;
/// - the top level follows `PayloadRule`, so the endpoint's name always names the payload.
package enum ModelInference {
    package struct Result: Sendable {
        package var module: ModuleModel
        /// Manifest pins whose path names no position of any sample.
        package var unusedOverrides: [String]
    }

    ///
    /// Each endpoint's shape, and its model, is built on its own (on all cores); what depends
    /// on the endpoints before it (the names of the top levels, the shared types, where each
    /// shared type is built from) is decided in endpoint order, so the result is the same
    /// on any number of cores. `parallel: false` builds one endpoint after another, each
    /// shared type where it is first used, on the calling thread.
    package static func infer(
        endpoints: [(name: String, samples: [Sample])],
        settings: InferenceSettings = InferenceSettings(),
        reserved: ReservedTypeNames = ReservedTypeNames(),
        memory: TypeNameMemory = TypeNameMemory(),
        parallel: Bool = true
    ) -> Result {
        let root: @Sendable ((name: String, samples: [Sample])) -> (name: String, shape: TypeShape) = { endpoint in
            var shape = TypeShape()
            for sample in endpoint.samples {
                shape.merge(sample.shape)
            }
            RecursionFolding.fold(&shape, settings: settings)
            return (endpoint.name, shape)
        }
        let roots = parallel ? ParallelMap.map(endpoints, root) : endpoints.map(root)
        let names = rootNames(of: roots, reserved: reserved, settings: settings)
        // Grown from the largest of the sets, which a union would copy name by name.
        var taken = reserved.names
        taken.formUnion(names.flatMap { [$0.payload, $0.declared] })
        taken.formUnion(SupportType.allCases.map(\.rawValue))
        let shared = SharedTypes.find(in: roots, settings: settings, memory: memory, takenNames: taken, parallel: parallel)
        var builder = TypeBuilder(settings: settings, shared: shared, memory: memory)
        let models: [EndpointModel]
        if parallel {
            var endpointBuilder = builder
            endpointBuilder.chosenNames = [:]
            endpointBuilder.defersSharedTypes = true
            let built = ParallelMap.map(Array(zip(roots, names))) { [endpointBuilder] root, name in
                var own = endpointBuilder
                let model = PayloadRule.build(root.name, root.shape, payloadName: name.payload, declaredName: name.declared, builder: &own)
                return (model: model, builder: own)
            }
            for endpoint in built {
                builder.absorb(endpoint.builder)
            }
            models = built.map(\.model)
        } else {
            models = zip(roots, names).map { root, name in
                PayloadRule.build(root.name, root.shape, payloadName: name.payload, declaredName: name.declared, builder: &builder)
            }
        }
        let unused = settings.overrides.keys.filter { !builder.usedOverrides.contains($0) }.sorted()
        return Result(
            module: ModuleModel(
                endpoints: models,
                shared: builder.sharedDeclarations.keys.sorted().compactMap { builder.sharedDeclarations[$0] },
                supportTypes: builder.supportTypes.sorted(),
                typeNames: builder.chosenNames
            ),
            unusedOverrides: unused
        )
    }

    /// Each endpoint's payload name and the name of the type its top level declares (see
    /// `PayloadRule`), in endpoint order, none of them reserved and no declared name used
    /// twice.
    private static func rootNames(
        of roots: [(name: String, shape: TypeShape)],
        reserved: ReservedTypeNames,
        settings: InferenceSettings
    ) -> [(payload: String, declared: String)] {
        var taken: Set<String> = []
        return roots.map { root in
            let payload = reserved.names.contains(root.name) ? reserved.available(root.name, payloadName: root.name, taken: taken) : root.name
            let suggested = PayloadRule.declaredName(endpointName: payload, shape: root.shape, settings: settings)
            let declared = reserved.names.contains(suggested) || taken.contains(suggested)
                ? reserved.available(suggested, payloadName: payload, taken: taken)
                : suggested
            taken.insert(declared)
            return (payload, declared)
        }
    }
}
