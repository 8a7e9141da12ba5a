import Diagnostics

/// Runs a compiled program against a context. Local variables live in `slots`, one frame
/// per macro call; context variables are looked up once, when rendering starts.
struct TemplateRenderer {
    /// How deeply macros may call each other, so a runaway recursion is an error, not a crash.
    static let maximumCallDepth = 48
    /// How deeply loops, branches, includes, blocks and macro calls may nest while rendering,
    /// so deep templates inside a recursion cannot exhaust the stack either.
    static let maximumNesting = 500

    let program: Program
    /// The context, whose names a suggestion for an undefined variable is chosen from.
    let context: TemplateDictionary
    var globals: [TemplateValue?]
    var slots: [TemplateValue?]
    /// Where the current frame starts in `slots`.
    var base = 0
    /// UTF-8, decoded once at the end: appending bytes is cheaper than appending strings.
    var output: [UInt8] = []
    var budget: RenderBudget
    let clock: TemplateClock
    private var callDepth = 0
    private var nesting = 0
    /// A `{% break %}` or `{% continue %}` on its way out to its loop: the nodes between are
    /// left unrendered.
    private var jump: (isBreak: Bool, counterSlot: Int)?

    init(program: Program, context: TemplateDictionary, budget: RenderBudget, clock: TemplateClock) {
        self.program = program
        self.budget = budget
        self.clock = clock
        self.context = context
        self.globals = program.globalNames.map { context[$0] }
        self.slots = Array(repeating: nil, count: program.frameSize)
    }

    mutating func render() throws(DiagnosticError) -> String {
        try render(program.body)
        return String(decoding: output, as: UTF8.self)
    }

    mutating func render(_ nodes: [Node]) throws(DiagnosticError) {
        try spendSteps(for: nodes)
        for node in nodes {
            switch node {
            case .text(let span, let location):
                try spend(bytes: span.count, at: location)
                program.text.withUnsafeBufferPointer { text in
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: text[span.start..<span.end]))
                }
            case .output(let expression):
                try write(evaluate(expression), at: expression.location)
            case .loop(let loop):
                try descend(at: loop.iterable.location)
                defer { nesting -= 1 }
                try render(loop)
                if jump != nil { return }
            case .conditional(let branches, let otherwise):
                try descend(at: branches[0].condition.location)
                defer { nesting -= 1 }
                var taken = false
                for branch in branches where try isTrue(branch.condition) {
                    try render(branch.body)
                    taken = true
                    break
                }
                if !taken {
                    try render(otherwise)
                }
                if jump != nil { return }
            case .assign(let slot, let expression):
                slots[base + slot] = try evaluate(expression)
            case .share(let slot, let global, _):
                globals[global] = slots[base + slot]
            case .traced(let nodes, let trace):
                do {
                    try descend(at: trace.location)
                    defer { nesting -= 1 }
                    try render(nodes)
                } catch {
                    throw noted(error, trace)
                }
                if jump != nil { return }
            case .jump(let isBreak, let counterSlot, _):
                jump = (isBreak, counterSlot)
                return
            case .now(let format, let location):
                try append(format.string(for: clock.now()), at: location)
            }
        }
    }

    private mutating func render(_ loop: Loop) throws(DiagnosticError) {
        var sequence = try evaluateIfPresent(loop.iterable) ?? .null
        if let condition = loop.condition {
            sequence = try kept(sequence, of: loop, where: condition)
        }
        switch sequence {
        case .array(let items):
            guard loop.valueSlot == nil else {
                throw error("'for key, value in' needs a dictionary, found a list", at: loop.iterable.location)
            }
            guard !items.isEmpty else {
                try render(loop.emptyBody)
                return
            }
            slots[base + loop.counterSlot + 1] = .int(items.count)
            for (offset, item) in items.enumerated() {
                slots[base + loop.itemSlot] = item
                guard try runIteration(loop, offset: offset) else { return }
            }
        case .dictionary(let dictionary):
            guard !dictionary.isEmpty else {
                try render(loop.emptyBody)
                return
            }
            slots[base + loop.counterSlot + 1] = .int(dictionary.count)
            for (offset, pair) in dictionary.pairs.enumerated() {
                slots[base + loop.itemSlot] = .string(pair.key)
                if let valueSlot = loop.valueSlot {
                    slots[base + valueSlot] = pair.value
                }
                guard try runIteration(loop, offset: offset) else { return }
            }
        case .null:
            try render(loop.emptyBody)
        default:
            throw error("'for' needs a list or a dictionary, found \(sequence.kindDescription)", at: loop.iterable.location)
        }
    }

    /// Renders the body once; false when a `{% break %}` ends the loop, or a jump to an
    /// outer loop leaves it.
    private mutating func runIteration(_ loop: Loop, offset: Int) throws(DiagnosticError) -> Bool {
        try spendStep(at: loop.iterable.location)
        slots[base + loop.counterSlot] = .int(offset)
        for slot in loop.scratchSlots {
            slots[base + slot] = nil
        }
        try render(loop.body)
        guard let jump else { return true }
        guard jump.counterSlot == loop.counterSlot else { return false }
        self.jump = nil
        return !jump.isBreak
    }

    /// The items (or pairs) of `sequence` for which the loop's `where` condition holds.
    private mutating func kept(_ sequence: TemplateValue, of loop: Loop, where condition: Expression) throws(DiagnosticError) -> TemplateValue {
        switch sequence {
        case .array(let items):
            var result: [TemplateValue] = []
            for item in items {
                try spendStep(at: condition.location)
                slots[base + loop.itemSlot] = item
                if try isTrue(condition) { result.append(item) }
            }
            return .array(result)
        case .dictionary(let dictionary):
            var result = TemplateDictionary()
            for pair in dictionary.pairs {
                try spendStep(at: condition.location)
                slots[base + loop.itemSlot] = .string(pair.key)
                if let valueSlot = loop.valueSlot {
                    slots[base + valueSlot] = pair.value
                }
                if try isTrue(condition) { result[pair.key] = pair.value }
            }
            return .dictionary(result)
        default:
            return sequence
        }
    }

    private mutating func write(_ value: TemplateValue, at location: Location) throws(DiagnosticError) {
        guard let text = value.printed else {
            throw error("cannot print \(value.kindDescription); loop over it or apply a filter", at: location)
        }
        try append(text, at: location)
    }

    /// Renders a macro in a frame of its own and returns what it printed.
    mutating func call(_ index: Int, _ arguments: [Expression], at location: Location) throws(DiagnosticError) -> TemplateValue {
        let macro = program.macros[index]
        guard callDepth < Self.maximumCallDepth else {
            throw error("macros call each other more than \(Self.maximumCallDepth) levels deep", at: location, hint: "a recursive macro needs a condition that stops it")
        }
        try spendStep(at: location)
        try descend(at: location)
        defer { nesting -= 1 }
        var values: [TemplateValue] = []
        values.reserveCapacity(arguments.count)
        for argument in arguments {
            values.append(try evaluate(argument))
        }
        let callerBase = base
        let frameBase = slots.count
        slots.append(contentsOf: repeatElement(nil, count: macro.frameSize))
        for (offset, value) in values.enumerated() {
            slots[frameBase + offset] = value
        }
        var callerOutput: [UInt8] = []
        swap(&output, &callerOutput)
        base = frameBase
        callDepth += 1
        defer {
            callDepth -= 1
            base = callerBase
            slots.removeSubrange(frameBase...)
            swap(&output, &callerOutput)
        }
        do {
            for offset in values.count..<macro.parameterCount {
                if let defaultValue = macro.defaults[offset] {
                    slots[frameBase + offset] = try evaluate(defaultValue)
                }
            }
            try render(macro.body)
        } catch {
            throw noted(error, .macro(macro.name, from: location))
        }
        return .string(String(decoding: output, as: UTF8.self))
    }

    private mutating func append(_ text: String, at location: Location) throws(DiagnosticError) {
        try spend(bytes: text.utf8.count, at: location)
        output.append(contentsOf: text.utf8)
    }

    /// Counts one more level of nesting, or fails when there are too many.
    private mutating func descend(at location: Location) throws(DiagnosticError) {
        guard nesting < Self.maximumNesting else {
            throw error("loops, branches, includes and macro calls nested deeper than \(Self.maximumNesting) levels", at: location)
        }
        nesting += 1
    }

    /// Renders nodes into a string of their own, for `block.super`.
    mutating func capture(_ nodes: [Node]) throws(DiagnosticError) -> TemplateValue {
        var outerOutput: [UInt8] = []
        swap(&output, &outerOutput)
        defer { swap(&output, &outerOutput) }
        try render(nodes)
        return .string(String(decoding: output, as: UTF8.self))
    }

    private func noted(_ error: DiagnosticError, _ trace: Trace) -> DiagnosticError {
        let note: String
        switch trace {
        case .include(let name, let site): note = "in '\(name)' included from \(describe(site))"
        case .macro(let name, let site): note = "in macro '\(name)' called from \(describe(site))"
        case .extends(let name, let site): note = "in '\(name)' extended from \(describe(site))"
        case .block(let name, let site): note = "in block '\(name)' placed at \(describe(site))"
        case .blockSuper(let name, let site): note = "in the overridden block '\(name)' rendered by block.super at \(describe(site))"
        }
        var result = error
        for index in result.diagnostics.indices {
            result.diagnostics[index].notes.append(note)
        }
        return result
    }

    private func describe(_ location: Location) -> String {
        "\(program.sources[location.source].path):\(location.position.line):\(location.position.column)"
    }

    func error(_ message: String, at location: Location, hint: String? = nil) -> DiagnosticError {
        DiagnosticError(.error(message, in: program.sources[location.source], at: location.position, hint: hint))
    }
}
