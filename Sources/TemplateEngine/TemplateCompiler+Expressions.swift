import Diagnostics

extension TemplateCompiler {
    mutating func compileExpression(_ syntax: SyntaxExpression, source: Int) -> Expression {
        let location = Location(source: source, position: syntax.position)
        switch syntax.kind {
        case .literal(let value):
            return Expression(kind: .constant(value), location: location)
        case .name(let name):
            return resolve(name, at: location)
        case .member(let base, let name):
            if case .name(let baseName) = base.kind, frame.slot(of: baseName) == nil {
                if baseName == "forloop", let counterSlot = frame.loops.last {
                    if let labelled = frame.loopLabels.lastIndex(of: name) {
                        return Expression(kind: .loop(counterSlot: frame.loops[labelled]), location: location)
                    }
                    return loopAttribute(name, counterSlot: counterSlot, at: location)
                }
                if baseName == "block", let blockContext {
                    if name == "name" {
                        return Expression(kind: .constant(.string(blockContext.name)), location: location)
                    }
                    guard name == "super" else {
                        report("'block' has no '\(name)'", at: location, hint: "inside a block, 'block.super' renders the overridden definition and 'block.name' is its name")
                        return .invalid(at: location)
                    }
                    return compileBlockSuper(at: location)
                }
            }
            let compiled = compileExpression(base, source: source)
            return folded(Expression(kind: .member(compiled, name), location: location))
        case .index(let base, let index):
            let compiledBase = compileExpression(base, source: source)
            let compiledIndex = compileExpression(index, source: source)
            return folded(Expression(kind: .index(compiledBase, compiledIndex), location: location))
        case .call(let name, let arguments):
            return compileCall(name, arguments, source: source)
        case .filter(let input, let name, let arguments):
            return compileFilter(input, name, arguments, source: source)
        case .not(let operand):
            return folded(Expression(kind: .not(compileExpression(operand, source: source)), location: location))
        case .and(let left, let right):
            let compiledLeft = compileExpression(left, source: source)
            let compiledRight = compileExpression(right, source: source)
            return folded(Expression(kind: .and(compiledLeft, compiledRight), location: location))
        case .or(let left, let right):
            let compiledLeft = compileExpression(left, source: source)
            let compiledRight = compileExpression(right, source: source)
            return folded(Expression(kind: .or(compiledLeft, compiledRight), location: location))
        case .comparison(let comparison, let left, let right):
            let compiledLeft = compileExpression(left, source: source)
            let compiledRight = compileExpression(right, source: source)
            return folded(Expression(kind: .comparison(comparison, compiledLeft, compiledRight), location: location))
        case .range(let first, let last):
            let compiledFirst = compileExpression(first, source: source)
            let compiledLast = compileExpression(last, source: source)
            return Expression(kind: .range(compiledFirst, compiledLast), location: location)
        case .choice(let value, let condition, let otherwise):
            let compiledValue = compileExpression(value, source: source)
            let compiledCondition = compileCondition(condition, source: source)
            let compiledOtherwise = otherwise.map { compileExpression($0, source: source) }
            return Expression(kind: .choice(compiledValue, condition: compiledCondition, otherwise: compiledOtherwise), location: location)
        case .captured(let nodes):
            return Expression(kind: .rendered(compileNodes(nodes, source: source)), location: location)
        case .mapped(let list, let item, let body):
            let compiledList = compileExpression(list, source: source)
            let itemSlot = frame.allocate()
            frame.pushScope()
            defer { frame.popScope() }
            frame.bind(item?.text ?? "maploop", to: itemSlot)
            let compiledBody = compileNodes(body, source: source)
            return Expression(kind: .mapped(compiledList, itemSlot: itemSlot, wrapsItem: item == nil, body: compiledBody), location: location)
        }
    }

    /// A local variable's slot, `forloop`, or a context variable.
    private mutating func resolve(_ name: String, at location: Location) -> Expression {
        if let slot = frame.slot(of: name) {
            return Expression(kind: .local(slot: slot, name: name), location: location)
        }
        if name == "forloop" {
            guard let counterSlot = frame.loops.last else {
                report("'forloop' is only defined inside '{% for %}'", at: location)
                return .invalid(at: location)
            }
            return Expression(kind: .loop(counterSlot: counterSlot), location: location)
        }
        if let includeContextSlot {
            let savedTolerance = tolerant
            tolerant = true
            defer { tolerant = savedTolerance }
            let outer = self.includeContextSlot
            self.includeContextSlot = nil
            defer { self.includeContextSlot = outer }
            let included = Expression(kind: .member(Expression(kind: .local(slot: includeContextSlot, name: name), location: location), name), location: location)
            return Expression(kind: .fallback(included, resolve(name, at: location)), location: location)
        }
        if let contextNames, !contextNames.contains(name), !tolerant, !(compilingMacro && setNames.contains(name)) {
            report(
                "undefined variable '\(name)'",
                at: location,
                hint: Suggestion.nearest(to: name, in: frame.localNames.sorted + contextNames).map { "did you mean '\($0)'?" }
            )
            return .invalid(at: location)
        }
        return Expression(kind: .global(index: globalIndex(of: name), name: name, localNames: frame.localNames), location: location)
    }

    private mutating func loopAttribute(_ name: String, counterSlot: Int, at location: Location) -> Expression {
        guard let attribute = LoopAttribute(rawValue: name) else {
            let names = LoopAttribute.allCases.map(\.rawValue)
            report(
                "'forloop' has no '\(name)'",
                at: location,
                hint: Suggestion.nearest(to: name, in: names).map { "did you mean '\($0)'?" } ?? "it has \(names.joined(separator: ", "))"
            )
            return .invalid(at: location)
        }
        return Expression(kind: .loopAttribute(counterSlot: counterSlot, attribute), location: location)
    }

    /// A condition may test a name the context lacks: it is false then, as in Stencil; a loop
    /// may walk one, which is empty; and `default` may fall back from one.
    mutating func compileCondition(_ condition: SyntaxExpression, source: Int) -> Expression {
        let savedTolerance = tolerant
        tolerant = true
        defer { tolerant = savedTolerance }
        return compileExpression(condition, source: source)
    }

    private mutating func compileFilter(
        _ input: SyntaxExpression,
        _ name: SyntaxName,
        _ arguments: [SyntaxExpression],
        source: Int
    ) -> Expression {
        let location = Location(source: source, position: name.position)
        if name.text == FilterSet.defaultFilterName {
            guard !arguments.isEmpty else {
                report("filter 'default' takes at least 1 argument, found 0", at: location)
                return .invalid(at: location)
            }
            let candidates = ([input] + arguments.dropLast()).map { compileCondition($0, source: source) }
            var result = compileExpression(arguments[arguments.count - 1], source: source)
            for candidate in candidates.reversed() {
                result = folded(Expression(kind: .fallback(candidate, result), location: location))
            }
            return result
        }
        if filters[name.text] == nil, name.text.hasPrefix("!"), filters[String(name.text.dropFirst())] != nil {
            let positive = SyntaxName(text: String(name.text.dropFirst()), position: name.position)
            return folded(Expression(kind: .not(compileFilter(input, positive, arguments, source: source)), location: location))
        }
        let value = compileExpression(input, source: source)
        let compiledArguments = arguments.map { compileExpression($0, source: source) }
        if name.text == "filter", filters[name.text] == nil {
            guard compiledArguments.count == 1 else {
                report("filter 'filter' takes 1 argument, found \(compiledArguments.count)", at: location)
                return .invalid(at: location)
            }
            return Expression(kind: .namedFilter(value, compiledArguments[0], filters), location: location)
        }
        guard let filter = filters[name.text] else {
            report(
                "unknown filter '\(name.text)'",
                at: location,
                hint: Suggestion.nearest(to: name.text, in: filters.names + [FilterSet.defaultFilterName]).map { "did you mean '\($0)'?" }
            )
            return .invalid(at: location)
        }
        guard filter.argumentCounts.contains(arguments.count) else {
            report("filter '\(name.text)' takes \(Self.countDescription(filter.argumentCounts)), found \(arguments.count)", at: location)
            return .invalid(at: location)
        }
        return folded(Expression(kind: .filter(value, name: name.text, filter, compiledArguments), location: location))
    }

    /// Evaluates an operation on constants once, here, instead of on every render; an error
    /// it raises is reported now.
    private mutating func folded(_ expression: Expression) -> Expression {
        let isConstant: (Expression) -> Bool = { $0.constantValue != nil }
        let foldable: Bool
        switch expression.kind {
        case .member(let base, _), .not(let base): foldable = isConstant(base)
        case .index(let left, let right), .fallback(let left, let right), .and(let left, let right), .or(let left, let right),
             .comparison(_, let left, let right):
            foldable = isConstant(left) && isConstant(right)
        case .filter(let input, _, _, let arguments): foldable = isConstant(input) && arguments.allSatisfy(isConstant)
        default: return expression
        }
        guard foldable else { return expression }
        var renderer = TemplateRenderer(
            program: Program(body: [], text: [], frameSize: 0, macros: [], globalNames: [], sources: sources),
            context: TemplateDictionary(),
            budget: .standard,
            clock: .system
        )
        do {
            return Expression(kind: .constant(try renderer.evaluate(expression)), location: expression.location)
        } catch {
            for var diagnostic in error.diagnostics {
                diagnostic.notes += notes.reversed()
                add(diagnostic)
            }
            return .invalid(at: expression.location)
        }
    }
}
