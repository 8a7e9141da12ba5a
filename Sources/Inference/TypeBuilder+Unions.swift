extension TypeBuilder {
    /// A position holding several kinds: an enum with one case per kind, tried in the order
    /// `bool`, `int`/`double`, `string`, `array`, `object`. Each case keeps everything merged
    /// into it, nulls included: `[[null, 1], {"a": 1}]` has the case `array([Int?])`. When the
    /// union is a property of the struct one of its cases holds (`isProperty`), that case is
    /// `indirect`.
    mutating func union(
        for shape: TypeShape,
        suggestedName: String,
        path: Path,
        scope: inout Scope,
        topLevel: inout [ModelDeclaration],
        isProperty: Bool
    ) -> SwiftTypeReference {
        let name = uniqueTypeName(suggestedName, in: &scope)
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
            let element = reference(for: array.element, suggestedName: "Element", path: path, scope: &unionScope, topLevel: &topLevel)
            cases.append(ModelUnion.Case(name: "array", type: .array(array.element == nil ? .string : element)))
        }
        var objectCases: [ModelUnion.Case] = []
        if shape.isEnclosingType {
            objectCases.append(ModelUnion.Case(name: "object", type: Self.enclosingReference(path, from: unionScope), isIndirect: isProperty))
        }
        if let object = shape.object {
            var objectShape = TypeShape()
            objectShape.object = object
            let type = reference(for: objectShape, suggestedName: "Object", path: path, scope: &unionScope, topLevel: &topLevel)
            objectCases.append(ModelUnion.Case(name: shape.isEnclosingType ? "other" : "object", type: type))
        }
        // A map of the enclosing type goes before the type itself: a struct whose properties
        // are all optional decodes any object, a map of its levels too, while a level decodes
        // as the map only when every value it has is an object.
        if shape.object?.isMapOfEnclosingType == true {
            objectCases.reverse()
        }
        cases += objectCases
        scope.declarations.append(.union(ModelUnion(name: name, cases: cases, nested: unionScope.declarations)))
        return .named(name)
    }
}
