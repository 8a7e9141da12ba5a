import Support

/// Types used at several places of a module: objects of one shape, and string enums of one
/// set of values. Each becomes one top-level type, declared apart from every endpoint's
/// model, built from all of its places merged.
///
/// A shared type's name depends only on its places: the name most of them suggest (the
/// common end of their names, `billing_address` and `shipping_address` → `Address`), else
/// the first of their names in alphabetical order, qualified by the names of the types
/// that hold it when taken. Where `.gen.lock` recorded a name for a place, that name holds:
/// a place recorded as shared stays in its shared type (whose shape then merges every such
/// place, so an added property is optional rather than a new type), and a place recorded
/// as a type of its own is never shared, so no type is renamed because another endpoint
/// started using the same shape.
struct SharedTypes: Sendable {
    /// The shared struct of each place, by path, then by the place's shape signature: two
    /// positions can have one path (the object and the array of objects a union holds).
    private var structNameByPlace: [String: [String: String]] = [:]
    private var structNameBySignature: [String: String] = [:]
    /// Each shared struct's shape, merged from all its places, by name.
    private(set) var structShapes: [String: ObjectShape] = [:]
    /// Every place an object was seen; a merged shape can hold objects at other places,
    /// which are found by signature instead.
    private var collectedPaths: Set<String> = []
    /// Each shared enum's name by the path of its places, and its values by name.
    private(set) var enumNameByPath: [String: String] = [:]
    private(set) var enumValues: [String: [String]] = [:]
    /// The identities of every place of every shared type, with its name.
    private(set) var identities: [TypeIdentity: String] = [:]
    /// For each endpoint and each shared type, the shared types used below it, at any depth:
    /// the names its nested types must leave free.
    private(set) var usedBelow: [String: Set<String>] = [:]

    func structName(for object: ObjectShape, at path: String) -> String? {
        let signature = object.signature
        if let name = structNameByPlace[path]?[signature] { return name }
        return collectedPaths.contains(path) ? nil : structNameBySignature[signature]
    }

    /// `roots` are each endpoint's name and merged, folded shape; `takenNames` are names
    /// shared types must not take (endpoint types, support and library types). Each root's
    /// places are listed on all cores when `parallel`, then taken in endpoint order.
    static func find(
        in roots: [(name: String, shape: TypeShape)],
        settings: InferenceSettings,
        memory: TypeNameMemory,
        takenNames: Set<String>,
        parallel: Bool
    ) -> SharedTypes {
        let collect: @Sendable ((name: String, shape: TypeShape)) -> SharedTypeCollector = { root in
            var collector = SharedTypeCollector(settings: settings)
            collector.collect(root.shape, suggestedName: root.name, parentName: "", keys: [root.name], names: [root.name], isRoot: true)
            return collector
        }
        var collector = SharedTypeCollector(settings: settings)
        for endpoint in parallel ? ParallelMap.map(roots, collect) : roots.map(collect) {
            collector.structs += endpoint.structs
            collector.enums += endpoint.enums
            collector.unsharedPaths += endpoint.unsharedPaths
        }
        var naming = SharedTypeNaming(memory: memory, taken: takenNames.union(Naming.libraryTypeNames))
        var result = SharedTypes()
        result.collectedPaths = Set(collector.structs.map(\.identity.path) + collector.unsharedPaths)
        let unshared = Set(collector.unsharedPaths)
        for group in naming.structGroups(collector.structs.filter { !unshared.contains($0.identity.path) }) {
            var shape = ObjectShape()
            for place in group.places {
                shape.merge(place.object)
                result.structNameByPlace[place.identity.path, default: [:]][place.object.signature] = group.name
                result.identities[place.identity] = group.name
            }
            if let signature = group.signature {
                result.structNameBySignature[signature] = group.name
            }
            result.structShapes[group.name] = shape
        }
        for group in naming.enumGroups(collector.enums) {
            var values: [String] = []
            for place in group.places {
                values += place.values.filter { !values.contains($0) }
                result.enumNameByPath[place.identity.path] = group.name
                result.identities[place.identity] = group.name
            }
            result.enumValues[group.name] = values
        }
        result.usedBelow = usedBelow(result.identities)
        return result
    }

    /// For each endpoint and shared type, the shared types whose places lie below it.
    private static func usedBelow(_ identities: [TypeIdentity: String]) -> [String: Set<String>] {
        var ownerByPath: [String: String] = [:]
        for (identity, name) in identities where identity.kind == .structure {
            ownerByPath[identity.path] = name
        }
        var result: [String: Set<String>] = [:]
        for (identity, name) in identities {
            result[String(identity.root), default: []].insert(name)
            var prefix = Substring(identity.path)
            while let dot = prefix.lastIndex(of: ".") {
                prefix = prefix[..<dot]
                if let owner = ownerByPath[String(prefix)], owner != name {
                    result[owner, default: []].insert(name)
                }
            }
        }
        return result
    }
}
