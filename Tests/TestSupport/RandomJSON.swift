/// Random JSON documents from a seed, written as text, for round-trip tests of the models
/// gen infers. Every kind appears at every depth: nulls in arrays and objects, unions of
/// arrays and objects, arrays of objects whose keys come and go, maps, trees whose children
/// are sometimes not arrays, objects holding their own shape directly (`parent` chains, a
/// key that is one node at one level and an array of nodes at another), empty arrays and
/// objects, integers at the 64-bit limits and beyond, exponents, `-0`, escapes, unicode keys
/// and values, keys and values that are Swift keywords (contextual ones too: `await`,
/// `async`, `some`), documentation trees whose nodes vary by kind (`kindTree`), and strings
/// in the formats gen types (dates, UUIDs, URLs).
package struct RandomJSON {
    private var random: SeededGenerator

    package init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    package mutating func document() -> String {
        switch number(below: 10) {
        case 0: return scalar()
        case 1...3: return array(depth: 0)
        case 4: return map(depth: 0)
        default: return object(depth: 0)
        }
    }

    // MARK: Values

    private mutating func value(depth: Int) -> String {
        let containers = depth < 3 ? 7 : 0
        let choice = number(below: 8 + containers)
        switch choice {
        case 0..<8: return scalar()
        case 8, 9: return array(depth: depth + 1)
        case 10: return map(depth: depth + 1)
        case 11: return tree(depth: depth + 1)
        case 12: return kindTree()
        default: return object(depth: depth + 1)
        }
    }

    private mutating func scalar() -> String {
        switch number(below: 9) {
        case 0: return "null"
        case 1: return chance(2) ? "true" : "false"
        case 2, 3: return integer()
        case 4: return fraction()
        default: return string()
        }
    }

    private mutating func integer() -> String {
        switch number(below: 10) {
        case 0: return pick(["9223372036854775807", "-9223372036854775808", "-0", "0"])
        case 1: return pick(["18446744073709551616", "-123456789012345678901", "100000000000000000000000"])
        default: return String(Int(number(below: 2_000_001)) - 1_000_000)
        }
    }

    private mutating func fraction() -> String {
        switch number(below: 5) {
        case 0: return pick(["1e5", "-2.5E-3", "6.02e23", "1E+2", "-0.0", "1.0", "1e-7", "1.7976931348623157e308"])
        default: return String(Double(Int(number(below: 2_000_001)) - 1_000_000) / 1000)
        }
    }

    private mutating func string() -> String {
        switch number(below: 12) {
        case 0: return quoted(pick(["2024-05-01T12:30:00Z", "2023-12-31T23:59:59.123+02:00", "2024-02-29"]))
        case 1: return quoted(pick(["6F9619FF-8B86-D011-B42D-00CF4FC964FF", "3f2504e0-4f89-11d3-9a0c-0305e82c3301"]))
        case 2: return quoted(pick(["https://example.com/a", "http://e.org/x?y=1", "https://api.github.com/users/octocat"]))
        case 3: return quoted(pick(["", " ", "0", "in_progress", "default", "A+", "2fa", "unknown"]))
        case 4: return quoted(pick(["héllo", "名前", "🔥 hot", "line\nbreak", "tab\there", "quote \" and \\ slash", "\u{1}\u{1F}"]))
        default: return quoted(pick(Self.words))
        }
    }

    // MARK: Containers

    private mutating func array(depth: Int) -> String {
        let count = number(below: 3)
        switch number(below: 6) {
        case 0:
            return "[]"
        case 1, 2:
            let keys = keySet()
            return "[" + (0...count).map { _ in objectLike(keys: keys, depth: depth) }.joined(separator: ",") + "]"
        case 3:
            let kind = number(below: 3)
            return "[" + (0...count).map { _ in chance(4) ? "null" : (kind == 0 ? integer() : kind == 1 ? string() : depth < 3 ? array(depth: depth + 1) : "[]") }.joined(separator: ",") + "]"
        default:
            return "[" + (0...count).map { _ in value(depth: depth) }.joined(separator: ",") + "]"
        }
    }

    private mutating func object(depth: Int) -> String {
        objectLike(keys: keySet(), depth: depth)
    }

    /// An object with most of `keys`: some left out, some `null`, the rest random values.
    private mutating func objectLike(keys: [String], depth: Int) -> String {
        var members: [String] = []
        for key in keys where !chance(6) {
            members.append(quoted(key) + ":" + (chance(8) ? "null" : value(depth: depth)))
        }
        return "{" + members.joined(separator: ",") + "}"
    }

    /// An object whose keys are data: ids, or 20 or more keys, all holding one kind.
    private mutating func map(depth: Int) -> String {
        let numeric = chance(2)
        let count = numeric ? 1 + number(below: 4) : 20 + number(below: 2)
        let kind = number(below: 3)
        let keys = keySet()
        var members: [String] = []
        for index in 0..<count {
            let key = numeric ? String(100 + index * 7) : "key\(index)"
            let element = kind == 0 ? integer() : kind == 1 ? string() : objectLike(keys: keys, depth: 3)
            members.append(quoted(key) + ":" + element)
        }
        return "{" + members.joined(separator: ",") + "}"
    }

    /// Nodes holding their children under one key: an array of nodes, at times a map of
    /// nodes by id, one object node, a string, `null` or an empty array. Under `parent` and
    /// `next` mostly one object node, a chain of up to three levels ending in `null`. Each
    /// field keeps one kind at every level (at times any scalar), so levels fold.
    private mutating func tree(depth: Int) -> String {
        let key = pick(["children", "replies", "product", "items", "parent", "next"])
        let fields = keySet().filter { $0 != key }.map { (key: $0, kind: number(below: 5)) }
        return node(key: key, fields: fields, depth: depth, levels: 1 + number(below: 3))
    }

    private mutating func node(key: String, fields: [(key: String, kind: Int)], depth: Int, levels: Int) -> String {
        let isChain = key == "parent" || key == "next"
        var members = fields.filter { _ in !chance(5) }.map { quoted($0.key) + ":" + scalar(kind: $0.kind) }
        if levels > 0 {
            let children: String
            switch isChain && !chance(5) ? 0 : number(below: 7) {
            case 0: children = node(key: key, fields: fields, depth: depth, levels: levels - 1)
            case 1: children = chance(2) ? "null" : string()
            case 2:
                children = "{" + (0...number(below: 2)).map { index in
                    quoted(String(200 + index)) + ":" + node(key: key, fields: fields, depth: depth, levels: levels - 1)
                }.joined(separator: ",") + "}"
            default:
                children = "[" + (0...number(below: 3)).map { _ in
                    chance(6) ? string() : node(key: key, fields: fields, depth: depth, levels: levels - 1)
                }.joined(separator: ",") + "]"
            }
            members.append(quoted(key) + ":" + children)
        } else if chance(2) {
            members.append(quoted(key) + ":" + (isChain ? "null" : "[]"))
        }
        return "{" + members.joined(separator: ",") + "}"
    }

    /// A scalar of one kind: integer, string, boolean or fraction, at times `null`; any
    /// scalar for other kinds.
    private mutating func scalar(kind: Int) -> String {
        if chance(8) { return "null" }
        switch kind {
        case 0: return integer()
        case 1: return string()
        case 2: return chance(2) ? "true" : "false"
        case 3: return fraction()
        default: return scalar()
        }
    }

    /// A documentation tree in the manner of TypeDoc's JSON: every node has `id`, `name`,
    /// `kind` and `flags`, whose keys depend on the kind (`{}`, `{"isExported": true}`,
    /// `{"isPrivate": true, "isReadonly": true}`), and keys of its kind besides: containers
    /// (`module`, `class`, `namespace`) hold `children` and `groups`, a `property` a `type`
    /// object, a `method` `signatures`, a `variable` a `defaultValue`. Containers nest up to
    /// four levels.
    private mutating func kindTree() -> String {
        kindNode(kind: "project", levels: 1 + number(below: 4))
    }

    private mutating func kindNode(kind: String, levels: Int) -> String {
        var members = [
            quoted("id") + ":" + String(number(below: 1000)),
            quoted("name") + ":" + quoted(pick(["Circle", "area", "radius", "toRadians", "Unit", "FULL_TURN"])),
            quoted("kind") + ":" + quoted(kind),
            quoted("flags") + ":" + flags(of: kind),
        ]
        switch kind {
        case "property":
            members.append(quoted("type") + ":" + #"{"type": "intrinsic", "name": "number"}"#)
        case "method":
            members.append(quoted("signatures") + ":" + #"[{"name": "call", "type": {"type": "reference", "name": "Unit"}}]"#)
        case "variable":
            members.append(quoted("defaultValue") + ":" + quoted(pick(["360", "\"deg\"", "true"])))
        case "enumMember":
            break
        default:
            let containers = ["module", "class", "namespace"]
            let leaves = ["property", "method", "variable", "enumMember"]
            let kinds = levels > 1 ? containers + leaves : leaves
            let children = (0...number(below: 3)).map { _ in kindNode(kind: pick(kinds), levels: levels - 1) }
            members.append(quoted("children") + ":[" + children.joined(separator: ",") + "]")
            members.append(quoted("groups") + ":" + #"[{"title": "Properties", "children": [1, 2]}]"#)
        }
        if chance(2) {
            members.append(quoted("sources") + ":" + #"[{"fileName": "src/shapes.ts", "line": 12}]"#)
        }
        return "{" + members.joined(separator: ",") + "}"
    }

    private mutating func flags(of kind: String) -> String {
        switch kind {
        case "module", "namespace", "class": return chance(2) ? "{}" : #"{"isExported": true}"#
        case "property": return chance(2) ? #"{"isPrivate": true, "isReadonly": true}"# : #"{"isOptional": true}"#
        case "method": return chance(2) ? #"{"isPublic": true}"# : #"{"isStatic": true, "isPublic": false}"#
        case "variable": return #"{"isConst": true}"#
        default: return "{}"
        }
    }

    private mutating func keySet() -> [String] {
        var keys: [String] = []
        for _ in 0..<(1 + number(below: 5)) {
            let key = pick(Self.keys)
            if !keys.contains(key) { keys.append(key) }
        }
        return keys
    }

    // MARK: Helpers

    static let words = [
        "open", "closed", "red", "blue", "alpha", "beta", "octocat", "main", "Hello, world", "ok", "await", "some", "none",
    ]

    static let keys = [
        "id", "name", "type", "data", "items", "value", "self", "default", "2fa", "", "x-y", "a_b", "aB", "ключ",
        "名前", "emoji🔥", "URL", "user_id", "status", "Type", "class", "init", "count", "description", "login",
        "email", "created_at", "avatar_url", "state", "kind", "tags", "meta", "Data", "images", "image", "price",
        "children", "product", "0", "_id", "$ref", "@type", "unknown", "rawValue", "Codable", "String",
        "await", "async", "some", "any", "actor", "consume", "each", "package", "Protocol", "throws", "repeat",
        "super", "none", "to", "cc",
    ]

    private mutating func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private mutating func number(below bound: Int) -> Int {
        Int(random.next() % UInt64(bound))
    }

    private mutating func chance(_ oneIn: Int) -> Bool {
        number(below: oneIn) == 0
    }

    private mutating func pick(_ choices: [String]) -> String {
        choices[number(below: choices.count)]
    }
}
