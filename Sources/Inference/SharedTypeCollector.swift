/// Walks every endpoint's shape the way `TypeBuilder` names it and lists each place that
/// will be a struct or a string enum, for `SharedTypes` to group.
struct SharedTypeCollector: Sendable {
    struct StructPlace: Sendable {
        var identity: TypeIdentity
        var object: ObjectShape
        var suggestedName: String
        var parentName: String
        /// The name gen.yml's `types:` gives the type at this place.
        var pinnedName: String?
    }

    struct EnumPlace: Sendable {
        var identity: TypeIdentity
        /// The values in the order first seen.
        var values: [String]
        var suggestedName: String
        var parentName: String
        var pinnedName: String?

        /// The set of values, for finding enums of the same values.
        var valueSet: [String] { values.sorted() }
    }

    let settings: InferenceSettings
    var structs: [StructPlace] = []
    var enums: [EnumPlace] = []
    /// The paths of objects held beside the enclosing struct in a union: never shared, since
    /// the union tells its two object cases apart by the keys each requires, and a shared
    /// struct merges places where fewer keys are required (recursion folding weighed the
    /// object's own; see `RecursionFolding.isLookalike`).
    var unsharedPaths: [String] = []

    /// `enclosing` are the paths of the structs around `shape`, the innermost last. The
    /// structs between a recursion marker and the struct it stands for several structs up
    /// are never shared: inside a shared type, the marker would stand for whichever struct
    /// held the place the type was built from.
    mutating func collect(_ shape: TypeShape?, suggestedName: String, parentName: String, keys: [String], names: [String], isRoot: Bool, enclosing: [String] = []) {
        guard let shape else { return }
        if shape.isEnclosingType, shape.enclosingLevels > 0 {
            unsharedPaths += enclosing.suffix(shape.enclosingLevels)
        }
        let (pin, pinnedName) = pins(keys: keys, names: names)
        if case .verbatim? = pin { return }
        if let array = shape.array {
            collect(array.element, suggestedName: shape.kindCount > 1 ? "Element" : suggestedName, parentName: parentName, keys: keys, names: names, isRoot: false, enclosing: enclosing)
        }
        if shape.kindCount == 1, let strings = shape.strings, !isRoot {
            collectEnum(strings, pin: pin, pinnedName: pinnedName, suggestedName: suggestedName, parentName: parentName, keys: keys)
        }
        guard let object = shape.object else { return }
        if MapRule.isMap(object, pin: pin, key: keys.last, settings: settings) {
            collect(object.mergedFieldShapes, suggestedName: Naming.singularTypeName(suggestedName), parentName: parentName, keys: keys, names: names, isRoot: false, enclosing: enclosing)
            return
        }
        let typeName = shape.kindCount > 1 ? "Object" : suggestedName
        let identity = TypeIdentity(kind: .structure, keys: keys)
        if shape.isEnclosingType {
            unsharedPaths.append(identity.path)
        } else if !isRoot {
            structs.append(StructPlace(identity: identity, object: object, suggestedName: typeName, parentName: parentName, pinnedName: pinnedName))
        }
        let fieldKeys = object.fields.map(\.key)
        // The Swift names serve only to find pins by name; without pins the keys stand in.
        for (field, propertyName) in zip(object.fields, settings.hasPins ? PropertyNames.names(forKeys: fieldKeys) : fieldKeys) {
            let keyName = Naming.typeName(forKey: field.key)
            let holdsMany = field.shape.array != nil && field.shape.kindCount == 1
            collect(
                field.shape,
                suggestedName: holdsMany ? Naming.singularTypeName(keyName) : keyName,
                parentName: typeName,
                keys: keys + [field.key],
                names: names + [propertyName.trimmingBackticks],
                isRoot: false,
                enclosing: enclosing + [identity.path]
            )
        }
    }

    /// The pin and the pinned name gen.yml gives the place at `keys`, or at their Swift
    /// `names`.
    private func pins(keys: [String], names: [String]) -> (TypeOverride?, String?) {
        guard settings.hasPins else { return (nil, nil) }
        let keyPath = keys.joined(separator: "."), namePath = names.joined(separator: ".")
        return (settings.overrides[keyPath] ?? settings.overrides[namePath], settings.pinnedNames[keyPath] ?? settings.pinnedNames[namePath])
    }

    /// A string position that `TypeBuilder.stringType` makes an enum.
    private mutating func collectEnum(_ strings: StringStats, pin: TypeOverride?, pinnedName: String?, suggestedName: String, parentName: String, keys: [String]) {
        guard EnumRule.makesEnum(strings, pin: pin, key: keys.last ?? "", settings: settings) else { return }
        enums.append(EnumPlace(
            identity: TypeIdentity(kind: .enumeration, keys: keys),
            values: strings.firstSeen,
            suggestedName: suggestedName,
            parentName: parentName,
            pinnedName: pinnedName
        ))
    }
}
