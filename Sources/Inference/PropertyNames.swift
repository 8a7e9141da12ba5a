/// The property names of one struct's keys, in order: each key's `Naming.propertyName`, a
/// number added when an earlier key took it (`user_id`, `userId` → `userID`, `userID2`).
/// A struct with a property named `self` passes it to its initialiser as `selfValue`
/// (templates/common/Models.stencil), so no other property of it takes that name.
enum PropertyNames {
    static func names(forKeys keys: [String]) -> [String] {
        let names = keys.map(Naming.propertyName(forKey:))
        var used: Set<String> = names.contains("`self`") ? ["selfValue"] : []
        return names.map { TypeBuilder.unique($0, in: &used) }
    }
}
