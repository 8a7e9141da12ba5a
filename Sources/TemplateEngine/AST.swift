import Diagnostics

/// A compiled template node.
indirect enum TemplateNode: Sendable {
    case text(String)
    case output(TemplateExpression)
    case forLoop(ForLoop)
    case conditional(branches: [ConditionalBranch], otherwise: [TemplateNode])
}

struct ForLoop: Sendable {
    var variable: String
    var iterable: TemplateExpression
    var body: [TemplateNode]
    /// Rendered instead of the body when the sequence is empty (`{% empty %}`).
    var emptyBody: [TemplateNode]
}

struct ConditionalBranch: Sendable {
    var condition: TemplateExpression
    var body: [TemplateNode]
}

/// An expression inside `{{ }}` or a tag, with the position of its first character.
struct TemplateExpression: Sendable {
    indirect enum Kind: Sendable {
        case literal(TemplateValue)
        /// A dotted lookup such as `endpoint.model.name`.
        case variable([String])
        case filter(TemplateExpression, name: String, arguments: [TemplateExpression])
        case not(TemplateExpression)
        case and(TemplateExpression, TemplateExpression)
        case or(TemplateExpression, TemplateExpression)
        case comparison(ComparisonOperator, TemplateExpression, TemplateExpression)
    }

    var kind: Kind
    var position: SourcePosition
}

enum ComparisonOperator: String, Sendable {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case greater = ">"
    case lessOrEqual = "<="
    case greaterOrEqual = ">="
    case contains = "in"
    case notContains = "not in"
}
