import Diagnostics

/// Turns parsed templates into a `Program` and reports everything that can be known before
/// rendering: unknown filters, macros and blocks, wrong argument counts, missing or cyclic
/// includes and, when the context's names are given, undefined variables. It goes on after
/// an error, so one compile reports every problem.
struct TemplateCompiler {
    /// How deeply includes and extends may chain, so no input can exhaust the stack.
    static let maximumFileDepth = 32
    /// How deeply tags may nest, counting those of included templates.
    static let maximumNesting = 200

    let filters: FilterSet
    let loader: any TemplateLoader
    /// The names the context defines, when known; any other name is then reported here.
    let contextNames: Set<String>?

    var diagnostics: [Diagnostic] = []
    /// The templates parsed by this compile and the compiles before it that share them.
    var parses: ParsedTemplates
    var sources: [SourceText] = []
    var sourceIndexes: [String: Int] = [:]
    var parsed: [String: ParsedTemplate] = [:]
    var macros: [CompiledMacro] = []
    var macroTables: [String: [String: MacroReference]] = [:]
    var globalNames: [String] = []
    /// The bytes of every text node, in `Program.text`.
    private var text: [UInt8] = []
    var globalIndexes: [String: Int] = [:]

    var frame = Frame()
    var macroTable: [String: MacroReference] = [:]
    var blockDefinitions: [String: [BlockDefinition]] = [:]
    var blockContext: BlockContext?
    /// True while compiling the input of `default`, where a missing name is no error.
    var tolerant = false
    /// The slot holding the dictionary of `{% include "name" value %}` while the included
    /// template is compiled: its names are looked up there before the context.
    var includeContextSlot: Int?
    /// True while a macro body is compiled.
    var compilingMacro = false
    /// The names `{% set %}` sets in the templates compiled so far: a macro may read them,
    /// as they are shared with macros (`Node.share`), so they are no undefined variables.
    var setNames: Set<String> = []
    /// The paths of the files being compiled, outermost first, to find cycles.
    var fileStack: [String] = []
    /// How the file being compiled was reached, innermost last; added to each diagnostic.
    var notes: [String] = []
    private var nesting = 0
    private var reportedNesting = false
    /// How many nodes were compiled so far, counting inlined copies; see `maximumExpansion`.
    var expansion = 0
    var expansionExceeded = false
    /// Each template loaded, by the name it was loaded by, so a template included many
    /// times is read once.
    var loaded: [String: SourceText] = [:]
    /// The message and location of each diagnostic, so a problem in a template placed many
    /// times is reported once, with the chain that first reached it.
    private var reported: Set<String> = []

    init(filters: FilterSet, loader: any TemplateLoader, contextNames: Set<String>?, parses: ParsedTemplates = ParsedTemplates()) {
        self.filters = filters
        self.loader = loader
        self.contextNames = contextNames
        self.parses = parses
    }

    mutating func compile(_ template: ParsedTemplate) -> Program {
        let source = register(template)
        fileStack = [template.source.path]
        let body = compileDocument(template, source: source)
        return Program(body: body, text: text, frameSize: frame.size, macros: macros, globalNames: globalNames, sources: sources)
    }

    /// A whole file: its own nodes, or, when it extends another, the base's layout with its
    /// blocks.
    mutating func compileDocument(_ template: ParsedTemplate, source: Int) -> [Node] {
        if template.extends != nil {
            return compileInheritance(template, source: source)
        }
        let savedMacros = macroTable
        let savedBlocks = blockDefinitions
        macroTable = macroTable(for: [template])
        blockDefinitions = [:]
        defer {
            macroTable = savedMacros
            blockDefinitions = savedBlocks
        }
        frame.pushScope()
        defer { frame.popScope() }
        return compileNodes(template.nodes, source: source)
    }

    mutating func compileNodes(_ nodes: [SyntaxNode], source: Int) -> [Node] {
        guard spendExpansion(nodes, source: source) else { return [] }
        var result: [Node] = []
        func append(text: String, at position: SourcePosition) {
            guard !text.isEmpty else { return }
            let start = self.text.count
            self.text.append(contentsOf: text.utf8)
            if case .text(var span, let location) = result.last, span.end == start {
                span.count += self.text.count - start
                result[result.count - 1] = .text(span, location)
            } else {
                let span = TextSpan(start: start, count: self.text.count - start)
                result.append(.text(span, Location(source: source, position: position)))
            }
        }
        for node in nodes {
            switch node {
            case .text(let text, let position):
                append(text: text, at: position)
            case .output(let syntax):
                let expression = compileExpression(syntax, source: source)
                if let value = expression.constantValue {
                    if let text = value.printed {
                        append(text: text, at: expression.location.position)
                    } else {
                        report("cannot print \(value.kindDescription); loop over it or apply a filter", at: expression.location)
                    }
                } else {
                    result.append(.output(expression))
                }
            case .forLoop(let loop):
                if enterNested(at: Location(source: source, position: loop.variables[0].position)) {
                    result.append(.loop(compileLoop(loop, source: source)))
                }
                nesting -= 1
            case .conditional(let branches, let otherwise):
                if enterNested(at: Location(source: source, position: branches[0].condition.position)) {
                    let compiled = branches.map { branch in
                        Branch(condition: compileCondition(branch.condition, source: source), body: compileNodes(branch.body, source: source))
                    }
                    result.append(.conditional(compiled, otherwise: compileNodes(otherwise, source: source)))
                }
                nesting -= 1
            case .set(let name, let value):
                let expression = compileExpression(value, source: source)
                let slot = frame.assignmentSlot(for: name.text)
                result.append(.assign(slot: slot, expression))
                if !compilingMacro, !macroTable.isEmpty {
                    result.append(.share(slot: slot, global: globalIndex(of: name.text), Location(source: source, position: name.position)))
                }
            case .include(let name, let context):
                if enterNested(at: Location(source: source, position: name.position)) {
                    let savedContextSlot = includeContextSlot
                    if let context {
                        let slot = frame.allocate()
                        result.append(.assign(slot: slot, compileExpression(context, source: source)))
                        includeContextSlot = slot
                    }
                    if let included = compileInclude(name, source: source) {
                        result.append(included)
                    }
                    includeContextSlot = savedContextSlot
                }
                nesting -= 1
            case .jump(let jump):
                let location = Location(source: source, position: jump.position)
                let tagName = jump.isBreak ? "break" : "continue"
                if let label = jump.label {
                    if let index = frame.loopLabels.lastIndex(of: label.text) {
                        result.append(.jump(isBreak: jump.isBreak, counterSlot: frame.loops[index], location))
                    } else {
                        report("no loop labelled '\(label.text)' around '{% \(tagName) %}'", at: Location(source: source, position: label.position))
                    }
                } else if let counterSlot = frame.loops.last {
                    result.append(.jump(isBreak: jump.isBreak, counterSlot: counterSlot, location))
                } else {
                    report("'{% \(tagName) %}' outside '{% for %}'", at: location)
                }
            case .now(let format, let position):
                result.append(.now(format, Location(source: source, position: position)))
            case .block(let block):
                let site = Location(source: source, position: block.name.position)
                if enterNested(at: site) {
                    let definitions = blockDefinitions[block.name.text] ?? [BlockDefinition(block: block, source: source)]
                    result += compileBlock(definitions, at: site)
                }
                nesting -= 1
            }
        }
        return result
    }

    private mutating func compileLoop(_ loop: SyntaxLoop, source: Int) -> Loop {
        let iterable = compileCondition(loop.iterable, source: source)
        let counterSlot = frame.allocate(2)
        let itemSlot = frame.allocate()
        let valueSlot = loop.variables.count == 2 ? frame.allocate() : nil
        frame.pushScope()
        frame.bind(loop.variables[0].text, to: itemSlot)
        if let valueSlot {
            frame.bind(loop.variables[1].text, to: valueSlot)
        }
        let condition = loop.condition.map { compileCondition($0, source: source) }
        frame.enterLoop(counterSlot: counterSlot, label: loop.label?.text)
        let bodyStart = frame.size
        let assignmentsBefore = frame.assignments
        let body = compileNodes(loop.body, source: source)
        let scratchSlots = frame.assignments == assignmentsBefore ? 0..<0 : bodyStart..<frame.size
        frame.leaveLoop()
        frame.popScope()
        return Loop(
            itemSlot: itemSlot,
            valueSlot: valueSlot,
            counterSlot: counterSlot,
            iterable: iterable,
            body: body,
            emptyBody: compileNodes(loop.emptyBody, source: source),
            scratchSlots: scratchSlots,
            condition: condition
        )
    }

    /// Counts one more level of nesting; false, reported once, when there are too many.
    /// The caller takes the level off again whatever the answer.
    private mutating func enterNested(at location: Location) -> Bool {
        nesting += 1
        guard nesting > Self.maximumNesting else { return true }
        if !reportedNesting {
            reportedNesting = true
            report("tags nested deeper than \(Self.maximumNesting) levels, counting those of included templates", at: location)
        }
        return false
    }

    mutating func report(_ message: String, at location: Location, hint: String? = nil) {
        var diagnostic = Diagnostic.error(message, in: sources[location.source], at: location.position, hint: hint)
        diagnostic.notes = notes.reversed()
        add(diagnostic)
    }

    /// Adds `diagnostic` unless the same problem was reported at the same place before.
    mutating func add(_ diagnostic: Diagnostic) {
        let key = "\(diagnostic.location.map { "\($0.path):\($0.position.line):\($0.position.column)" } ?? ""): \(diagnostic.message)"
        if reported.insert(key).inserted {
            diagnostics.append(diagnostic)
        }
    }

    func describe(_ location: Location) -> String {
        "\(sources[location.source].path):\(location.position.line):\(location.position.column)"
    }
}
