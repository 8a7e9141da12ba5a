/// The names `.gen.lock` recorded at the last run, by identity, which types keep. A name
/// gen.yml's `types:` gives (`InferenceSettings.pinnedNames`) wins over a recorded one; both
/// yield to a name that is not free where the type is declared.
package struct TypeNameMemory: Sendable, Equatable {
    /// Identity → the qualified name (`Home.Item`), or a shared type's name (`Price`).
    package var recorded: [TypeIdentity: String]
    /// Each struct's property names by JSON key (`Home` → `user_id` → `userID`), which keys
    /// keep: a key added beside one that camel-cases alike takes the number, never the name
    /// code already reads (`PropertyNames`).
    package var propertyNames: [String: [String: String]]

    package init(recorded: [TypeIdentity: String] = [:], propertyNames: [String: [String: String]] = [:]) {
        self.recorded = recorded
        self.propertyNames = propertyNames
    }
}
