/// Objects of the same shape met at several places of a module: each becomes one top-level
/// struct, built from all of its occurrences merged, named after what its places have in
/// common (`billing_address` and `shipping_address` → `Address`).
struct SharedTypes {
    private var nameBySignature: [String: String] = [:]
    private var shapeByName: [String: ObjectShape] = [:]

    var names: Set<String> { Set(shapeByName.keys) }

    func name(for object: ObjectShape) -> String? {
        nameBySignature[object.signature]
    }

    func mergedShape(named name: String) -> ObjectShape? {
        shapeByName[name]
    }

    /// `roots` are each endpoint's name and merged, folded shape; `takenNames` are names
    /// shared types must not take (endpoint types, support and library types).
    static func find(in roots: [(name: String, shape: TypeShape)], settings: InferenceSettings, takenNames: Set<String>) -> SharedTypes {
        var collector = Collector(settings: settings)
        for root in roots {
            collector.collect(root.shape, suggestedName: root.name, parentName: "", keys: [root.name], names: [root.name], isRoot: true)
        }
        var result = SharedTypes()
        var taken = takenNames.union(Naming.libraryTypeNames)
        for signature in collector.order {
            guard let occurrence = collector.occurrences[signature], occurrence.count >= 2 else { continue }
            let base = commonSuffix(of: occurrence.suggestedNames)
            let qualified = occurrence.parentNames.flatMap { TypeBuilder.qualifications(of: base, by: $0).dropFirst() }
            let candidates = [base] + qualified + occurrence.suggestedNames
            var candidate = candidates.first { !taken.contains($0) } ?? base
            var counter = 2
            while taken.contains(candidate) {
                candidate = "\(base)\(counter)"
                counter += 1
            }
            taken.insert(candidate)
            result.nameBySignature[signature] = candidate
            result.shapeByName[candidate] = occurrence.shape
        }
        return result
    }

    /// The longest run of trailing words all names share, or the first name when they share
    /// none or the shared words do not start with a letter (`_114` and `_114` share `114`).
    private static func commonSuffix(of names: [String]) -> String {
        let split = names.map { Naming.words(in: $0) }
        guard var suffix = split.first else { return "Value" }
        for words in split.dropFirst() {
            var matched: [String] = []
            for (a, b) in zip(suffix.reversed(), words.reversed()) {
                guard a == b else { break }
                matched.insert(a, at: 0)
            }
            suffix = matched
        }
        let joined = suffix.joined()
        return joined.first?.isLetter == true ? joined : names[0]
    }

    private struct Occurrence {
        var count = 0
        var shape = ObjectShape()
        var suggestedNames: [String] = []
        var parentNames: [String] = []

        mutating func add(_ object: ObjectShape, suggestedName: String, parentName: String) {
            count += 1
            shape.merge(object)
            suggestedNames.append(suggestedName)
            parentNames.append(parentName)
        }
    }

    /// Walks shapes the way `TypeBuilder` names them, counting each struct's signature.
    private struct Collector {
        let settings: InferenceSettings
        var occurrences: [String: Occurrence] = [:]
        var order: [String] = []

        mutating func collect(_ shape: TypeShape?, suggestedName: String, parentName: String, keys: [String], names: [String], isRoot: Bool) {
            guard let shape else { return }
            let pin = settings.overrides[keys.joined(separator: ".")] ?? settings.overrides[names.joined(separator: ".")]
            if case .verbatim? = pin { return }
            if let array = shape.array {
                collect(array.element, suggestedName: shape.kindCount > 1 ? "Element" : suggestedName, parentName: parentName, keys: keys, names: names, isRoot: false)
            }
            guard let object = shape.object else { return }
            let isMap = pin == .map || (pin != .structure && MapRule.isMap(object, settings: settings))
            if isMap {
                var values = TypeShape()
                for field in object.fields {
                    values.merge(field.shape)
                }
                collect(values, suggestedName: Naming.singularTypeName(suggestedName), parentName: parentName, keys: keys, names: names, isRoot: false)
                return
            }
            let typeName = shape.kindCount > 1 ? "Object" : suggestedName
            if !isRoot {
                let signature = object.signature
                if occurrences[signature] == nil {
                    order.append(signature)
                }
                // Changed in place: a copy taken out of the dictionary would copy the names
                // and fields gathered so far on every occurrence.
                occurrences[signature, default: Occurrence()].add(object, suggestedName: typeName, parentName: parentName)
            }
            var usedPropertyNames: Set<String> = []
            for field in object.fields {
                let propertyName = TypeBuilder.unique(Naming.propertyName(forKey: field.key), in: &usedPropertyNames)
                let keyName = Naming.upperCamelCase(field.key)
                let holdsMany = field.shape.array != nil && field.shape.kindCount == 1
                collect(
                    field.shape,
                    suggestedName: holdsMany ? Naming.singularTypeName(keyName) : keyName,
                    parentName: typeName,
                    keys: keys + [field.key],
                    names: names + [propertyName.trimmingBackticks],
                    isRoot: false
                )
            }
        }
    }
}
