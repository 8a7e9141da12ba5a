/// A value a template can read. Dictionaries keep their keys in insertion order, so
/// `for key, value in dict` renders the same on every run.
public enum TemplateValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([TemplateValue])
    case dictionary(TemplateDictionary)

    /// The value's kind in words, for error messages.
    public var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .int: return "a number"
        case .string: return "a string"
        case .array: return "a list"
        case .dictionary: return "a dictionary"
        }
    }

    /// `false`, `null`, `0` and empty strings, lists and dictionaries are false; the rest true.
    public var isTruthy: Bool {
        switch self {
        case .null: return false
        case .bool(let value): return value
        case .int(let value): return value != 0
        case .string(let value): return !value.isEmpty
        case .array(let value): return !value.isEmpty
        case .dictionary(let value): return !value.isEmpty
        }
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: TemplateValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .dictionary(TemplateDictionary(elements))
    }
}

/// An insertion-ordered dictionary of template values.
public struct TemplateDictionary: Sendable, Equatable {
    public private(set) var keys: [String] = []
    private var storage: [String: TemplateValue] = [:]

    public init() {}

    public init(_ pairs: [(String, TemplateValue)]) {
        for (key, value) in pairs {
            self[key] = value
        }
    }

    public var isEmpty: Bool { keys.isEmpty }

    public subscript(key: String) -> TemplateValue? {
        get { storage[key] }
        set {
            if storage[key] == nil, newValue != nil {
                keys.append(key)
            } else if newValue == nil, storage[key] != nil {
                keys.removeAll { $0 == key }
            }
            storage[key] = newValue
        }
    }

    /// Key-value pairs in insertion order.
    public var pairs: [(key: String, value: TemplateValue)] {
        keys.compactMap { key in storage[key].map { (key, $0) } }
    }
}
