import Inference
import JSONReader
import Planner
import Support

/// `endpoint.fixture`: the payload of an endpoint's first sample as a Swift expression that
/// builds it with the models' initialisers (`.init(id: 1, title: "Mug", tags: ["a"])`,
/// `.eur`, `.unknown("GBP")`, `.int(3)`), so previews show the recorded data without bundling
/// JSON. Every type is left to the context (`.init`, implicit members), so the expression
/// reads the same whatever the types are called. Nil when a value cannot be written so: a
/// pinned type gen cannot build from a literal, or a value the model would not decode.
enum FixtureExpression {
    /// Lines longer than this are broken, one argument or element a line.
    static let lineWidth = 100

    static func expression(payload: JSONValue, type: SwiftTypeReference, scope: ModelTypeScope) -> String? {
        FixtureBuilder(scope: scope).build(payload, as: type, in: nil).map { $0.rendered(indent: 0) }
    }
}

/// A Swift expression: a literal or name, or a call, array or dictionary of parts.
indirect enum FixtureNode: Sendable {
    case atom(String)
    /// `prefix(label: part, …)`, `[part, …]` or `["key": part, …]`; `open` and `close` are
    /// the brackets, and each element's label is written before it (`label: `, `"key": `).
    case list(prefix: String, open: String, close: String, elements: [(label: String?, node: FixtureNode)], flatLength: Int)

    static func list(prefix: String, open: String, close: String, elements: [(label: String?, node: FixtureNode)]) -> FixtureNode {
        let inner = elements.reduce(0) { $0 + ($1.label.map { $0.count + 2 } ?? 0) + $1.node.flatLength } + max(0, elements.count - 1) * 2
        return .list(prefix: prefix, open: open, close: close, elements: elements, flatLength: prefix.count + open.count + inner + close.count)
    }

    var flatLength: Int {
        switch self {
        case .atom(let text): return text.count
        case .list(_, _, _, _, let length): return length
        }
    }

    /// The expression at `indent` spaces: on one line when it fits, else one element a line.
    func rendered(indent: Int) -> String {
        switch self {
        case .atom(let text):
            return text
        case .list(let prefix, let open, let close, let elements, let length):
            let element = { (item: (label: String?, node: FixtureNode), indent: Int) in
                (item.label.map { $0 + ": " } ?? "") + item.node.rendered(indent: indent)
            }
            if indent + length <= FixtureExpression.lineWidth || elements.isEmpty {
                return prefix + open + elements.map { element($0, indent) }.joined(separator: ", ") + close
            }
            let padding = String(repeating: " ", count: indent + 4)
            let lines = elements.map { padding + element($0, indent + 4) }
            return prefix + open + "\n" + lines.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent) + close
        }
    }
}

/// Builds the nodes of `FixtureExpression`, deciding each union's case as `JSONDecoder`
/// does: the first case whose type decodes the value.
struct FixtureBuilder {
    var scope: ModelTypeScope

    func build(_ value: JSONValue, as type: SwiftTypeReference, in enclosing: String?) -> FixtureNode? {
        switch (type, value.kind) {
        case (.optional, .null):
            return .atom("nil")
        case (.optional(let wrapped), _):
            return build(value, as: wrapped, in: enclosing)
        case (.bool, .bool(let flag)):
            return .atom(flag ? "true" : "false")
        case (.int, .number(let number)):
            return Self.integer(number).map { .atom(String($0)) }
        case (.double, .number(let number)):
            return Self.double(number).map(FixtureNode.atom)
        case (.string, .string(let text)):
            return .atom(Self.string(text))
        case (.array(let element), .array(let values)):
            return list(values.map { (nil, $0) }, as: element, in: enclosing, open: "[", close: "]")
        case (.dictionary(let element), .object(let members)):
            return members.isEmpty ? .atom("[:]") : list(Self.lastOfEachKey(members).map { (Self.string($0.key), $0.value) }, as: element, in: enclosing, open: "[", close: "]")
        case (.indirect(let wrapped), _):
            return build(value, as: wrapped, in: enclosing).map { .list(prefix: ".init", open: "(", close: ")", elements: [(nil, $0)]) }
        case (.named(let name), _):
            if let support = SupportType(rawValue: name), scope.resolve(name, in: enclosing) == nil {
                return supportValue(value, support)
            }
            guard let (declaration, qualified) = scope.resolve(name, in: enclosing) else {
                return nil
            }
            return build(value, as: declaration, qualified: qualified)
        case (.verbatim(let spelling), _):
            return Self.builtIn(spelling).flatMap { build(value, as: $0, in: enclosing) }
        default:
            return nil
        }
    }

    private func build(_ value: JSONValue, as declaration: ModelDeclaration, qualified: String) -> FixtureNode? {
        switch (declaration, value.kind) {
        case (.structure(let type), .object(let members)):
            var arguments: [(label: String?, node: FixtureNode)] = []
            for property in type.properties {
                let member = members.last { $0.key == property.key }
                if member == nil || member?.value.kind == .null {
                    guard property.type.isOptional else {
                        return nil
                    }
                    continue
                }
                guard let member, let node = build(member.value, as: property.type, in: qualified) else {
                    return nil
                }
                arguments.append((RequestArgument.label(for: property.name), node))
            }
            return .list(prefix: ".init", open: "(", close: ")", elements: arguments)
        case (.enumeration(let type), .string(let text)):
            if let known = type.cases.first(where: { $0.value == text }) {
                return .atom(Self.member(known.name, of: qualified))
            }
            return .list(prefix: Self.member(type.unknownCaseName, of: qualified), open: "(", close: ")", elements: [(nil, .atom(Self.string(text)))])
        case (.union(let type), _):
            guard let chosen = type.cases.first(where: { decodes(value, as: $0.type, in: qualified) }),
                  let node = build(value, as: chosen.type, in: qualified) else {
                return nil
            }
            return .list(prefix: Self.member(chosen.name, of: qualified), open: "(", close: ")", elements: [(nil, node)])
        default:
            return nil
        }
    }

    /// A case of the enum `qualified` as an implicit member (`.eur`), but for `none` and
    /// `some`, which where an optional is expected mean `Optional`'s own cases: those are
    /// written with their type (`Home.Kind.none`).
    private static func member(_ name: String, of qualified: String) -> String {
        ["none", "some", "`none`", "`some`"].contains(name) ? qualified + "." + name : "." + name
    }

    private func list(_ elements: [(label: String?, value: JSONValue)], as type: SwiftTypeReference, in enclosing: String?, open: String, close: String) -> FixtureNode? {
        var nodes: [(label: String?, node: FixtureNode)] = []
        for element in elements {
            guard let node = build(element.value, as: type, in: enclosing) else {
                return nil
            }
            nodes.append((element.label, node))
        }
        return .list(prefix: "", open: open, close: close, elements: nodes)
    }

    private func supportValue(_ value: JSONValue, _ support: SupportType) -> FixtureNode? {
        switch (support, value.kind) {
        case (.iso8601Date, .string(let text)), (.lowercaseUUID, .string(let text)), (.uppercaseUUID, .string(let text)), (.urlText, .string(let text)):
            return .list(prefix: ".init", open: "(", close: ")", elements: [("text", .atom(Self.string(text)))])
        case (.epochSeconds, .number(let number)):
            return Self.double(number).map { .list(prefix: ".init", open: "(", close: ")", elements: [("seconds", .atom($0))]) }
        case (.epochMilliseconds, .number(let number)):
            return Self.double(number).map { .list(prefix: ".init", open: "(", close: ")", elements: [("milliseconds", .atom($0))]) }
        default:
            return nil
        }
    }

    /// Whether `JSONDecoder` decodes `value` as `type`, as a union's `try?` asks.
    func decodes(_ value: JSONValue, as type: SwiftTypeReference, in enclosing: String?) -> Bool {
        switch (type, value.kind) {
        case (.optional, .null): return true
        case (.optional(let wrapped), _), (.indirect(let wrapped), _): return decodes(value, as: wrapped, in: enclosing)
        case (.bool, .bool), (.double, .number), (.string, .string): return true
        case (.int, .number(let number)): return Self.integer(number) != nil
        case (.array(let element), .array(let values)): return values.allSatisfy { decodes($0, as: element, in: enclosing) }
        case (.dictionary(let element), .object(let members)): return Self.lastOfEachKey(members).allSatisfy { decodes($0.value, as: element, in: enclosing) }
        case (.verbatim(let spelling), _): return Self.builtIn(spelling).map { decodes(value, as: $0, in: enclosing) } ?? false
        case (.named(let name), _):
            guard let (declaration, qualified) = scope.resolve(name, in: enclosing) else {
                return SupportType(rawValue: name).map { supportValue(value, $0) != nil } ?? false
            }
            switch (declaration, value.kind) {
            case (.structure(let type), .object(let members)):
                return type.properties.allSatisfy { property in
                    guard let member = members.last(where: { $0.key == property.key }), member.value.kind != .null else {
                        return property.type.isOptional
                    }
                    return decodes(member.value, as: property.type, in: qualified)
                }
            case (.enumeration, .string): return true
            case (.union(let type), _): return type.cases.contains { decodes(value, as: $0.type, in: qualified) }
            default: return false
            }
        default:
            return false
        }
    }

    /// A type the manifest pins that is written like an inferred one.
    private static func builtIn(_ spelling: String) -> SwiftTypeReference? {
        let optional = spelling.hasSuffix("?")
        let base: SwiftTypeReference
        switch optional ? String(spelling.dropLast()) : spelling {
        case "Int": base = .int
        case "Double": base = .double
        case "String": base = .string
        case "Bool": base = .bool
        default: return nil
        }
        return optional ? .optional(base) : base
    }

    /// An integer as `JSONDecoder` reads one for an `Int`: an integer literal, or a number
    /// with a fraction of zero, within 64 bits.
    private static func integer(_ number: JSONNumber) -> Int? {
        if let value = Int(number.literal) {
            return value
        }
        guard let value = Double(number.literal), value.rounded() == value, value >= -0x1p63, value < 0x1p63 else {
            return nil
        }
        return Int(value)
    }

    /// A Double literal that reads back as the same value.
    private static func double(_ number: JSONNumber) -> String? {
        guard let value = Double(number.literal), value.isFinite else {
            return nil
        }
        return "\(value)"
    }

    private static func string(_ text: String) -> String {
        "\"" + SwiftStringLiteral.escaped(text) + "\""
    }

    /// Each key once, at its first place, with its last value, as `JSONDecoder` keeps it.
    private static func lastOfEachKey(_ members: [JSONMember]) -> [JSONMember] {
        var lastValue: [String: JSONValue] = [:]
        members.forEach { lastValue[$0.key] = $0.value }
        var seen: Set<String> = []
        return members.compactMap { member in
            guard seen.insert(member.key).inserted, let value = lastValue[member.key] else {
                return nil
            }
            return JSONMember(key: member.key, keyPosition: member.keyPosition, value: value)
        }
    }
}
