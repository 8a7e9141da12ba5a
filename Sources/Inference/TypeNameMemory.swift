/// What `.gen.lock` recorded at the last run and a rerun keeps: the names of types, by
/// identity, and of properties, and the types of the properties samples no longer show. A
/// name gen.yml's `types:` gives (`InferenceSettings.pinnedNames`) wins over a recorded one;
/// both yield to a name that is not free where the type is declared.
package struct TypeNameMemory: Sendable, Equatable {
    /// Identity → the qualified name (`Home.Item`), or a shared type's name (`Price`).
    package var recorded: [TypeIdentity: String]
    /// Each struct's property names by JSON key (`Home` → `user_id` → `userID`), which keys
    /// keep: a key added beside one that camel-cases alike takes the number, never the name
    /// code already reads (`PropertyNames`).
    package var propertyNames: [String: [String: String]]
    /// The type of every property, by qualified name (`Home.Item.price` → `Double`), as the
    /// lock spells it (`ModelSignature.properties`).
    package var propertyTypes: [String: String]

    package init(recorded: [TypeIdentity: String] = [:], propertyNames: [String: [String: String]] = [:], propertyTypes: [String: String] = [:]) {
        self.recorded = recorded
        self.propertyNames = propertyNames
        self.propertyTypes = propertyTypes
    }

    /// The type `property` of the struct `owner` had at the last run, for a property whose
    /// samples now hold only `null`, which says nothing of its type: a number, a string or a
    /// boolean, without its optional. Nil for any other type, whose declaration the samples
    /// no longer give, and for a property the last run did not have.
    func recordedScalar(of property: String, in owner: String) -> SwiftTypeReference? {
        guard var spelling = propertyTypes[owner + "." + property] else { return nil }
        if spelling.hasSuffix("?") {
            spelling.removeLast()
        }
        switch spelling {
        case "Int": return .int
        case "Double": return .double
        case "Bool": return .bool
        case "String": return .string
        default: return nil
        }
    }
}
