/// How the model changed between two runs, property by property, grouped by type.
public struct ModelChangeReport: Sendable, Equatable {
    public struct Change: Sendable, Equatable {
        public enum Kind: String, Sendable {
            case typeAdded = "new type"
            case typeRemoved = "removed type"
            case added
            case removed
            case retyped
            case becameOptional = "optional"
            case becameRequired = "required"

            /// Whether code that used the old model may stop compiling or behave differently.
            public var isBreaking: Bool {
                switch self {
                case .typeRemoved, .removed, .retyped, .becameOptional: return true
                case .typeAdded, .added, .becameRequired: return false
                }
            }
        }

        public var type: String
        /// Empty for a change to a whole type.
        public var property: String
        public var kind: Kind
        public var oldType: String?
        public var newType: String?

        init(type: String, property: String, kind: Kind, oldType: String? = nil, newType: String? = nil) {
            self.type = type
            self.property = property
            self.kind = kind
            self.oldType = oldType
            self.newType = newType
        }
    }

    public var changes: [Change]

    public init(from old: ModelSignature, to new: ModelSignature) {
        let oldTypes = Set(old.properties.keys.map { Self.split($0).type })
        let newTypes = Set(new.properties.keys.map { Self.split($0).type })
        var changes: [Change] = []
        for type in newTypes.subtracting(oldTypes) {
            changes.append(Change(type: type, property: "", kind: .typeAdded))
        }
        for type in oldTypes.subtracting(newTypes) {
            changes.append(Change(type: type, property: "", kind: .typeRemoved))
        }
        for key in Set(old.properties.keys).union(new.properties.keys) {
            let (type, property) = Self.split(key)
            guard oldTypes.contains(type), newTypes.contains(type) else { continue }
            let before = old.properties[key]
            let after = new.properties[key]
            let kind: Change.Kind
            switch (before, after) {
            case (nil, _?): kind = .added
            case (_?, nil): kind = .removed
            case (let before?, let after?) where before == after: continue
            case (let before?, let after?) where after == before + "?": kind = .becameOptional
            case (let before?, let after?) where before == after + "?": kind = .becameRequired
            default: kind = .retyped
            }
            changes.append(Change(type: type, property: property, kind: kind, oldType: before, newType: after))
        }
        self.changes = changes.sorted { ($0.type, $0.property) < ($1.type, $1.property) }
    }

    public var isEmpty: Bool { changes.isEmpty }

    /// The report as printed after a run:
    ///
    ///     Model changes (2 breaking):
    ///       Cart  (new type)
    ///       Home.Item
    ///         added     discount: Double?
    ///         retyped   price: Int → Double  (breaking)
    public var text: String {
        let breaking = changes.filter(\.kind.isBreaking).count
        var lines = ["Model changes (\(breaking) breaking):"]
        var currentType: String?
        for change in changes {
            if change.property.isEmpty {
                lines.append("  \(change.type)  (\(change.kind.rawValue)\(change.kind.isBreaking ? ", breaking" : ""))")
                currentType = nil
                continue
            }
            if change.type != currentType {
                lines.append("  \(change.type)")
                currentType = change.type
            }
            let types: String
            switch change.kind {
            case .added: types = change.newType ?? ""
            case .removed: types = change.oldType ?? ""
            default: types = "\(change.oldType ?? "") → \(change.newType ?? "")"
            }
            let label = change.kind.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
            lines.append("    \(label) \(change.property): \(types)\(change.kind.isBreaking ? "  (breaking)" : "")")
        }
        return lines.joined(separator: "\n")
    }

    private static func split(_ key: String) -> (type: String, property: String) {
        guard let dot = key.lastIndex(of: ".") else { return ("", key) }
        return (String(key[..<dot]), String(key[key.index(after: dot)...]))
    }
}
