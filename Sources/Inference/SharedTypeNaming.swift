/// Groups the places `SharedTypeCollector` found into shared types and names them, in an
/// order that depends on the places alone, never on the order of the endpoints: recorded
/// names first, then new groups sorted by the name they want.
struct SharedTypeNaming {
    struct Group<Place> {
        var name: String
        var places: [Place]
        /// The shape signature every place has, for a group found by shape.
        var signature: String?
    }

    let memory: TypeNameMemory
    /// Names no shared type may take, and those already given.
    var taken: Set<String>

    init(memory: TypeNameMemory, taken: Set<String>) {
        self.memory = memory
        self.taken = taken
    }

    mutating func structGroups(_ places: [SharedTypeCollector.StructPlace]) -> [Group<SharedTypeCollector.StructPlace>] {
        groups(places, identity: \.identity, key: \.object.signature, suggestedName: \.suggestedName, parentName: \.parentName, pinnedName: \.pinnedName)
            .map { group in
                let signatures = Set(group.places.map(\.object.signature))
                return Group(name: group.name, places: group.places, signature: signatures.count == 1 ? signatures.first : nil)
            }
    }

    mutating func enumGroups(_ places: [SharedTypeCollector.EnumPlace]) -> [Group<SharedTypeCollector.EnumPlace>] {
        groups(
            places,
            identity: \.identity,
            key: { $0.valueSet.joined(separator: "\u{0}") },
            suggestedName: \.suggestedName,
            parentName: \.parentName,
            pinnedName: \.pinnedName
        )
    }

    private mutating func groups<Place>(
        _ places: [Place],
        identity: (Place) -> TypeIdentity,
        key: (Place) -> String,
        suggestedName: (Place) -> String,
        parentName: (Place) -> String,
        pinnedName: (Place) -> String?
    ) -> [Group<Place>] {
        var recorded: [String: [Place]] = [:]
        var fresh: [String: [Place]] = [:]
        for place in places {
            switch memory.recorded[identity(place)] {
            case let name? where !name.contains("."):
                recorded[name, default: []].append(place)
            case .some:
                continue
            case nil:
                fresh[key(place), default: []].append(place)
            }
        }
        var result: [Group<Place>] = []
        var recordedNameByKey: [String: String] = [:]
        for name in recorded.keys.sorted() where !taken.contains(name) {
            taken.insert(name)
            let places = recorded[name] ?? []
            for place in places {
                recordedNameByKey[key(place)] = recordedNameByKey[key(place)] ?? name
            }
            result.append(Group(name: name, places: places))
        }
        var wanted: [(name: String, key: String, places: [Place])] = []
        for (groupKey, places) in fresh {
            if let name = recordedNameByKey[groupKey], let index = result.firstIndex(where: { $0.name == name }) {
                result[index].places += places
            } else if places.count >= 2 {
                wanted.append((Self.baseName(places.map(suggestedName), parents: places.map(parentName)), groupKey, places))
            }
        }
        for group in wanted.sorted(by: { ($0.name, $0.key) < ($1.name, $1.key) }) {
            let name = freeName(base: group.name, suggested: group.places.map(suggestedName), parents: group.places.map(parentName))
            result.append(Group(name: name, places: group.places.sorted { identity($0) < identity($1) }))
        }
        for index in result.indices {
            guard let pin = result[index].places.compactMap(pinnedName).sorted().first, !taken.contains(pin) else { continue }
            taken.insert(pin)
            result[index].name = pin
        }
        return result
    }

    /// `base`, else another name a place suggests, else `base` qualified by the common first
    /// words of the parents' names, else by each parent's name in alphabetical order, else
    /// numbered.
    private mutating func freeName(base: String, suggested: [String], parents: [String]) -> String {
        let sortedParents = Set(parents.filter { $0.first?.isLetter == true }).sorted()
        var candidates = [base] + Set(suggested).sorted { ($0.count, $0) < ($1.count, $1) }
        if let common = Self.commonPrefix(of: sortedParents) {
            candidates.append(common + base)
        }
        candidates += sortedParents.map { $0 + base }
        var name = candidates.first { !taken.contains($0) } ?? base
        var counter = 2
        while taken.contains(name) {
            name = "\(base)\(counter)"
            counter += 1
        }
        taken.insert(name)
        return name
    }

    /// The longest run of trailing words all names share, when it starts with a letter and
    /// is more than a preposition (`updated_at` and `closed_at` share only `At`: then the
    /// singular of their one parent's name, `Change` in `changes`); otherwise the name most
    /// places suggest, on a tie the shortest, the most general (`price`, `unit_price`,
    /// `subtotal` → `Price`), then the first in alphabetical order.
    static func baseName(_ names: [String], parents: [String]) -> String {
        let split = names.map { Naming.words(in: $0) }
        if var suffix = split.first {
            for words in split.dropFirst() {
                var matched: [String] = []
                for (a, b) in zip(suffix.reversed(), words.reversed()) {
                    guard a == b else { break }
                    matched.insert(a, at: 0)
                }
                suffix = matched
            }
            let joined = suffix.joined()
            if joined.first?.isLetter == true, joined.first?.isUppercase == true, !prepositions.contains(joined) { return joined }
            if !joined.isEmpty, let parent = parents.first, parents.allSatisfy({ $0 == parent }), parent.first?.isLetter == true {
                return Naming.singularTypeName(parent)
            }
        }
        var counts: [String: Int] = [:]
        for name in names {
            counts[name, default: 0] += 1
        }
        return counts.min { ($1.value, $0.key.count, $0.key) < ($0.value, $1.key.count, $1.key) }?.key ?? "Value"
    }

    /// Words that name no thing on their own, so no shared type is named by one.
    private static let prepositions: Set<String> = ["At", "By", "For", "From", "In", "Of", "On", "To", "With"]

    /// The first words every name starts with, joined; nil when they share none or only
    /// one name is given.
    private static func commonPrefix(of names: [String]) -> String? {
        guard names.count > 1, var prefix = names.first.map({ Naming.words(in: $0) }) else { return nil }
        for name in names.dropFirst() {
            prefix = Array(zip(prefix, Naming.words(in: name)).prefix { $0 == $1 }.map(\.0))
        }
        return prefix.isEmpty ? nil : prefix.joined()
    }
}
