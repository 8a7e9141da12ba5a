/// A value a template can read.
public enum TemplateValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([TemplateValue])
    case dictionary(TemplateDictionary)

    /// The value's kind in words, for error messages.
    public var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .int, .double: return "a number"
        case .string: return "a string"
        case .array: return "a list"
        case .dictionary: return "a dictionary"
        }
    }

    /// What `{{ value }}` prints: nothing for null; nil for a list or a dictionary, which
    /// cannot be printed.
    var printed: String? {
        switch self {
        case .null: return ""
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let number): return String(number)
        case .double(let number): return number.description
        case .string(let text): return text
        case .array, .dictionary: return nil
        }
    }

    /// `false`, `null`, `0` and empty strings, lists and dictionaries are false; the rest true.
    public var isTruthy: Bool {
        switch self {
        case .null: return false
        case .bool(let value): return value
        case .int(let value): return value != 0
        case .double(let value): return value != 0
        case .string(let value): return !value.isEmpty
        case .array(let value): return !value.isEmpty
        case .dictionary(let value): return !value.isEmpty
        }
    }

    /// Equality as templates compare: numbers by value, whether written as integers or not.
    func matches(_ other: TemplateValue) -> Bool {
        switch (self, other) {
        case (.int(let a), .double(let b)): return Double(a) == b
        case (.double(let a), .int(let b)): return a == Double(b)
        default: return self == other
        }
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: TemplateValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .dictionary(TemplateDictionary(elements))
    }
}
