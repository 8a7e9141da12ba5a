import Diagnostics

/// A macro as callers see it when their calls are compiled.
struct MacroReference {
    var index: Int
    var name: String
    var parameterCount: Int
    var requiredCount: Int
}

extension TemplateCompiler {
    /// The macros callable in a file, or in every file of an extends chain (most derived
    /// first, whose macros win). Each table is built once, and its macros compiled once.
    mutating func macroTable(for chain: [ParsedTemplate]) -> [String: MacroReference] {
        let key = chain.map(\.source.path).joined(separator: "\n")
        if let table = macroTables[key] { return table }
        var table: [String: MacroReference] = [:]
        var pending: [(macro: SyntaxMacro, source: Int, index: Int)] = []
        for template in chain.reversed() {
            let source = register(template)
            for macro in template.macros {
                let index = macros.count
                macros.append(CompiledMacro(name: macro.name.text, parameterCount: macro.parameters.count, defaults: [], body: [], frameSize: 0))
                table[macro.name.text] = MacroReference(
                    index: index,
                    name: macro.name.text,
                    parameterCount: macro.parameters.count,
                    requiredCount: macro.parameters.filter { $0.defaultValue == nil }.count
                )
                pending.append((macro, source, index))
            }
        }
        macroTables[key] = table
        for item in pending {
            compileMacro(item.macro, source: item.source, index: item.index, table: table)
        }
        return table
    }

    /// A macro body sees its parameters, the context and the macros of its file; not the
    /// caller's variables.
    private mutating func compileMacro(_ macro: SyntaxMacro, source: Int, index: Int, table: [String: MacroReference]) {
        let saved = (frame, macroTable, blockContext, blockDefinitions, tolerant, includeContextSlot, compilingMacro)
        frame = Frame()
        includeContextSlot = nil
        compilingMacro = true
        macroTable = table
        blockContext = nil
        blockDefinitions = [:]
        tolerant = false
        defer { (frame, macroTable, blockContext, blockDefinitions, tolerant, includeContextSlot, compilingMacro) = saved }
        for parameter in macro.parameters {
            frame.bind(parameter.name.text, to: frame.allocate())
        }
        let defaults = macro.parameters.map { parameter in parameter.defaultValue.map { compileExpression($0, source: source) } }
        let body = compileNodes(macro.body, source: source)
        macros[index] = CompiledMacro(
            name: macro.name.text,
            parameterCount: macro.parameters.count,
            defaults: defaults,
            body: body,
            frameSize: frame.size
        )
    }

    mutating func compileCall(_ name: SyntaxName, _ arguments: [SyntaxExpression], source: Int) -> Expression {
        let location = Location(source: source, position: name.position)
        let compiled = arguments.map { compileExpression($0, source: source) }
        guard let macro = macroTable[name.text] else {
            let hint: String?
            if filters[name.text] != nil || name.text == FilterSet.defaultFilterName {
                hint = "'\(name.text)' is a filter; apply it with value|\(name.text)"
            } else {
                hint = Suggestion.nearest(to: name.text, in: Array(macroTable.keys)).map { "did you mean '\($0)'?" }
            }
            report("unknown macro '\(name.text)'", at: location, hint: hint)
            return .invalid(at: location)
        }
        guard (macro.requiredCount...macro.parameterCount).contains(compiled.count) else {
            report(
                "macro '\(name.text)' takes \(Self.countDescription(macro.requiredCount...macro.parameterCount)), found \(compiled.count)",
                at: location
            )
            return .invalid(at: location)
        }
        return Expression(kind: .call(macro: macro.index, compiled), location: location)
    }

    /// `no arguments`, `1 argument`, `2 arguments`, `at most 1 argument`, `1 to 2 arguments`.
    static func countDescription(_ counts: ClosedRange<Int>) -> String {
        let noun = counts.upperBound == 1 ? "argument" : "arguments"
        switch (counts.lowerBound, counts.upperBound) {
        case (0, 0): return "no arguments"
        case (let lower, let upper) where lower == upper: return "\(upper) \(noun)"
        case (0, let upper): return "at most \(upper) \(noun)"
        case (let lower, let upper): return "\(lower) to \(upper) arguments"
        }
    }
}
