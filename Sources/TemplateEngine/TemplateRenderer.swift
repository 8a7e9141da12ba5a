import Diagnostics

/// Walks a compiled template's nodes with a stack of variable scopes.
struct TemplateRenderer {
    private let template: Template
    private var scopes: [TemplateDictionary]
    private var output = ""

    init(template: Template, context: TemplateDictionary) {
        self.template = template
        self.scopes = [context]
    }

    mutating func render() throws(DiagnosticError) -> String {
        try render(template.nodes)
        return output
    }

    private mutating func render(_ nodes: [TemplateNode]) throws(DiagnosticError) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .output(let expression):
                try write(evaluate(expression), at: expression.position)
            case .forLoop(let loop):
                try render(loop)
            case .conditional(let branches, let otherwise):
                var taken = false
                for branch in branches where try evaluate(branch.condition).isTruthy {
                    try render(branch.body)
                    taken = true
                    break
                }
                if !taken {
                    try render(otherwise)
                }
            }
        }
    }

    private mutating func render(_ loop: ForLoop) throws(DiagnosticError) {
        let sequence = try evaluate(loop.iterable)
        guard case .array(let items) = sequence else {
            throw error("'for' needs a list, found \(sequence.kindDescription)", at: loop.iterable.position)
        }
        guard !items.isEmpty else {
            try render(loop.emptyBody)
            return
        }
        for (offset, item) in items.enumerated() {
            var scope = TemplateDictionary()
            scope[loop.variable] = item
            scope["forloop"] = [
                "first": .bool(offset == 0),
                "last": .bool(offset == items.count - 1),
                "counter": .int(offset + 1),
                "counter0": .int(offset),
                "length": .int(items.count),
            ]
            scopes.append(scope)
            defer { scopes.removeLast() }
            try render(loop.body)
        }
    }

    private mutating func write(_ value: TemplateValue, at position: SourcePosition) throws(DiagnosticError) {
        switch value {
        case .null: break
        case .bool(let flag): output += flag ? "true" : "false"
        case .int(let number): output += String(number)
        case .string(let text): output += text
        case .array, .dictionary:
            throw error("cannot print \(value.kindDescription); loop over it or apply a filter", at: position)
        }
    }

    private func evaluate(_ expression: TemplateExpression) throws(DiagnosticError) -> TemplateValue {
        switch expression.kind {
        case .literal(let value):
            return value
        case .variable(let path):
            return try lookUp(path, at: expression.position)
        case .filter(let input, let name, let arguments):
            let value = try evaluate(input)
            var values: [TemplateValue] = []
            for argument in arguments {
                values.append(try evaluate(argument))
            }
            guard let filter = template.filters[name] else {
                throw error("unknown filter '\(name)'", at: expression.position)
            }
            do {
                return try filter.body(value, values)
            } catch {
                throw self.error(error.message, at: expression.position)
            }
        case .not(let operand):
            return .bool(!(try evaluate(operand).isTruthy))
        case .and(let left, let right):
            guard try evaluate(left).isTruthy else { return .bool(false) }
            return .bool(try evaluate(right).isTruthy)
        case .or(let left, let right):
            if try evaluate(left).isTruthy { return .bool(true) }
            return .bool(try evaluate(right).isTruthy)
        case .comparison(let comparison, let left, let right):
            let leftValue = try evaluate(left)
            let rightValue = try evaluate(right)
            return .bool(try compare(comparison, leftValue, rightValue, at: expression.position))
        }
    }

    private func lookUp(_ path: [String], at position: SourcePosition) throws(DiagnosticError) -> TemplateValue {
        guard let name = path.first else { return .null }
        guard var value = scopes.reversed().lazy.compactMap({ $0[name] }).first else {
            let known = Set(scopes.flatMap(\.keys)).sorted()
            throw error(
                "undefined variable '\(name)'",
                at: position,
                hint: Suggestion.nearest(to: name, in: known).map { "did you mean '\($0)'?" }
            )
        }
        var walked = name
        for component in path.dropFirst() {
            guard case .dictionary(let dictionary) = value else {
                throw error("'\(walked)' is \(value.kindDescription), which has no '\(component)'", at: position)
            }
            guard let next = dictionary[component] else {
                throw error(
                    "'\(walked)' has no '\(component)'",
                    at: position,
                    hint: Suggestion.nearest(to: component, in: dictionary.keys).map { "did you mean '\($0)'?" }
                )
            }
            value = next
            walked += "." + component
        }
        return value
    }

    private func compare(
        _ comparison: ComparisonOperator,
        _ left: TemplateValue,
        _ right: TemplateValue,
        at position: SourcePosition
    ) throws(DiagnosticError) -> Bool {
        switch comparison {
        case .equal: return left == right
        case .notEqual: return left != right
        case .contains, .notContains:
            let found: Bool
            switch right {
            case .array(let items): found = items.contains(left)
            case .dictionary(let dictionary): found = dictionary.keys.contains { .string($0) == left }
            case .string(let text):
                guard case .string(let needle) = left else {
                    throw error("'in' a string needs a string on the left, found \(left.kindDescription)", at: position)
                }
                found = text.contains(needle)
            default:
                throw error("'in' needs a list, dictionary or string on the right, found \(right.kindDescription)", at: position)
            }
            return comparison == .contains ? found : !found
        case .less, .greater, .lessOrEqual, .greaterOrEqual:
            let ordering: (Bool, Bool)
            switch (left, right) {
            case (.int(let a), .int(let b)): ordering = (a < b, a == b)
            case (.string(let a), .string(let b)): ordering = (a < b, a == b)
            default:
                throw error("cannot order \(left.kindDescription) and \(right.kindDescription)", at: position)
            }
            switch comparison {
            case .less: return ordering.0
            case .greater: return !ordering.0 && !ordering.1
            case .lessOrEqual: return ordering.0 || ordering.1
            default: return !ordering.0
            }
        }
    }

    private func error(_ message: String, at position: SourcePosition, hint: String? = nil) -> DiagnosticError {
        DiagnosticError(.error(message, in: template.source, at: position, hint: hint))
    }
}
