/// The one rule for an endpoint's top level, used by `gen model` and by module endpoints
/// alike. The payload's type is always reachable as the endpoint's name `X`: either `X`
/// is declared as the payload itself, or the model file ends with `typealias X = <type>`,
/// so no declaration may take the name `X` unless it is the payload.
///
/// | top level | declared | payload type |
/// |---|---|---|
/// | object | `struct X` | `X` |
/// | several kinds (`1` and `"a"`) | `enum X` (a union) | `X` |
/// | array of objects | `struct Product` (`Products`); `XItem` when the singular is `X` | `[Product]` |
/// | array of anything else | the element's type, named as above | `[XItem]`, `[Int]`, `[[Product]]` |
/// | map | the value's type: the singular, or `XValue` | `[String: XValue]`, `[String: Int]` |
/// | object or union that is sometimes `null` | `XValue` | `XValue?` |
/// | scalar | nothing | `Int`, `String`, … |
/// | only `null` | nothing | `String?` |
/// | only empty arrays | nothing | `[String]` |
enum PayloadRule {
    /// The name of the type the top level declares (its own, its elements' or its values').
    static func declaredName(endpointName name: String, shape: TypeShape, settings: InferenceSettings) -> String {
        let singular = Naming.singularTypeName(name)
        if shape.kindCount == 1, shape.array != nil {
            return singular != name ? singular : name + "Item"
        }
        if isMap(shape, endpointName: name, settings: settings) {
            return singular != name ? singular : name + "Value"
        }
        return shape.isNullable ? name + "Value" : name
    }

    /// The model of an endpoint `name` whose payload is named `payloadName` (the endpoint's
    /// name unless reserved) and whose top level declares `declaredName`.
    static func build(_ name: String, _ shape: TypeShape, payloadName: String, declaredName: String, builder: inout TypeBuilder) -> EndpointModel {
        let path = TypeBuilder.Path(keys: [name], names: [name])
        var root: ModelDeclaration?
        var scope = TypeBuilder.Scope.topLevel
        let payload: SwiftTypeReference
        builder.globalNames = builder.namesAvoided(by: name, declaring: declaredName)
        if let object = plainObject(shape, endpointName: name, settings: builder.settings) {
            root = .structure(builder.makeStruct(in: scope.nested(declaredName), from: object, path: path))
            payload = shape.isNullable ? .optional(.named(declaredName)) : .named(declaredName)
        } else if shape.kindCount == 1, let element = shape.array?.element,
                  let object = plainObject(element, endpointName: name, settings: builder.settings) {
            root = .structure(builder.makeStruct(in: scope.nested(declaredName), from: object, path: path))
            let elementType: SwiftTypeReference = element.isNullable ? .optional(.named(declaredName)) : .named(declaredName)
            payload = shape.isNullable ? .optional(.array(elementType)) : .array(elementType)
        } else {
            builder.globalNames.remove(declaredName)
            payload = builder.reference(for: shape, suggestedName: declaredName, path: path, scope: &scope)
        }
        return EndpointModel(name: payloadName, payloadType: payload, declarations: scope.declarations + (root.map { [$0] } ?? []))
    }

    /// The object of a top level (or of its elements) that is a struct: one kind, not a map,
    /// not pinned.
    private static func plainObject(_ shape: TypeShape, endpointName: String, settings: InferenceSettings) -> ObjectShape? {
        guard shape.kindCount == 1, let object = shape.object, settings.overrides[endpointName] == nil,
              !MapRule.isMap(object, key: endpointName, settings: settings) else { return nil }
        return object
    }

    private static func isMap(_ shape: TypeShape, endpointName: String, settings: InferenceSettings) -> Bool {
        guard shape.kindCount == 1, let object = shape.object else { return false }
        return MapRule.isMap(object, pin: settings.overrides[endpointName], key: endpointName, settings: settings)
    }
}
