import Diagnostics

/// The tags that define rather than render: `extends`, `block` and `macro`.
extension TemplateParser {
    mutating func parseExtends(_ tag: Tag) throws(DiagnosticError) {
        let isFirst = depth == 0 && extends == nil && tokens[..<(current - 1)].allSatisfy { token in
            if case .text(let text, _) = token { return text.allSatisfy(\.isWhitespace) }
            return false
        }
        guard isFirst else {
            throw error("'{% extends %}' must be the first tag of the template", at: tag.position)
        }
        var expression = try ExpressionParser(tag.arguments, at: tag.argumentsPosition, source: source)
        let name = try expression.parseString("a template name after 'extends'")
        try expression.expectEnd("after the template name")
        extends = name
    }

    mutating func parseBlock(_ tag: Tag) throws(DiagnosticError) -> SyntaxBlock {
        if insideMacro {
            throw error("'{% block %}' cannot stand inside a macro", at: tag.position)
        }
        var expression = try ExpressionParser(tag.arguments, at: tag.argumentsPosition, source: source)
        let name = try expression.parseName("a block name after 'block'")
        try expression.expectEnd("after the block name")
        if let first = blocks[name.text] {
            throw error(
                "block '\(name.text)' is defined twice in this template",
                at: name.position,
                hint: "the first is at \(source.path):\(first.name.position.line):\(first.name.position.column)"
            )
        }
        let isTopLevel = depth == 1
        let (body, end) = try parseNodes(until: ["endblock"])
        guard let end else {
            throw unclosed("block", at: tag.position, expecting: "endblock")
        }
        var closing = try ExpressionParser(end.arguments, at: end.argumentsPosition, source: source)
        if !closing.isAtEnd {
            let closingName = try closing.parseName("the block name after 'endblock'")
            guard closingName.text == name.text else {
                throw error("'{% endblock \(closingName.text) %}' closes block '\(name.text)'", at: closingName.position)
            }
            try closing.expectEnd("after the block name")
        }
        let block = SyntaxBlock(name: name, body: body)
        blocks[name.text] = block
        if isTopLevel {
            topLevelBlocks.append(block)
        }
        return block
    }

    mutating func parseMacro(_ tag: Tag) throws(DiagnosticError) {
        if insideMacro {
            throw error("'{% macro %}' cannot stand inside another macro", at: tag.position)
        }
        var expression = try ExpressionParser(tag.arguments, at: tag.argumentsPosition, source: source)
        let name = try expression.parseName("a macro name after 'macro'")
        var parameters: [SyntaxParameter] = []
        if !expression.matchSymbol("(") {
            while !expression.isAtEnd {
                let parameter = try expression.parseName("a parameter name")
                if parameters.contains(where: { $0.name.text == parameter.text }) {
                    throw error("macro '\(name.text)' has two parameters named '\(parameter.text)'", at: parameter.position)
                }
                let null = SyntaxExpression(kind: .literal(.null), position: parameter.position)
                parameters.append(SyntaxParameter(name: parameter, defaultValue: null))
            }
        } else if !expression.matchSymbol(")") {
            repeat {
                let parameter = try expression.parseName("a parameter name")
                if parameters.contains(where: { $0.name.text == parameter.text }) {
                    throw error("macro '\(name.text)' has two parameters named '\(parameter.text)'", at: parameter.position)
                }
                var defaultValue: SyntaxExpression?
                if expression.matchSymbol("=") {
                    defaultValue = try expression.parseExpression()
                } else if parameters.last?.defaultValue != nil {
                    throw error("parameter '\(parameter.text)' needs a default value, as the parameters before it have one", at: parameter.position)
                }
                parameters.append(SyntaxParameter(name: parameter, defaultValue: defaultValue))
            } while expression.matchSymbol(",")
            try expression.expectSymbol(")", "after the parameters")
        }
        try expression.expectEnd("after the parameters")
        if let first = macros.first(where: { $0.name.text == name.text }) {
            throw error(
                "macro '\(name.text)' is defined twice in this template",
                at: name.position,
                hint: "the first is at \(source.path):\(first.name.position.line):\(first.name.position.column)"
            )
        }
        insideMacro = true
        let outerDepth = depth
        depth += 1
        let body = try parseBody(closing: "macro", at: tag.position)
        depth = outerDepth
        insideMacro = false
        macros.append(SyntaxMacro(name: name, parameters: parameters, body: body))
    }
}
