extension TypeBuilder {
    /// A shared type an endpoint's builder met first and left to the module's builder.
    enum DeferredShared: Sendable {
        /// A shared struct, built from its merged shape at the path of its first use.
        case structure(name: String, path: Path)
        /// A shared enum, already built: its declaration depends on nothing but its values.
        case declared(name: String, ModelDeclaration)
    }

    /// Declares the shared struct `name` unless it already is, built from the merged shape of
    /// its places, with `path` (its first use) as the place pins and names are looked up from.
    mutating func declareSharedStruct(_ name: String, firstUsedAt path: Path) {
        guard sharedDeclarations[name] == nil, let merged = shared.structShapes[name] else { return }
        sharedDeclarations[name] = .structure(ModelStruct(name: name, properties: [], nested: []))
        let ownerNames = globalNames
        globalNames = namesAvoided(by: name, declaring: name)
        var sharedPath = path
        sharedPath.sharedRoot = (name, path.keys.count)
        let declaration = makeStruct(in: Scope.topLevel.nested(name), from: merged, path: sharedPath)
        globalNames = ownerNames
        sharedDeclarations[name] = .structure(declaration)
    }

    /// Takes in what `endpoint`, a builder that deferred its shared types, chose and used, and
    /// declares those shared types in the order it met them: as if this builder had built
    /// the endpoint itself, after the endpoints absorbed before it.
    mutating func absorb(_ endpoint: TypeBuilder) {
        chosenNames.merge(endpoint.chosenNames) { _, new in new }
        supportTypes.formUnion(endpoint.supportTypes)
        usedOverrides.formUnion(endpoint.usedOverrides)
        for deferred in endpoint.deferredShared {
            switch deferred {
            case .structure(let name, let path):
                declareSharedStruct(name, firstUsedAt: path)
            case .declared(let name, let declaration):
                if sharedDeclarations[name] == nil {
                    sharedDeclarations[name] = declaration
                }
            }
        }
    }
}
