import Diagnostics

/// Builds the node tree from tokens, matching every block tag with its end tag.
struct TemplateParser {
    private static let tagNames = ["for", "empty", "endfor", "if", "elif", "else", "endif"]

    private let source: SourceText
    private let filters: FilterSet
    private let tokens: [TemplateToken]
    private var current = 0

    init(tokens: [TemplateToken], source: SourceText, filters: FilterSet) {
        self.tokens = tokens
        self.source = source
        self.filters = filters
    }

    mutating func parse() throws(DiagnosticError) -> [TemplateNode] {
        let (nodes, end) = try parseNodes(until: [])
        if let end {
            throw DiagnosticError(.error("unexpected '{% \(end.name) %}' with no open block", in: source, at: end.position))
        }
        return nodes
    }

    private struct EndTag {
        var name: String
        var arguments: Substring
        var argumentsPosition: SourcePosition
        var position: SourcePosition
    }

    /// Parses nodes until one of `terminators` (or the end of the template) is reached.
    /// Returns the terminating tag, or nil at the end of the template.
    private mutating func parseNodes(until terminators: Set<String>) throws(DiagnosticError) -> ([TemplateNode], EndTag?) {
        var nodes: [TemplateNode] = []
        while current < tokens.count {
            let token = tokens[current]
            current += 1
            switch token {
            case .text(let text):
                nodes.append(.text(text))
            case .output(let content, let position):
                var parser = try ExpressionParser(content[...], at: position, source: source, filters: filters)
                nodes.append(.output(try parser.parseWhole(context: "in '{{ }}'")))
            case .tag(let content, let position):
                let tag = split(content, at: position)
                switch tag.name {
                case "for":
                    nodes.append(.forLoop(try parseFor(tag)))
                case "if":
                    nodes.append(try parseIf(tag))
                default:
                    if terminators.contains(tag.name) {
                        return (nodes, tag)
                    }
                    guard Self.tagNames.contains(tag.name) else {
                        throw DiagnosticError(.error(
                            tag.name.isEmpty ? "expected a tag name after '{%'" : "unknown tag '\(tag.name)'",
                            in: source,
                            at: tag.position,
                            hint: Suggestion.nearest(to: tag.name, in: Self.tagNames).map { "did you mean '\($0)'?" }
                        ))
                    }
                    throw DiagnosticError(.error("unexpected '{% \(tag.name) %}' with no open block", in: source, at: tag.position))
                }
            }
        }
        return (nodes, nil)
    }

    private mutating func parseFor(_ tag: EndTag) throws(DiagnosticError) -> ForLoop {
        var expression = try ExpressionParser(tag.arguments, at: tag.argumentsPosition, source: source, filters: filters)
        let variable = try expression.parseName("a loop variable after 'for'")
        try expression.expectKeyword("in", "after the loop variable")
        let iterable = try expression.parseWhole(context: "after 'in'")
        let (body, end) = try parseNodes(until: ["empty", "endfor"])
        var emptyBody: [TemplateNode] = []
        guard var end else {
            throw unclosed("for", at: tag.position, expecting: "endfor")
        }
        if end.name == "empty" {
            let (nodes, afterEmpty) = try parseNodes(until: ["endfor"])
            guard let afterEmpty else {
                throw unclosed("for", at: tag.position, expecting: "endfor")
            }
            emptyBody = nodes
            end = afterEmpty
        }
        try expectNoArguments(end)
        return ForLoop(variable: variable, iterable: iterable, body: body, emptyBody: emptyBody)
    }

    private mutating func parseIf(_ tag: EndTag) throws(DiagnosticError) -> TemplateNode {
        var branches: [ConditionalBranch] = []
        var otherwise: [TemplateNode] = []
        var conditionTag = tag
        while true {
            var expression = try ExpressionParser(conditionTag.arguments, at: conditionTag.argumentsPosition, source: source, filters: filters)
            let condition = try expression.parseWhole(context: "after '\(conditionTag.name)'")
            let (body, end) = try parseNodes(until: ["elif", "else", "endif"])
            branches.append(ConditionalBranch(condition: condition, body: body))
            guard let end else {
                throw unclosed("if", at: tag.position, expecting: "endif")
            }
            switch end.name {
            case "elif":
                conditionTag = end
            case "else":
                try expectNoArguments(end)
                let (elseBody, afterElse) = try parseNodes(until: ["endif"])
                guard let afterElse else {
                    throw unclosed("if", at: tag.position, expecting: "endif")
                }
                try expectNoArguments(afterElse)
                otherwise = elseBody
                return .conditional(branches: branches, otherwise: otherwise)
            default:
                try expectNoArguments(end)
                return .conditional(branches: branches, otherwise: otherwise)
            }
        }
    }

    private func expectNoArguments(_ tag: EndTag) throws(DiagnosticError) {
        if !tag.arguments.allSatisfy(\.isWhitespace) {
            throw DiagnosticError(.error("'{% \(tag.name) %}' takes no arguments", in: source, at: tag.argumentsPosition))
        }
    }

    private func unclosed(_ name: String, at position: SourcePosition, expecting end: String) -> DiagnosticError {
        DiagnosticError(.error("'{% \(name) %}' is never closed; expected '{% \(end) %}'", in: source, at: position))
    }

    /// Splits `  for item in items ` into the tag name and the text after it, with positions.
    private func split(_ content: String, at position: SourcePosition) -> EndTag {
        var column = position.column
        var line = position.line
        var index = content.startIndex
        func step() {
            if content[index] == "\n" {
                line += 1
                column = 1
            } else {
                column += content[index].unicodeScalars.count
            }
            index = content.index(after: index)
        }
        while index < content.endIndex, content[index].isWhitespace { step() }
        let namePosition = SourcePosition(line: line, column: column)
        let nameStart = index
        while index < content.endIndex, content[index].isLetter || content[index] == "_" { step() }
        let name = String(content[nameStart..<index])
        return EndTag(
            name: name,
            arguments: content[index...],
            argumentsPosition: SourcePosition(line: line, column: column),
            position: namePosition
        )
    }
}
