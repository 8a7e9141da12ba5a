/// The property names of one struct's keys, in order: each key's `Naming.propertyName`, a
/// number added when an earlier key took it (`user_id`, `userId` → `userID`, `userID2`).
/// A key keeps the name the last run gave it (`remembered`, from `.gen.lock`) when that is
/// still one of its own names, so a key added beside it takes the number instead: code that
/// reads `home.userID` keeps reading the same key. A struct with a property named `self`
/// passes it to its initialiser as `selfValue` (templates/common/Models.stencil), so no
/// other property of it takes that name; and no property is `hashValue`, which would stand
/// for `Hashable`'s own (deprecated, and swiftc warns): a key `hashValue` is `hashValue2`.
enum PropertyNames {
    static func names(forKeys keys: [String], remembered: [String: String] = [:]) -> [String] {
        let names = keys.map(Naming.propertyName(forKey:))
        var used = Set<String>(minimumCapacity: keys.count + 2)
        used.insert("hashValue")
        if names.contains("`self`") { used.insert("selfValue") }
        var kept: [Int: String] = [:]
        for (index, key) in keys.enumerated() {
            guard let name = remembered[key], isNumbered(name, from: names[index]), !used.contains(name.trimmingBackticks) else { continue }
            kept[index] = name
            used.insert(name.trimmingBackticks)
        }
        return keys.indices.map { kept[$0] ?? TypeBuilder.unique(names[$0], in: &used) }
    }

    /// True when `name` is `base` or `base` with a number of 2 or more, as `TypeBuilder.unique`
    /// makes them: nothing else a lock says is taken for a name.
    private static func isNumbered(_ name: String, from base: String) -> Bool {
        if name == base { return true }
        let stem = base.trimmingBackticks
        guard name.hasPrefix(stem) else { return false }
        let number = name.dropFirst(stem.count)
        return !number.isEmpty && number.allSatisfy { ("0"..."9").contains($0) } && number.first != "0" && number != "1"
    }
}
