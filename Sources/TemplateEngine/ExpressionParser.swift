import Diagnostics

/// Parses the expression language of tags:
///
///     expression := or
///     or         := and ("or" and)*
///     and        := not ("and" not)*
///     not        := "not" not | comparison
///     comparison := filtered (("==" | "!=" | "<" | ">" | "<=" | ">=" | "in" | "not in") filtered)?
///     filtered   := primary ("|" name (":" primary ("," primary)*)?)*
///     primary    := string | integer | "true" | "false" | "null" | path | "(" expression ")"
///     path       := name ("." name)*
struct ExpressionParser {
    private struct Token: Equatable {
        enum Kind: Equatable {
            case name(String)
            case string(String)
            case integer(Int)
            case symbol(String)
        }

        var kind: Kind
        var position: SourcePosition
    }

    private let source: SourceText
    private let filters: FilterSet
    private var tokens: [Token] = []
    private var current = 0
    private let endPosition: SourcePosition

    init(_ text: Substring, at position: SourcePosition, source: SourceText, filters: FilterSet) throws(DiagnosticError) {
        self.source = source
        self.filters = filters
        var tokenizer = Tokenizer(scalars: Array(text.unicodeScalars), position: position, source: source)
        self.tokens = try tokenizer.tokenize()
        self.endPosition = tokenizer.position
    }

    var isAtEnd: Bool { current >= tokens.count }

    /// Parses an expression that must use up all of the text.
    mutating func parseWhole(context: String) throws(DiagnosticError) -> TemplateExpression {
        guard !isAtEnd else {
            throw error("expected an expression \(context)", at: endPosition)
        }
        let expression = try parseExpression()
        try expectEnd(context)
        return expression
    }

    mutating func expectEnd(_ context: String) throws(DiagnosticError) {
        if current < tokens.count {
            throw error("unexpected \(describe(tokens[current])) \(context)", at: tokens[current].position)
        }
    }

    /// Consumes a plain name such as a loop variable.
    mutating func parseName(_ what: String) throws(DiagnosticError) -> String {
        guard current < tokens.count, case .name(let name) = tokens[current].kind else {
            throw error("expected \(what)", at: current < tokens.count ? tokens[current].position : endPosition)
        }
        current += 1
        return name
    }

    mutating func expectKeyword(_ keyword: String, _ context: String) throws(DiagnosticError) {
        guard current < tokens.count, tokens[current].kind == .name(keyword) else {
            let found = current < tokens.count ? describe(tokens[current]) : "the end of the tag"
            throw error("expected '\(keyword)' \(context), found \(found)", at: current < tokens.count ? tokens[current].position : endPosition)
        }
        current += 1
    }

    mutating func parseExpression() throws(DiagnosticError) -> TemplateExpression {
        var left = try parseAnd()
        while matchName("or") {
            let right = try parseAnd()
            left = TemplateExpression(kind: .or(left, right), position: left.position)
        }
        return left
    }

    private mutating func parseAnd() throws(DiagnosticError) -> TemplateExpression {
        var left = try parseNot()
        while matchName("and") {
            let right = try parseNot()
            left = TemplateExpression(kind: .and(left, right), position: left.position)
        }
        return left
    }

    private mutating func parseNot() throws(DiagnosticError) -> TemplateExpression {
        if current < tokens.count, tokens[current].kind == .name("not") {
            let position = tokens[current].position
            current += 1
            return TemplateExpression(kind: .not(try parseNot()), position: position)
        }
        return try parseComparison()
    }

    private mutating func parseComparison() throws(DiagnosticError) -> TemplateExpression {
        let left = try parseFiltered()
        guard current < tokens.count else { return left }
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
        let right = try parseFiltered()
        return TemplateExpression(kind: .comparison(comparison, left, right), position: left.position)
    }

    private mutating func parseFiltered() throws(DiagnosticError) -> TemplateExpression {
        var expression = try parsePrimary()
        while matchSymbol("|") {
            let namePosition = current < tokens.count ? tokens[current].position : endPosition
            let name = try parseName("a filter name after '|'")
            guard let filter = filters[name] else {
                throw error(
                    "unknown filter '\(name)'",
                    at: namePosition,
                    hint: Suggestion.nearest(to: name, in: filters.names).map { "did you mean '\($0)'?" }
                )
            }
            var arguments: [TemplateExpression] = []
            if matchSymbol(":") {
                repeat {
                    arguments.append(try parsePrimary())
                } while matchSymbol(",")
            }
            guard filter.argumentCounts.contains(arguments.count) else {
                throw error("filter '\(name)' takes \(filter.argumentDescription), found \(arguments.count)", at: namePosition)
            }
            expression = TemplateExpression(kind: .filter(expression, name: name, arguments: arguments), position: namePosition)
        }
        return expression
    }

    private mutating func parsePrimary() throws(DiagnosticError) -> TemplateExpression {
        guard current < tokens.count else {
            throw error("expected a value, found the end of the tag", at: endPosition)
        }
        let token = tokens[current]
        current += 1
        switch token.kind {
        case .string(let value):
            return TemplateExpression(kind: .literal(.string(value)), position: token.position)
        case .integer(let value):
            return TemplateExpression(kind: .literal(.int(value)), position: token.position)
        case .name("true"):
            return TemplateExpression(kind: .literal(.bool(true)), position: token.position)
        case .name("false"):
            return TemplateExpression(kind: .literal(.bool(false)), position: token.position)
        case .name("null"):
            return TemplateExpression(kind: .literal(.null), position: token.position)
        case .name(let name):
            var path = [name]
            while matchSymbol(".") {
                path.append(try parseName("a name after '.'"))
            }
            return TemplateExpression(kind: .variable(path), position: token.position)
        case .symbol("("):
            let inner = try parseExpression()
            guard matchSymbol(")") else {
                throw error("expected ')'", at: current < tokens.count ? tokens[current].position : endPosition)
            }
            return inner
        case .symbol:
            throw error("expected a value, found \(describe(token))", at: token.position)
        }
    }

    private mutating func matchName(_ name: String) -> Bool {
        guard current < tokens.count, tokens[current].kind == .name(name) else { return false }
        current += 1
        return true
    }

    private mutating func matchSymbol(_ symbol: String) -> Bool {
        guard current < tokens.count, tokens[current].kind == .symbol(symbol) else { return false }
        current += 1
        return true
    }

    private func describe(_ token: Token) -> String {
        switch token.kind {
        case .name(let name): return "'\(name)'"
        case .string(let value): return "string \"\(value)\""
        case .integer(let value): return "number \(value)"
        case .symbol(let symbol): return "'\(symbol)'"
        }
    }

    private func error(_ message: String, at position: SourcePosition, hint: String? = nil) -> DiagnosticError {
        DiagnosticError(.error(message, in: source, at: position, hint: hint))
    }

    /// Splits tag text into names, literals and symbols, each with its position.
    private struct Tokenizer {
        let scalars: [Unicode.Scalar]
        var position: SourcePosition
        let source: SourceText
        var index = 0

        init(scalars: [Unicode.Scalar], position: SourcePosition, source: SourceText) {
            self.scalars = scalars
            self.position = position
            self.source = source
        }

        mutating func tokenize() throws(DiagnosticError) -> [Token] {
            var tokens: [Token] = []
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar.properties.isWhitespace {
                    advance()
                    continue
                }
                let start = position
                if scalar.properties.isAlphabetic || scalar == "_" {
                    var name = ""
                    while index < scalars.count, scalars[index].properties.isAlphabetic || scalars[index] == "_" || isDigit(scalars[index]) {
                        name.unicodeScalars.append(scalars[index])
                        advance()
                    }
                    tokens.append(Token(kind: .name(name), position: start))
                } else if isDigit(scalar) {
                    var digits = ""
                    while index < scalars.count, isDigit(scalars[index]) {
                        digits.unicodeScalars.append(scalars[index])
                        advance()
                    }
                    guard let value = Int(digits) else {
                        throw DiagnosticError(.error("number \(digits) is too large", in: source, at: start))
                    }
                    tokens.append(Token(kind: .integer(value), position: start))
                } else if scalar == "\"" || scalar == "'" {
                    tokens.append(Token(kind: .string(try readString(quote: scalar, start: start)), position: start))
                } else {
                    let two = index + 1 < scalars.count ? String(String.UnicodeScalarView([scalar, scalars[index + 1]])) : ""
                    if ["==", "!=", "<=", ">="].contains(two) {
                        advance()
                        advance()
                        tokens.append(Token(kind: .symbol(two), position: start))
                    } else if ".|:,()<>".unicodeScalars.contains(scalar) {
                        advance()
                        tokens.append(Token(kind: .symbol(String(scalar)), position: start))
                    } else {
                        throw DiagnosticError(.error("unexpected character '\(scalar)' in a tag", in: source, at: start))
                    }
                }
            }
            return tokens
        }

        private mutating func readString(quote: Unicode.Scalar, start: SourcePosition) throws(DiagnosticError) -> String {
            advance()
            var value = String.UnicodeScalarView()
            while index < scalars.count, scalars[index] != quote {
                if scalars[index] == "\\", index + 1 < scalars.count {
                    advance()
                    switch scalars[index] {
                    case "n": value.append("\n")
                    case "t": value.append("\t")
                    default: value.append(scalars[index])
                    }
                } else {
                    value.append(scalars[index])
                }
                advance()
            }
            guard index < scalars.count else {
                throw DiagnosticError(.error("string is never closed; expected \(quote)", in: source, at: start))
            }
            advance()
            return String(value)
        }

        private mutating func advance() {
            if scalars[index] == "\n" {
                position = SourcePosition(line: position.line + 1, column: 1)
            } else {
                position.column += 1
            }
            index += 1
        }

        private func isDigit(_ scalar: Unicode.Scalar) -> Bool {
            scalar >= "0" && scalar <= "9"
        }
    }
}
