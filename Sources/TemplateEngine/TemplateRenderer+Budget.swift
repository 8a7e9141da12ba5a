import Diagnostics

extension TemplateRenderer {
    mutating func spendStep(at location: Location) throws(DiagnosticError) {
        guard budget.spend(steps: 1) else { throw stepsExceeded(at: location) }
    }

    /// A step for each node, spent at once before rendering them, which is cheaper than
    /// one at a time; an error points at the first.
    mutating func spendSteps(for nodes: [Node]) throws(DiagnosticError) {
        guard budget.spend(steps: nodes.count) else { throw stepsExceeded(at: nodes[0].location) }
    }

    mutating func spend(bytes count: Int, at location: Location) throws(DiagnosticError) {
        guard budget.spend(bytes: count) else { throw bytesExceeded(at: location) }
    }

    /// A step for the filter and one for each item of a list it reads; and, for a filter
    /// whose result can outgrow its input, a check that the largest result would fit
    /// before it is built.
    mutating func spendFilter(_ filter: TemplateFilter, on value: TemplateValue, _ arguments: [TemplateValue], at location: Location) throws(DiagnosticError) {
        var steps = 1
        if case .array(let items) = value { steps += items.count }
        guard budget.spend(steps: steps) else { throw stepsExceeded(at: location) }
        if let bound = filter.resultSizeBound, !budget.reserve(bytes: bound(value, arguments)) {
            throw bytesExceeded(at: location)
        }
    }

    private func stepsExceeded(at location: Location) -> DiagnosticError {
        error(
            "'\(program.sources[0].path)' takes more than its render budget of \(budget.steps) steps",
            at: location,
            hint: hint("a loop or a recursion that does not end, or loops nested over long lists, take this many")
        )
    }

    private func bytesExceeded(at location: Location) -> DiagnosticError {
        error(
            "'\(program.sources[0].path)' builds more than its render budget of \(budget.bytes) bytes of text",
            at: location,
            hint: hint("the output and every string built on the way count, such as text a macro doubles")
        )
    }

    private func hint(_ cause: String) -> String {
        guard let raiseHint = budget.raiseHint else { return cause }
        return "\(cause); \(raiseHint)"
    }
}
