/// Why two values cannot be compared; the renderer adds the location.
struct ComparisonError: Error {
    var message: String
}

extension ComparisonOperator {
    /// `==` and `!=` compare any two values (numbers by value); `<`, `>`, `<=` and `>=` need
    /// two numbers or two strings; `in` looks in a list, a dictionary's keys or a string.
    func apply(_ left: TemplateValue, _ right: TemplateValue) throws(ComparisonError) -> Bool {
        switch self {
        case .equal: return left.matches(right)
        case .notEqual: return !left.matches(right)
        case .contains: return try Self.contains(right, left)
        case .notContains: return try !Self.contains(right, left)
        case .less: return try Self.order(left, right) < 0
        case .greater: return try Self.order(left, right) > 0
        case .lessOrEqual: return try Self.order(left, right) <= 0
        case .greaterOrEqual: return try Self.order(left, right) >= 0
        }
    }

    private static func contains(_ container: TemplateValue, _ element: TemplateValue) throws(ComparisonError) -> Bool {
        switch container {
        case .array(let items):
            return items.contains { $0.matches(element) }
        case .dictionary(let dictionary):
            guard case .string(let key) = element else { return false }
            return dictionary[key] != nil
        case .string(let text):
            guard case .string(let needle) = element else {
                throw ComparisonError(message: "'in' a string needs a string on the left, found \(element.kindDescription)")
            }
            return text.contains(needle)
        default:
            throw ComparisonError(message: "'in' needs a list, dictionary or string on the right, found \(container.kindDescription)")
        }
    }

    /// -1, 0 or 1.
    private static func order(_ left: TemplateValue, _ right: TemplateValue) throws(ComparisonError) -> Int {
        switch (left, right) {
        case (.int(let a), .int(let b)): return a < b ? -1 : (a == b ? 0 : 1)
        case (.string(let a), .string(let b)): return a < b ? -1 : (a == b ? 0 : 1)
        default:
            guard let a = left.number, let b = right.number else {
                throw ComparisonError(message: "cannot order \(left.kindDescription) and \(right.kindDescription)")
            }
            return a < b ? -1 : (a == b ? 0 : 1)
        }
    }
}

extension TemplateValue {
    /// The value of a number, integer or not.
    var number: Double? {
        switch self {
        case .int(let value): return Double(value)
        case .double(let value): return value
        default: return nil
        }
    }
}
