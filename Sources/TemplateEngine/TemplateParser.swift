import Diagnostics

/// Builds the syntax tree of one template file from its tokens, matching every block tag with
/// its end tag and checking where each tag may stand.
struct TemplateParser {
    static let tagNames = [
        "for", "empty", "endfor", "if", "elif", "else", "endif", "set", "include",
        "extends", "block", "endblock", "macro", "endmacro", "ifnot", "endset", "filter", "endfilter",
        "break", "continue", "call", "map", "endmap", "now",
    ]
    /// How deeply block tags may nest, so no input can exhaust the stack.
    static let maximumDepth = 100

    let source: SourceText
    let tokens: [TemplateToken]
    var current = 0
    var depth = 0
    var insideMacro = false
    var macros: [SyntaxMacro] = []
    var extends: SyntaxName?
    var blocks: [String: SyntaxBlock] = [:]
    var topLevelBlocks: [SyntaxBlock] = []

    init(tokens: [TemplateToken], source: SourceText) {
        self.tokens = tokens
        self.source = source
    }

    static func parse(_ source: SourceText) throws(DiagnosticError) -> ParsedTemplate {
        try parse(text: source.text, at: SourcePosition(line: 1, column: 1), in: source)
    }

    static func parse(text: String, at origin: SourcePosition, in source: SourceText) throws(DiagnosticError) -> ParsedTemplate {
        var lexer = TemplateLexer(source: source, text: text, origin: origin)
        var parser = TemplateParser(tokens: try lexer.tokenize(), source: source)
        return try parser.parse()
    }

    mutating func parse() throws(DiagnosticError) -> ParsedTemplate {
        let (nodes, end) = try parseNodes(until: [])
        if let end {
            throw error("unexpected '{% \(end.name) %}' with no open block", at: end.position)
        }
        return ParsedTemplate(
            source: source,
            nodes: nodes,
            macros: macros,
            extends: extends,
            blocks: blocks,
            topLevelBlocks: topLevelBlocks,
            setNames: macros.reduce(into: ParsedTemplate.setNames(in: nodes)) { $0.formUnion(ParsedTemplate.setNames(in: $1.body)) }
        )
    }

    struct Tag {
        var name: String
        var arguments: Substring
        var argumentsPosition: SourcePosition
        var position: SourcePosition
    }

    /// Parses nodes until one of `terminators` (or the end of the template) is reached.
    /// Returns the terminating tag, or nil at the end of the template.
    mutating func parseNodes(until terminators: [String]) throws(DiagnosticError) -> ([SyntaxNode], Tag?) {
        var nodes: [SyntaxNode] = []
        while current < tokens.count {
            let token = tokens[current]
            current += 1
            try checkPlacement(of: token)
            switch token {
            case .text(let text, let position):
                nodes.append(.text(text, position))
            case .output(let content, let position):
                var parser = try ExpressionParser(content[...], at: position, source: source)
                nodes.append(.output(try parser.parseWhole(context: "in '{{ }}'")))
            case .tag(let content, let position):
                let tag = split(content, at: position)
                if terminators.contains(tag.name) {
                    return (nodes, tag)
                }
                if let node = try parseTag(tag) {
                    nodes.append(node)
                }
            }
        }
        return (nodes, nil)
    }

    /// In a template that extends another, only blocks and macros count outside blocks;
    /// `{% extends %}` itself must come before anything else.
    private func checkPlacement(of token: TemplateToken) throws(DiagnosticError) {
        guard depth == 0 else { return }
        switch token {
        case .text(let text, let position):
            if extends != nil, let offset = text.firstIndex(where: { !$0.isWhitespace }) {
                throw error(
                    "text outside '{% block %}' in a template that extends another is never rendered",
                    at: Self.position(of: offset, in: text, from: position),
                    hint: "move it into a block of the base template"
                )
            }
        case .output(_, let position):
            if extends != nil {
                throw error(
                    "'{{ }}' outside '{% block %}' in a template that extends another is never rendered",
                    at: position,
                    hint: "move it into a block of the base template"
                )
            }
        case .tag(let content, let position):
            let tag = split(content, at: position)
            if extends != nil, !["block", "macro", "extends"].contains(tag.name), Self.tagNames.contains(tag.name) {
                throw error(
                    "'{% \(tag.name) %}' outside '{% block %}' in a template that extends another is never rendered",
                    at: tag.position,
                    hint: "only '{% block %}' and '{% macro %}' may stand outside blocks here"
                )
            }
        }
    }

    private mutating func parseTag(_ tag: Tag) throws(DiagnosticError) -> SyntaxNode? {
        if let (label, loopTag) = try labelledLoop(tag) {
            return try nested(loopTag) { parser throws(DiagnosticError) in .forLoop(try parser.parseFor(loopTag, label: label)) }
        }
        switch tag.name {
        case "for":
            return try nested(tag) { parser throws(DiagnosticError) in .forLoop(try parser.parseFor(tag, label: nil)) }
        case "if", "ifnot":
            return try nested(tag) { parser throws(DiagnosticError) in try parser.parseIf(tag) }
        case "set":
            return try nested(tag) { parser throws(DiagnosticError) in try parser.parseSet(tag) }
        case "filter":
            return try nested(tag) { parser throws(DiagnosticError) in try parser.parseFilterTag(tag) }
        case "break", "continue":
            var expression = try ExpressionParser(tag.arguments, at: tag.argumentsPosition, source: source)
            let label = expression.isAtEnd ? nil : try expression.parseName("a loop label after '\(tag.name)'")
            try expression.expectEnd("after the loop label")
            return .jump(SyntaxJump(isBreak: tag.name == "break", label: label, position: tag.position))
        case "call":
            return try parseCall(tag)
        case "now":
            return try parseNow(tag)
        case "map":
            return try nested(tag) { parser throws(DiagnosticError) in try parser.parseMap(tag) }
        case "include":
            var expression = try ExpressionParser(tag.arguments, at: tag.argumentsPosition, source: source)
            let name = try expression.parseString("a template name after 'include'")
            if expression.isAtEnd {
                return .include(name, context: nil)
            }
            let context = try expression.parseWhole(context: "after the template name")
            return .include(name, context: context)
        case "extends":
            try parseExtends(tag)
            return nil
        case "block":
            return try nested(tag) { parser throws(DiagnosticError) in .block(try parser.parseBlock(tag)) }
        case "macro":
            try parseMacro(tag)
            return nil
        default:
            guard Self.tagNames.contains(tag.name) else {
                throw error(
                    tag.name.isEmpty ? "expected a tag name after '{%'" : "unknown tag '\(tag.name)'",
                    at: tag.position,
                    hint: Suggestion.nearest(to: tag.name, in: Self.tagNames).map { "did you mean '\($0)'?" }
                )
            }
            throw error("unexpected '{% \(tag.name) %}' with no open block", at: tag.position)
        }
    }

    private mutating func nested(_ tag: Tag, _ parse: (inout TemplateParser) throws(DiagnosticError) -> SyntaxNode) throws(DiagnosticError) -> SyntaxNode {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth {
            throw error("block tags nested deeper than \(Self.maximumDepth) levels", at: tag.position)
        }
        return try parse(&self)
    }

    func expectNoArguments(_ tag: Tag) throws(DiagnosticError) {
        if let first = tag.arguments.firstIndex(where: { !$0.isWhitespace }) {
            let position = Self.position(of: first, in: tag.arguments, from: tag.argumentsPosition)
            throw error("'{% \(tag.name) %}' takes no arguments", at: position)
        }
    }

    /// The nodes up to `{% end<name> %}`, which takes no arguments, for the tag `name` opened
    /// at `position`.
    mutating func parseBody(closing name: String, at position: SourcePosition) throws(DiagnosticError) -> [SyntaxNode] {
        let (body, end) = try parseNodes(until: ["end" + name])
        guard let end else {
            throw unclosed(name, at: position, expecting: "end" + name)
        }
        try expectNoArguments(end)
        return body
    }

    func unclosed(_ name: String, at position: SourcePosition, expecting end: String) -> DiagnosticError {
        error("'{% \(name) %}' is never closed; expected '{% \(end) %}'", at: position)
    }

    func error(_ message: String, at position: SourcePosition, hint: String? = nil) -> DiagnosticError {
        DiagnosticError(.error(message, in: source, at: position, hint: hint))
    }

    /// Splits `  for item in items ` into the tag name and the text after it, with positions.
    func split(_ content: String, at position: SourcePosition) -> Tag {
        let scalars = content.unicodeScalars
        var index = scalars.startIndex
        var current = position
        while index < scalars.endIndex, scalars[index] == " " || scalars[index] == "\t" || scalars[index] == "\n" || scalars[index] == "\r" {
            current = scalars[index] == "\n" ? SourcePosition(line: current.line + 1, column: 1) : SourcePosition(line: current.line, column: current.column + 1)
            index = scalars.index(after: index)
        }
        let namePosition = current
        let nameStart = index
        while index < scalars.endIndex, ExpressionTokenizer.isNameStart(scalars[index]) {
            current.column += 1
            index = scalars.index(after: index)
        }
        return Tag(
            name: String(scalars[nameStart..<index]),
            arguments: content[index...],
            argumentsPosition: current,
            position: namePosition
        )
    }

    /// The position of `target` in `text`, which starts at `start`.
    static func position(of target: String.Index, in text: some StringProtocol, from start: SourcePosition) -> SourcePosition {
        var result = start
        for scalar in text.unicodeScalars[..<target] {
            if scalar == "\n" {
                result = SourcePosition(line: result.line + 1, column: 1)
            } else {
                result.column += 1
            }
        }
        return result
    }
}
