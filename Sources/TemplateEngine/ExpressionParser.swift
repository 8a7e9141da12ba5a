import Diagnostics

/// Parses the expression language of tags:
///
///     expression := or ("if" or ("else" expression)?)?
///     or         := and ("or" and)*
///     and        := not ("and" not)*
///     not        := "not" not | comparison
///     comparison := range (("==" | "!=" | "<" | ">" | "<=" | ">=" | "in" | "not in") range)?
///     range      := filtered ("..." filtered)?
///     filtered   := postfix ("|" "!"? name (":" postfix ("," postfix)*)?)*
///     postfix    := primary ("." name | "." integer | "[" expression "]")*
///     primary    := string | "-"? number | "true" | "false" | "null"
///                 | name | name "(" (expression ("," expression)*)? ")" | "(" expression ")"
///
/// Names, filters and macros are resolved later, by the compiler.
struct ExpressionParser {
    /// How deeply an expression may nest, so no input can exhaust the stack: each
    /// parenthesis, `not`, call, subscript, member, filter, `and` and `or` is one level.
    static let maximumDepth = 64

    private let source: SourceText
    private var tokens: [ExpressionToken] = []
    private var current = 0
    private let endPosition: SourcePosition
    private var depth = 0

    init(_ text: Substring, at position: SourcePosition, source: SourceText) throws(DiagnosticError) {
        self.source = source
        var tokenizer = ExpressionTokenizer(text, at: position, source: source)
        self.tokens = try tokenizer.tokenize()
        self.endPosition = tokenizer.position
    }

    var isAtEnd: Bool { current >= tokens.count }

    /// The position of the next token, or of the end of the tag.
    var nextPosition: SourcePosition { isAtEnd ? endPosition : tokens[current].position }

    private var nextDescription: String { isAtEnd ? "the end of the tag" : tokens[current].description }

    /// Parses an expression that must use up all of the text.
    mutating func parseWhole(context: String) throws(DiagnosticError) -> SyntaxExpression {
        guard !isAtEnd else {
            throw error("expected an expression \(context)", at: endPosition)
        }
        let expression = try parseExpression()
        try expectEnd(context)
        return expression
    }

    mutating func expectEnd(_ context: String) throws(DiagnosticError) {
        if !isAtEnd {
            throw error("unexpected \(nextDescription) \(context)", at: tokens[current].position)
        }
    }

    /// Consumes a plain name such as a loop variable.
    mutating func parseName(_ what: String) throws(DiagnosticError) -> SyntaxName {
        guard !isAtEnd, case .name(let name) = tokens[current].kind else {
            throw error("expected \(what), found \(nextDescription)", at: nextPosition)
        }
        current += 1
        return SyntaxName(text: name, position: tokens[current - 1].position)
    }

    /// Consumes a quoted string such as a template name.
    mutating func parseString(_ what: String) throws(DiagnosticError) -> SyntaxName {
        guard !isAtEnd, case .string(let text) = tokens[current].kind else {
            throw error("expected \(what) in quotes, found \(nextDescription)", at: nextPosition)
        }
        current += 1
        return SyntaxName(text: text, position: tokens[current - 1].position)
    }

    mutating func expectKeyword(_ keyword: String, _ context: String) throws(DiagnosticError) {
        guard matchName(keyword) else {
            throw error("expected '\(keyword)' \(context), found \(nextDescription)", at: nextPosition)
        }
    }

    mutating func expectSymbol(_ symbol: String, _ context: String) throws(DiagnosticError) {
        guard matchSymbol(symbol) else {
            throw error("expected '\(symbol)' \(context), found \(nextDescription)", at: nextPosition)
        }
    }

    mutating func matchSymbol(_ symbol: String) -> Bool {
        guard !isAtEnd, tokens[current].kind == .symbol(symbol) else { return false }
        current += 1
        return true
    }

    mutating func parseExpression() throws(DiagnosticError) -> SyntaxExpression {
        let value = try parseOr()
        guard matchName("if") else { return value }
        try enter(at: value.position)
        defer { depth -= 1 }
        let condition = try parseOr()
        let otherwise = matchName("else") ? try parseExpression() : nil
        return SyntaxExpression(kind: .choice(value, condition: condition, otherwise: otherwise), position: value.position)
    }

    private mutating func parseOr() throws(DiagnosticError) -> SyntaxExpression {
        var left = try parseAnd()
        let outerDepth = depth
        defer { depth = outerDepth }
        while matchName("or") {
            try enter(at: left.position)
            let right = try parseAnd()
            left = SyntaxExpression(kind: .or(left, right), position: left.position)
        }
        return left
    }

    private mutating func parseAnd() throws(DiagnosticError) -> SyntaxExpression {
        var left = try parseNot()
        let outerDepth = depth
        defer { depth = outerDepth }
        while matchName("and") {
            try enter(at: left.position)
            let right = try parseNot()
            left = SyntaxExpression(kind: .and(left, right), position: left.position)
        }
        return left
    }

    private mutating func parseNot() throws(DiagnosticError) -> SyntaxExpression {
        guard !isAtEnd, tokens[current].kind == .name("not") else {
            return try parseComparison()
        }
        let position = tokens[current].position
        current += 1
        try enter(at: position)
        defer { depth -= 1 }
        return SyntaxExpression(kind: .not(try parseNot()), position: position)
    }

    private mutating func parseComparison() throws(DiagnosticError) -> SyntaxExpression {
        let left = try parseRange()
        guard !isAtEnd else { return left }
        let comparison: ComparisonOperator?
        switch tokens[current].kind {
        case .symbol(let symbol): comparison = ComparisonOperator(rawValue: symbol)
        case .name("in"): comparison = .contains
        case .name("not") where current + 1 < tokens.count && tokens[current + 1].kind == .name("in"):
            current += 1
            comparison = .notContains
        default: comparison = nil
        }
        guard let comparison else { return left }
        current += 1
        let right = try parseRange()
        return SyntaxExpression(kind: .comparison(comparison, left, right), position: left.position)
    }

    private mutating func parseRange() throws(DiagnosticError) -> SyntaxExpression {
        let first = try parseFiltered()
        guard matchSymbol("...") else { return first }
        let last = try parseFiltered()
        return SyntaxExpression(kind: .range(first, last), position: first.position)
    }

    /// A value with its filters, as the arguments of `{% call %}` are written.
    mutating func parseFiltered() throws(DiagnosticError) -> SyntaxExpression {
        let expression = try parsePostfix()
        guard matchSymbol("|") else { return expression }
        return try parseFilters(applyingTo: expression)
    }

    /// `name:arguments|name…` applied to `input`, as after the first `|` of a value and in
    /// `{% filter %}`.
    mutating func parseFilters(applyingTo input: SyntaxExpression) throws(DiagnosticError) -> SyntaxExpression {
        var expression = input
        let outerDepth = depth
        defer { depth = outerDepth }
        repeat {
            try enter(at: expression.position)
            let negated = matchSymbol("!")
            var name = try parseName("a filter name after '|'")
            if negated {
                name.text = "!" + name.text
            }
            var arguments: [SyntaxExpression] = []
            if matchSymbol(":") {
                repeat {
                    arguments.append(try parsePostfix())
                } while matchSymbol(",")
            }
            expression = SyntaxExpression(kind: .filter(expression, name, arguments), position: name.position)
        } while matchSymbol("|")
        return expression
    }

    private mutating func parsePostfix() throws(DiagnosticError) -> SyntaxExpression {
        var expression = try parsePrimary()
        let outerDepth = depth
        defer { depth = outerDepth }
        while true {
            if matchSymbol(".") {
                try enter(at: expression.position)
                if !isAtEnd, case .integer(let offset) = tokens[current].kind {
                    current += 1
                    expression = SyntaxExpression(kind: .member(expression, String(offset)), position: expression.position)
                } else {
                    let name = try parseName("a name after '.'")
                    expression = SyntaxExpression(kind: .member(expression, name.text), position: expression.position)
                }
            } else if matchSymbol("[") {
                try enter(at: expression.position)
                let index = try parseExpression()
                try expectSymbol("]", "after the subscript")
                expression = SyntaxExpression(kind: .index(expression, index), position: expression.position)
            } else {
                return expression
            }
        }
    }

    private mutating func parsePrimary() throws(DiagnosticError) -> SyntaxExpression {
        guard !isAtEnd else {
            throw error("expected a value, found the end of the tag", at: endPosition)
        }
        let token = tokens[current]
        current += 1
        switch token.kind {
        case .string(let value):
            return SyntaxExpression(kind: .literal(.string(value)), position: token.position)
        case .integer(let value):
            return SyntaxExpression(kind: .literal(.int(value)), position: token.position)
        case .number(let value):
            return SyntaxExpression(kind: .literal(.double(value)), position: token.position)
        case .name("true"):
            return SyntaxExpression(kind: .literal(.bool(true)), position: token.position)
        case .name("false"):
            return SyntaxExpression(kind: .literal(.bool(false)), position: token.position)
        case .name("null"):
            return SyntaxExpression(kind: .literal(.null), position: token.position)
        case .name(let name):
            guard matchSymbol("(") else {
                return SyntaxExpression(kind: .name(name), position: token.position)
            }
            try enter(at: token.position)
            defer { depth -= 1 }
            var arguments: [SyntaxExpression] = []
            if !matchSymbol(")") {
                repeat {
                    arguments.append(try parseExpression())
                } while matchSymbol(",")
                try expectSymbol(")", "after the arguments of '\(name)'")
            }
            return SyntaxExpression(kind: .call(SyntaxName(text: name, position: token.position), arguments), position: token.position)
        case .symbol("-"):
            guard !isAtEnd else { break }
            let number = tokens[current]
            switch number.kind {
            case .integer(let value):
                current += 1
                return SyntaxExpression(kind: .literal(.int(-value)), position: token.position)
            case .number(let value):
                current += 1
                return SyntaxExpression(kind: .literal(.double(-value)), position: token.position)
            default:
                break
            }
        case .symbol("("):
            try enter(at: token.position)
            defer { depth -= 1 }
            let inner = try parseExpression()
            try expectSymbol(")", "to close '('")
            return inner
        case .symbol:
            break
        }
        throw error("expected a value, found \(token.description)", at: token.position)
    }

    private mutating func enter(at position: SourcePosition) throws(DiagnosticError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw error("expression nested deeper than \(Self.maximumDepth) levels", at: position)
        }
    }

    mutating func matchName(_ name: String) -> Bool {
        guard !isAtEnd, tokens[current].kind == .name(name) else { return false }
        current += 1
        return true
    }

    private func error(_ message: String, at position: SourcePosition, hint: String? = nil) -> DiagnosticError {
        DiagnosticError(.error(message, in: source, at: position, hint: hint))
    }
}
