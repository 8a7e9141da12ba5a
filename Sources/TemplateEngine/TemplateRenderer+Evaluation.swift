import Diagnostics

extension TemplateRenderer {
    mutating func evaluate(_ expression: Expression) throws(DiagnosticError) -> TemplateValue {
        switch expression.kind {
        case .invalid:
            return .null
        case .constant(let value):
            return value
        case .local(let slot, let name):
            guard let value = slots[base + slot] else {
                throw error("'\(name)' is not set here: the '{% set %}' that sets it did not run", at: expression.location)
            }
            return value
        case .global(let index, let name, let localNames):
            guard let value = globals[index] else {
                throw undefined(name, visibleNames: localNames.sorted, at: expression.location)
            }
            return value
        case .loopAttribute(let counterSlot, let attribute):
            return loopAttribute(attribute, counterSlot: counterSlot)
        case .loop(let counterSlot):
            var dictionary = TemplateDictionary()
            for attribute in LoopAttribute.allCases {
                dictionary[attribute.rawValue] = loopAttribute(attribute, counterSlot: counterSlot)
            }
            return .dictionary(dictionary)
        case .member(let baseExpression, let name):
            if case .local(let slot, _) = baseExpression.kind, case .dictionary(let dictionary)? = slots[base + slot], let value = dictionary[name] {
                return value
            }
            let value = try evaluate(baseExpression)
            guard let result = try member(name, of: value, in: baseExpression) else {
                throw missingMember(name, of: value, in: baseExpression)
            }
            return result
        case .index(let baseExpression, let indexExpression):
            let value = try evaluate(baseExpression)
            let index = try evaluate(indexExpression)
            guard let result = try element(index, of: value, in: baseExpression, at: indexExpression.location) else {
                throw missingElement(index, of: value, in: baseExpression, at: indexExpression.location)
            }
            return result
        case .filter(let input, let name, let filter, let arguments):
            let value = try evaluate(input)
            var values: [TemplateValue] = []
            if !arguments.isEmpty {
                values.reserveCapacity(arguments.count)
                for argument in arguments {
                    values.append(try evaluate(argument))
                }
            }
            try spendFilter(filter, on: value, values, at: expression.location)
            let result: TemplateValue
            do {
                result = try filter.body(value, values)
            } catch {
                throw self.error("filter '\(name)': \(error.message)", at: expression.location)
            }
            if case .string(let text) = result {
                try spend(bytes: text.utf8.count, at: expression.location)
            }
            return result
        case .fallback(let input, let fallback):
            if let value = try evaluateIfPresent(input), value != .null {
                return value
            }
            return try evaluate(fallback)
        case .not(let operand):
            return .bool(!(try isTrue(operand)))
        case .and(let left, let right):
            guard try isTrue(left) else { return .bool(false) }
            return .bool(try isTrue(right))
        case .or(let left, let right):
            if try isTrue(left) { return .bool(true) }
            return .bool(try isTrue(right))
        case .comparison(let comparison, let left, let right):
            let leftValue = try evaluate(left)
            let rightValue = try evaluate(right)
            do {
                return .bool(try comparison.apply(leftValue, rightValue))
            } catch {
                throw self.error(error.message, at: expression.location)
            }
        case .call(let macro, let arguments):
            return try call(macro, arguments, at: expression.location)
        case .rendered(let nodes):
            return try capture(nodes)
        case .namedFilter(let input, let nameExpression, let filters):
            let value = try evaluate(input)
            let name = try evaluate(nameExpression)
            guard case .string(let filterName) = name, let filter = filters[filterName], filter.argumentCounts.contains(0) else {
                throw error("filter 'filter': \(describe(nameExpression)) names no filter that takes no arguments", at: expression.location)
            }
            try spendFilter(filter, on: value, [], at: expression.location)
            do {
                return try filter.body(value, [])
            } catch {
                throw self.error("filter '\(filterName)': \(error.message)", at: expression.location)
            }
        case .mapped(let list, let itemSlot, let wrapsItem, let body):
            let value = try evaluate(list)
            guard case .array(let items) = value else {
                throw error("'map' needs a list, found \(value.kindDescription)", at: list.location)
            }
            var results: [TemplateValue] = []
            for (offset, item) in items.enumerated() {
                try spendStep(at: expression.location)
                slots[base + itemSlot] = wrapsItem
                    ? ["item": item, "counter": .int(offset), "first": .bool(offset == 0), "last": .bool(offset == items.count - 1)]
                    : item
                results.append(try capture(body))
            }
            return .array(results)
        case .range(let first, let last):
            return try range(from: evaluate(first), to: evaluate(last), at: expression.location)
        case .choice(let value, let condition, let otherwise):
            if try isTrue(condition) {
                return try evaluate(value)
            }
            return try otherwise.map { expression throws(DiagnosticError) in try evaluate(expression) } ?? .null
        }
    }

    /// The longest range `first...last` may be, so a mistaken bound cannot exhaust memory.
    static let maximumRange = 100_000

    private func range(from first: TemplateValue, to last: TemplateValue, at location: Location) throws(DiagnosticError) -> TemplateValue {
        guard case .int(let lower) = first, case .int(let upper) = last else {
            throw error("a range needs whole numbers, found \(first.kindDescription) and \(last.kindDescription)", at: location)
        }
        guard abs(upper.subtractingReportingOverflow(lower).partialValue) < Self.maximumRange,
              !upper.subtractingReportingOverflow(lower).overflow else {
            throw error("a range of more than \(Self.maximumRange) numbers", at: location)
        }
        let numbers = lower <= upper ? Array(lower...upper) : Array((upper...lower).reversed())
        return .array(numbers.map(TemplateValue.int))
    }

    /// Whether a condition holds. As in Stencil, testing a variable, key or element that is
    /// missing gives false rather than an error, and so does ordering it or looking for it;
    /// it equals only another missing one. Printing one stays an error.
    mutating func isTrue(_ expression: Expression) throws(DiagnosticError) -> Bool {
        switch expression.kind {
        case .local, .global, .member, .index:
            return try evaluateIfPresent(expression)?.isTruthy ?? false
        case .comparison(let comparison, let left, let right):
            let leftValue = try evaluateIfPresent(left)
            let rightValue = try evaluateIfPresent(right)
            guard let leftValue, let rightValue else {
                let bothMissing = leftValue == nil && rightValue == nil
                switch comparison {
                case .equal: return bothMissing
                case .notEqual: return !bothMissing
                default: return false
                }
            }
            do {
                return try comparison.apply(leftValue, rightValue)
            } catch {
                throw self.error(error.message, at: expression.location)
            }
        default:
            return try evaluate(expression).isTruthy
        }
    }

    /// The value of the input of `default`: nil when a variable, key or element is missing,
    /// or when a step of the path is null.
    mutating func evaluateIfPresent(_ expression: Expression) throws(DiagnosticError) -> TemplateValue? {
        switch expression.kind {
        case .local(let slot, _):
            return slots[base + slot]
        case .global(let index, _, _):
            return globals[index]
        case .member(let baseExpression, let name):
            if case .local(let slot, _) = baseExpression.kind, case .dictionary(let dictionary)? = slots[base + slot], let value = dictionary[name] {
                return value
            }
            guard let value = try evaluateIfPresent(baseExpression), value != .null else { return nil }
            return try member(name, of: value, in: baseExpression)
        case .index(let baseExpression, let indexExpression):
            guard let value = try evaluateIfPresent(baseExpression), value != .null else { return nil }
            return try element(try evaluate(indexExpression), of: value, in: baseExpression, at: indexExpression.location)
        default:
            return try evaluate(expression)
        }
    }

    private func loopAttribute(_ attribute: LoopAttribute, counterSlot: Int) -> TemplateValue {
        guard case .int(let offset)? = slots[base + counterSlot], case .int(let length)? = slots[base + counterSlot + 1] else {
            return .null
        }
        switch attribute {
        case .first: return .bool(offset == 0)
        case .last: return .bool(offset == length - 1)
        case .counter: return .int(offset + 1)
        case .counter0: return .int(offset)
        case .length: return .int(length)
        }
    }

    /// The expression as it was written, near enough for an error message: `endpoint.structs[0]`.
    func describe(_ expression: Expression) -> String {
        switch expression.kind {
        case .invalid:
            return "the expression"
        case .constant(let value):
            if case .string(let text) = value { return "\"\(text)\"" }
            return value.printed ?? value.kindDescription
        case .local(_, let name), .global(_, let name, _): return name
        case .loop: return "forloop"
        case .loopAttribute(_, let attribute): return "forloop.\(attribute.rawValue)"
        case .member(let base, let name): return "\(describe(base)).\(name)"
        case .index(let base, let index): return "\(describe(base))[\(describe(index))]"
        case .filter(let input, let name, _, _): return "\(describe(input))|\(name)"
        case .fallback(let input, _): return "\(describe(input))|default"
        case .call(let index, _): return "\(program.macros.indices.contains(index) ? program.macros[index].name : "macro")(…)"
        case .rendered: return "block.super"
        case .not, .and, .or, .comparison: return "the condition"
        case .range(let first, let last): return "\(describe(first))...\(describe(last))"
        case .choice(let value, _, _): return "\(describe(value)) if …"
        case .mapped(let list, _, _, _): return "map \(describe(list))"
        case .namedFilter(let input, _, _): return "\(describe(input))|filter"
        }
    }
}
