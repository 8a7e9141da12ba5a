import Diagnostics

/// The parsers of the tags that open a block or take more than an expression: `for` (and
/// its label), `if`, `set`, `filter`, `map` and `call`.
extension TemplateParser {
    /// `{% outer: for … %}`: the label and the `for` tag after it.
    func labelledLoop(_ tag: Tag) throws(DiagnosticError) -> (SyntaxName, Tag)? {
        guard !Self.tagNames.contains(tag.name), let colon = tag.arguments.firstIndex(where: { !$0.isWhitespace }),
              tag.arguments[colon] == ":" else { return nil }
        let afterColon = tag.arguments.index(after: colon)
        let loopTag = split(String(tag.arguments[afterColon...]), at: Self.position(of: afterColon, in: tag.arguments, from: tag.argumentsPosition))
        guard loopTag.name == "for" else {
            throw error("only '{% for %}' takes a label, found '\(loopTag.name)' after '\(tag.name):'", at: loopTag.position)
        }
        return (SyntaxName(text: tag.name, position: tag.position), loopTag)
    }

    mutating func parseFor(_ tag: Tag, label: SyntaxName?) throws(DiagnosticError) -> SyntaxLoop {
        var expression = try ExpressionParser(tag.arguments, at: tag.argumentsPosition, source: source)
        var variables = [try expression.parseName("a loop variable after 'for'")]
        if expression.matchSymbol(",") {
            variables.append(try expression.parseName("a second loop variable after ','"))
        }
        if variables.count == 2, variables[0].text == variables[1].text {
            throw error("both loop variables are named '\(variables[0].text)'", at: variables[1].position)
        }
        try expression.expectKeyword("in", "after the loop variable")
        guard !expression.isAtEnd else {
            throw error("expected an expression after 'in'", at: expression.nextPosition)
        }
        let iterable = try expression.parseExpression()
        let condition = expression.matchName("where") ? try expression.parseWhole(context: "after 'where'") : nil
        try expression.expectEnd("after the sequence")
        let (body, end) = try parseNodes(until: ["empty", "endfor"])
        guard let end else {
            throw unclosed("for", at: tag.position, expecting: "endfor")
        }
        try expectNoArguments(end)
        let emptyBody = end.name == "empty" ? try parseBody(closing: "for", at: tag.position) : []
        return SyntaxLoop(variables: variables, iterable: iterable, body: body, emptyBody: emptyBody, label: label, condition: condition)
    }

    mutating func parseIf(_ tag: Tag) throws(DiagnosticError) -> SyntaxNode {
        var branches: [SyntaxBranch] = []
        var conditionTag = tag
        while true {
            var expression = try ExpressionParser(conditionTag.arguments, at: conditionTag.argumentsPosition, source: source)
            var condition = try expression.parseWhole(context: "after '\(conditionTag.name)'")
            if conditionTag.name == "ifnot" {
                condition = SyntaxExpression(kind: .not(condition), position: condition.position)
            }
            let (body, end) = try parseNodes(until: ["elif", "else", "endif"])
            branches.append(SyntaxBranch(condition: condition, body: body))
            guard let end else {
                throw unclosed("if", at: tag.position, expecting: "endif")
            }
            switch end.name {
            case "elif":
                conditionTag = end
            case "else":
                try expectNoArguments(end)
                return .conditional(branches, otherwise: try parseBody(closing: "if", at: tag.position))
            default:
                try expectNoArguments(end)
                return .conditional(branches, otherwise: [])
            }
        }
    }

    /// `{% set x = value %}`, StencilSwiftKit's `{% set x value %}`, and its block form
    /// `{% set x %}…{% endset %}`, which sets what the body prints. As in StencilSwiftKit,
    /// `{% set x value %}` of a missing value sets null: it reads `value|default:null`.
    mutating func parseSet(_ tag: Tag) throws(DiagnosticError) -> SyntaxNode {
        var expression = try ExpressionParser(tag.arguments, at: tag.argumentsPosition, source: source)
        let name = try expression.parseName("a variable name after 'set'")
        guard expression.isAtEnd else {
            if expression.matchSymbol("=") {
                return .set(name, try expression.parseWhole(context: "after '='"))
            }
            let value = try expression.parseWhole(context: "after the variable name")
            let null = SyntaxExpression(kind: .literal(.null), position: value.position)
            let defaultName = SyntaxName(text: FilterSet.defaultFilterName, position: value.position)
            return .set(name, SyntaxExpression(kind: .filter(value, defaultName, [null]), position: value.position))
        }
        let body = try parseBody(closing: "set", at: tag.position)
        return .set(name, SyntaxExpression(kind: .captured(body), position: name.position))
    }

    /// `{% filter name|name:argument %}…{% endfilter %}`: the filters applied to what the body prints.
    mutating func parseFilterTag(_ tag: Tag) throws(DiagnosticError) -> SyntaxNode {
        var expression = try ExpressionParser(tag.arguments, at: tag.argumentsPosition, source: source)
        let body = try parseBody(closing: "filter", at: tag.position)
        let filtered = try expression.parseFilters(applyingTo: SyntaxExpression(kind: .captured(body), position: tag.argumentsPosition))
        try expression.expectEnd("after the filters")
        return .output(filtered)
    }

    /// StencilSwiftKit's `{% map list into name using item %}…{% endmap %}`: sets `name` to
    /// the list of what the body prints for each item.
    mutating func parseMap(_ tag: Tag) throws(DiagnosticError) -> SyntaxNode {
        var expression = try ExpressionParser(tag.arguments, at: tag.argumentsPosition, source: source)
        guard !expression.isAtEnd else {
            throw error("expected a list after 'map'", at: expression.nextPosition)
        }
        let list = try expression.parseExpression()
        try expression.expectKeyword("into", "after the list")
        let name = try expression.parseName("a variable name after 'into'")
        let item = expression.matchName("using") ? try expression.parseName("an item name after 'using'") : nil
        try expression.expectEnd("after the item name")
        let body = try parseBody(closing: "map", at: tag.position)
        return .set(name, SyntaxExpression(kind: .mapped(list, item: item, body: body), position: list.position))
    }

    /// StencilSwiftKit's `{% call name argument argument %}`: the arguments are separated by
    /// spaces, each a value with its filters.
    func parseCall(_ tag: Tag) throws(DiagnosticError) -> SyntaxNode {
        var expression = try ExpressionParser(tag.arguments, at: tag.argumentsPosition, source: source)
        let name = try expression.parseName("a macro name after 'call'")
        var arguments: [SyntaxExpression] = []
        while !expression.isAtEnd {
            arguments.append(try expression.parseFiltered())
        }
        return .output(SyntaxExpression(kind: .call(name, arguments), position: name.position))
    }

    /// `{% now %}` or `{% now "format" %}`, whose format is checked here.
    func parseNow(_ tag: Tag) throws(DiagnosticError) -> SyntaxNode {
        var expression = try ExpressionParser(tag.arguments, at: tag.argumentsPosition, source: source)
        let pattern = expression.isAtEnd ? nil : try expression.parseString("a date format after 'now'")
        try expression.expectEnd("after the date format")
        do {
            return .now(try DateFormat(pattern?.text ?? DateFormat.stencilDefault), tag.position)
        } catch {
            var position = pattern?.position ?? tag.position
            position.column += 1 + error.offset
            throw self.error(
                "unsupported date field '\(error.field)' in '{% now %}'",
                at: position,
                hint: "use yyyy, MM, dd, HH, mm and ss; quote other letters, as in 'at'"
            )
        }
    }
}
