import Writer

/// The model types a lock records, as JSONDecoder decodes them with the declarations gen
/// writes: what `WireCheck` holds a sample against, without compiling anything.
struct WireTypes {
    /// What a type spelled in the lock reads from JSON.
    indirect enum Reading: Equatable {
        case optional(Reading)
        case array(Reading)
        /// `[String: T]`: an object whose every value is a `T`.
        case dictionary(Reading)
        /// A struct, by qualified name: an object with its properties' keys.
        case structure(String)
        /// A string enum: any string, a value it does not know as its `unknown` case.
        case string
        /// A number that `Int` holds (`Int`).
        case integer
        /// Any number (`Double`, the epoch dates).
        case number
        case bool
        /// Any JSON value, `null` included: `JSONValue`, and a union, whose `unknown` case
        /// keeps a kind it does not know.
        case anything
        /// A type gen did not declare (one pinned in gen.yml, such as `UUID`): not checked.
        case unchecked
    }

    struct Property {
        var name: String
        var key: String
        var type: String
        /// What `type` reads, resolved once: a sample has the property in every element.
        var reading = Reading.unchecked
    }

    /// Each struct's properties, by qualified name, in the order of their names.
    private(set) var structures: [String: [Property]] = [:]
    private var enums: Set<String> = []
    private var unions: Set<String> = []

    init(_ signature: ModelSignature) {
        for (qualified, type) in signature.properties {
            guard let dot = qualified.lastIndex(of: ".") else { continue }
            let name = String(qualified[qualified.index(after: dot)...])
            let bare = name.hasPrefix("`") && name.hasSuffix("`") && name.count > 1 ? String(name.dropFirst().dropLast()) : name
            structures[String(qualified[..<dot]), default: []].append(Property(name: name, key: signature.propertyKeys[qualified] ?? bare, type: type))
        }
        for key in structures.keys {
            structures[key]?.sort { $0.name < $1.name }
        }
        enums = Set(signature.enums.keys)
        for (identity, name) in signature.typeNames {
            if identity.hasPrefix("struct "), structures[name] == nil {
                structures[name] = []
            } else if identity.hasPrefix("enum ") {
                enums.insert(name)
            } else if identity.hasPrefix("union ") {
                unions.insert(name)
            }
        }
        for (name, properties) in structures {
            structures[name] = properties.map { property in
                var resolved = property
                resolved.reading = reading(property.type, in: name)
                return resolved
            }
        }
    }

    /// The structs a value of `spelling` decodes, from the top level: itself, its
    /// properties' structs, theirs, and so on.
    func structures(reachedFrom spelling: String) -> Set<String> {
        var reached: Set<String> = []
        var pending = [(spelling, "")]
        while let (type, scope) = pending.popLast() {
            for name in Self.structureNames(in: reading(type, in: scope)) where reached.insert(name).inserted {
                pending += (structures[name] ?? []).map { ($0.type, name) }
            }
        }
        return reached
    }

    private static func structureNames(in reading: Reading) -> [String] {
        switch reading {
        case .optional(let inner), .array(let inner), .dictionary(let inner): return structureNames(in: inner)
        case .structure(let name): return [name]
        default: return []
        }
    }

    /// Whether a response decodes alike with these models and with `other`: it reads the
    /// same, and so does every property of each struct it reaches, under the same key. The
    /// models of a run decode its samples, so the builds made before need no check then.
    func decodeAlike(_ other: WireTypes, response: String, newResponse: String?) -> Bool {
        guard let newResponse, reading(response, in: "") == other.reading(newResponse, in: "") else { return false }
        return structures(reachedFrom: response).allSatisfy { name in
            let mine = structures[name] ?? []
            guard let theirs = other.structures[name], theirs.map(\.key) == mine.map(\.key) else { return false }
            return zip(mine, theirs).allSatisfy { $0.reading == $1.reading }
        }
    }

    /// What `spelling`, written inside the declaration `scope` (empty at the top level), reads.
    func reading(_ spelling: String, in scope: String) -> Reading {
        var parser = Parser(text: Array(spelling), index: 0)
        guard let parsed = parser.type(), parser.index == parser.text.count else { return .unchecked }
        return resolve(parsed, in: scope)
    }

    private func resolve(_ type: Parser.Spelled, in scope: String) -> Reading {
        switch type {
        case .optional(let wrapped): return .optional(resolve(wrapped, in: scope))
        case .array(let element): return .array(resolve(element, in: scope))
        case .dictionary(let value): return .dictionary(resolve(value, in: scope))
        case .indirect(let value): return resolve(value, in: scope)
        case .name(let name): return named(name, in: scope)
        }
    }

    /// A name as Swift finds it: in the declaration, then in each type around it, then at
    /// the top level, where gen's support types and the standard ones are.
    private func named(_ name: String, in scope: String) -> Reading {
        var enclosing: Substring? = Substring(scope)
        while let current = enclosing {
            let qualified = current.isEmpty ? name : "\(current).\(name)"
            if structures[qualified] != nil { return .structure(qualified) }
            if enums.contains(qualified) { return .string }
            if unions.contains(qualified) { return .anything }
            enclosing = current.isEmpty ? nil : current.lastIndex(of: ".").map { current[..<$0] } ?? ""
        }
        switch name {
        case "String", "URLText", "ISO8601Date", "LowercaseUUID", "UppercaseUUID": return .string
        case "Int": return .integer
        case "Double", "EpochSeconds", "EpochMilliseconds": return .number
        case "Bool": return .bool
        case "JSONValue": return .anything
        default: return .unchecked
        }
    }

    /// The grammar of the types gen spells: `T?`, `[T]`, `[String: T]`, `Indirect<T>` and
    /// dotted names.
    private struct Parser {
        indirect enum Spelled {
            case optional(Spelled)
            case array(Spelled)
            case dictionary(Spelled)
            case indirect(Spelled)
            case name(String)
        }

        let text: [Character]
        var index: Int

        mutating func type() -> Spelled? {
            var result: Spelled
            if take("[") {
                guard let first = type() else { return nil }
                if take(":") {
                    _ = take(" ")
                    guard case .name("String") = first, let value = type() else { return nil }
                    result = .dictionary(value)
                } else {
                    result = .array(first)
                }
                guard take("]") else { return nil }
            } else {
                var name = ""
                while index < text.count, text[index].isLetter || text[index].isNumber || text[index] == "_" || text[index] == "." {
                    name.append(text[index])
                    index += 1
                }
                guard !name.isEmpty else { return nil }
                result = .name(name)
                if name == "Indirect", take("<") {
                    guard let value = type(), take(">") else { return nil }
                    result = .indirect(value)
                }
            }
            while take("?") {
                result = .optional(result)
            }
            return result
        }

        private mutating func take(_ character: Character) -> Bool {
            guard index < text.count, text[index] == character else { return false }
            index += 1
            return true
        }
    }
}
