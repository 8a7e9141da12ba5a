/// The local variables of the template body or of one macro while it is compiled: each name
/// gets a numbered slot, so rendering reads an array instead of searching dictionaries.
///
/// Scopes nest lexically: the template, an included file, a block and a loop body each open
/// one; `{% if %}` does not, so a `{% set %}` in a branch is seen after `{% endif %}`.
struct Frame {
    private(set) var size = 0
    private var scopes: [[String: Int]] = [[:]] {
        didSet { cachedVisibleNames = nil }
    }
    /// The counter slots of the loops around the code being compiled, innermost last.
    private(set) var loops: [Int] = [] {
        didSet { cachedVisibleNames = nil }
    }
    /// How many `{% set %}` slots were allocated so far, to know whether a loop body needs
    /// its slots cleared before each iteration.
    private(set) var assignments = 0
    /// `visibleNames()` as last computed; cleared by any change of a scope or the loops.
    private var cachedVisibleNames: [String]?

    mutating func allocate(_ count: Int = 1) -> Int {
        defer { size += count }
        return size
    }

    mutating func pushScope() {
        scopes.append([:])
    }

    mutating func popScope() {
        scopes.removeLast()
    }

    mutating func bind(_ name: String, to slot: Int) {
        scopes[scopes.count - 1][name] = slot
    }

    /// The slot `{% set name %}` writes: the name's slot in the innermost scope, or a new one.
    mutating func assignmentSlot(for name: String) -> Int {
        if let slot = scopes[scopes.count - 1][name] { return slot }
        let slot = allocate()
        bind(name, to: slot)
        assignments += 1
        return slot
    }

    func slot(of name: String) -> Int? {
        for scope in scopes.reversed() {
            if let slot = scope[name] { return slot }
        }
        return nil
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

    /// Every local name in scope, for suggestions: kept until a name or scope changes, as
    /// every context variable a template reads stores them.
    mutating func visibleNames() -> [String] {
        if let cachedVisibleNames { return cachedVisibleNames }
        var names = Set(scopes.flatMap(\.keys))
        if !loops.isEmpty { names.insert("forloop") }
        let sorted = names.sorted()
        cachedVisibleNames = sorted
        return sorted
    }
}
