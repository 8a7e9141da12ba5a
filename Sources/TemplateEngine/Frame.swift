/// The local variables of the template body or of one macro while it is compiled: each name
/// gets a numbered slot, so rendering reads an array instead of searching dictionaries.
///
/// Scopes nest lexically: the template, an included file, a block and a loop body each open
/// one; `{% if %}` does not, so a `{% set %}` in a branch is seen after `{% endif %}`.
struct Frame {
    private(set) var size = 0
    /// Every name bound in an open scope with its slot, outermost scope first: a scope binds
    /// a few names, which a search from the end finds sooner than a dictionary per scope
    /// hashes them.
    private var bindings: [(name: String, slot: Int)] = []
    /// Where each open scope's bindings start, innermost last.
    private var scopeStarts: [Int] = [0]
    /// The counter slots of the loops around the code being compiled, innermost last.
    private(set) var loops: [Int] = []
    /// How many `{% set %}` slots were allocated so far, to know whether a loop body needs
    /// its slots cleared before each iteration.
    private(set) var assignments = 0

    mutating func allocate(_ count: Int = 1) -> Int {
        defer { size += count }
        return size
    }

    mutating func pushScope() {
        scopeStarts.append(bindings.count)
    }

    mutating func popScope() {
        bindings.removeSubrange(scopeStarts.removeLast()...)
    }

    mutating func bind(_ name: String, to slot: Int) {
        if let index = innermostBinding(of: name) {
            bindings[index].slot = slot
        } else {
            bindings.append((name, slot))
        }
    }

    /// The slot `{% set name %}` writes: the name's slot in the innermost scope, or a new one.
    mutating func assignmentSlot(for name: String) -> Int {
        if let index = innermostBinding(of: name) { return bindings[index].slot }
        let slot = allocate()
        bind(name, to: slot)
        assignments += 1
        return slot
    }

    func slot(of name: String) -> Int? {
        bindings.last { $0.name == name }?.slot
    }

    private func innermostBinding(of name: String) -> Int? {
        let start = scopeStarts[scopeStarts.count - 1]
        return bindings[start...].firstIndex { $0.name == name }
    }

    /// The labels of `loops`, nil for a loop without one.
    private(set) var loopLabels: [String?] = []

    mutating func enterLoop(counterSlot: Int, label: String?) {
        loops.append(counterSlot)
        loopLabels.append(label)
    }

    mutating func leaveLoop() {
        loops.removeLast()
        loopLabels.removeLast()
    }

    /// The local names in scope, for suggestions.
    var localNames: LocalNames {
        LocalNames(bindings: bindings, insideLoop: !loops.isEmpty)
    }
}

/// The local names in scope where a context variable is read, kept by every such read and
/// spelled out only for the suggestion of an error: keeping them costs a reference to the
/// frame's scopes.
struct LocalNames: Sendable {
    fileprivate let bindings: [(name: String, slot: Int)]
    fileprivate let insideLoop: Bool

    /// Every name, sorted.
    var sorted: [String] {
        var names = Set(bindings.map(\.name))
        if insideLoop { names.insert("forloop") }
        return names.sorted()
    }
}
