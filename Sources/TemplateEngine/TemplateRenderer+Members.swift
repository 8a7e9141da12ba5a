import Diagnostics

/// A value's members and elements, and the errors that name what is missing and what is there.
extension TemplateRenderer {
    /// `value.name`: a dictionary's key (its size for `count`, unless it has that key); a list's `count`, `first`, `last` or numbered element.
    /// Nil when the key or element is missing; an error when `value` has no members.
    func member(_ name: String, of value: TemplateValue, in baseExpression: Expression) throws(DiagnosticError) -> TemplateValue? {
        switch value {
        case .dictionary(let dictionary):
            if name == "count" {
                return dictionary[name] ?? .int(dictionary.count)
            }
            return dictionary[name]
        case .array(let items):
            switch name {
            case "count": return .int(items.count)
            case "first": return items.first ?? .null
            case "last": return items.last ?? .null
            default:
                guard let offset = Int(name) else {
                    throw error(
                        "'\(describe(baseExpression))' is a list, which has no '\(name)'",
                        at: baseExpression.location,
                        hint: "a list has count, first, last and numbered elements such as .0"
                    )
                }
                return items.indices.contains(offset) ? items[offset] : nil
            }
        default:
            throw error("'\(describe(baseExpression))' is \(value.kindDescription), which has no '\(name)'", at: baseExpression.location)
        }
    }

    /// `value[index]`: a list's element (negative offsets count from the end) or a dictionary's
    /// key. Nil when it is missing.
    func element(
        _ index: TemplateValue,
        of value: TemplateValue,
        in baseExpression: Expression,
        at location: Location
    ) throws(DiagnosticError) -> TemplateValue? {
        switch (value, index) {
        case (.array(let items), .int(let offset)):
            let position = offset < 0 ? items.count + offset : offset
            return items.indices.contains(position) ? items[position] : nil
        case (.dictionary(let dictionary), .string(let key)):
            return dictionary[key]
        case (.array, _):
            throw error("a list's subscript must be a number, found \(index.kindDescription)", at: location)
        case (.dictionary, _):
            throw error("a dictionary's subscript must be a string, found \(index.kindDescription)", at: location)
        default:
            throw error("'\(describe(baseExpression))' is \(value.kindDescription), which has no subscript", at: baseExpression.location)
        }
    }

    func missingMember(_ name: String, of value: TemplateValue, in baseExpression: Expression) -> DiagnosticError {
        switch value {
        case .array(let items):
            return error("'\(describe(baseExpression))' has no element \(name): it has \(Self.itemCount(items.count))", at: baseExpression.location)
        case .dictionary(let dictionary):
            return error(
                "'\(describe(baseExpression))' has no '\(name)'",
                at: baseExpression.location,
                hint: Suggestion.nearest(to: name, in: dictionary.keys).map { "did you mean '\($0)'?" }
            )
        default:
            return error("'\(describe(baseExpression))' has no '\(name)'", at: baseExpression.location)
        }
    }

    func missingElement(_ index: TemplateValue, of value: TemplateValue, in baseExpression: Expression, at location: Location) -> DiagnosticError {
        switch (value, index) {
        case (.array(let items), .int(let offset)):
            return error("index \(offset) is out of range: '\(describe(baseExpression))' has \(Self.itemCount(items.count))", at: location)
        case (.dictionary(let dictionary), .string(let key)):
            return error(
                "'\(describe(baseExpression))' has no key \"\(key)\"",
                at: location,
                hint: Suggestion.nearest(to: key, in: dictionary.keys).map { "did you mean \"\($0)\"?" }
            )
        default:
            return error("'\(describe(baseExpression))' has no element \(index)", at: location)
        }
    }

    func undefined(_ name: String, visibleNames: [String], at location: Location) -> DiagnosticError {
        let known = visibleNames + context.keys
        return error(
            "undefined variable '\(name)'",
            at: location,
            hint: Suggestion.nearest(to: name, in: known).map { "did you mean '\($0)'?" }
        )
    }

    static func itemCount(_ count: Int) -> String {
        count == 1 ? "1 item" : "\(count) items"
    }
}
