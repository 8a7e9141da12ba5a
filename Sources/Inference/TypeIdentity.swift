/// What a generated type is, independent of its name: its kind and the key path of the
/// position it decodes (`struct Home.items`, `enum Catalog.products.status`). `.gen.lock`
/// records each type's name under its identity, so a regeneration can give the type the
/// name it had.
package struct TypeIdentity: Sendable, Hashable, Comparable {
    package enum Kind: String, Sendable, CaseIterable {
        case structure = "struct"
        case enumeration = "enum"
        case union
    }

    package var kind: Kind
    /// The endpoint's name, then each JSON key, each percent-encoded outside
    /// `[A-Za-z0-9_-]` so that the path holds no space, dot or line break.
    package var path: String

    package init(kind: Kind, path: String) {
        self.kind = kind
        self.path = path
    }

    init(kind: Kind, keys: [String]) {
        self.init(kind: kind, path: keys.map(Self.encoded).joined(separator: "."))
    }

    /// `struct Home.items`, as the lock writes it.
    package var text: String { "\(kind.rawValue) \(path)" }

    /// Reads `text`; nil when it is not of that form.
    package init?(text: some StringProtocol) {
        let parts = text.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 2, let kind = Kind(rawValue: String(parts[0])), !parts[1].isEmpty,
              parts[1].utf8.allSatisfy({ Self.isPlain($0) || $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: ".") }) else { return nil }
        self.init(kind: kind, path: String(parts[1]))
    }

    /// The endpoint whose samples hold the position.
    var root: Substring { path.prefix { $0 != "." } }

    package static func < (lhs: TypeIdentity, rhs: TypeIdentity) -> Bool {
        (lhs.path, lhs.kind.rawValue) < (rhs.path, rhs.kind.rawValue)
    }

    private static func encoded(_ key: String) -> String {
        var result = ""
        for byte in key.utf8 {
            if isPlain(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return result.isEmpty ? "%" : result
    }

    private static func isPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }
}
