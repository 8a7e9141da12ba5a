extension TypeBuilder {
    /// A position holding several kinds: an enum with one case per kind, tried in the order
    /// `bool`, `int`/`double`, `string`, `array`, `object`. Each case keeps everything merged
    /// into it, nulls included: `[[null, 1], {"a": 1}]` has the case `array([Int?])`. Of two
    /// object cases (the enclosing struct and another), one that decodes any object goes
    /// last. When the union is a property of the struct one of its cases holds
    /// (`isProperty`), that case is `indirect`. The template adds `unknown(JSONValue)` for a
    /// kind no sample had, so the model uses that support type.
    mutating func union(
        for shape: TypeShape,
        suggestedName: String,
        path: Path,
        scope: inout Scope,
        isProperty: Bool
    ) -> SwiftTypeReference {
        let name = uniqueTypeName(suggestedName, in: &scope, identity: path.identity(.union), path: path)
        supportTypes.insert(.jsonValue)
        var unionScope = scope.nested(name)
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
            let element = reference(for: array.element, suggestedName: "Element", path: path, scope: &unionScope)
            cases.append(ModelUnion.Case(name: "array", type: .array(array.element == nil ? .string : element)))
        }
        var objectCases: [(case: ModelUnion.Case, takesAnyObject: Bool)] = []
        if shape.isEnclosingType {
            let type = Self.enclosingReference(path, levels: shape.enclosingLevels, from: unionScope)
            let takesAnyObject = path.enclosing(levels: shape.enclosingLevels)?.takesAnyObject ?? false
            objectCases.append((ModelUnion.Case(name: "object", type: type, isIndirect: isProperty), takesAnyObject))
        }
        if let object = shape.object {
            var objectShape = TypeShape()
            objectShape.object = object
            let type = reference(for: objectShape, suggestedName: "Object", path: path, scope: &unionScope)
            let takesAnyObject: Bool
            if case .dictionary = type { takesAnyObject = false } else { takesAnyObject = !Self.hasRequiredProperty(object) }
            objectCases.append((ModelUnion.Case(name: shape.isEnclosingType ? "other" : "object", type: type), takesAnyObject))
        }
        // A struct whose properties are all optional decodes any object, so it is tried after
        // the other object case: a struct with a required property or a map (which takes an
        // object only when every value decodes).
        cases += objectCases.filter { !$0.takesAnyObject }.map(\.case) + objectCases.filter(\.takesAnyObject).map(\.case)
        scope.declarations.append(.union(ModelUnion(name: name, cases: cases, nested: unionScope.declarations)))
        return .named(name)
    }

    /// Whether some property of `object` is neither optional nor missing from some objects.
    static func hasRequiredProperty(_ object: ObjectShape) -> Bool {
        object.fields.contains { $0.occurrences == object.occurrences && !$0.shape.isNullable && $0.shape.kindCount > 0 }
    }
}
