import Diagnostics

extension TemplateCompiler {
    /// The most tags and runs of text a template may compile to, counting the nodes of a
    /// template each time an include places it and of a block each time `block.super` does.
    /// Inlining is done when the set is loaded, before any render budget is spent, and
    /// templates that each include the next twice double it at each level: twenty levels
    /// would compile a million copies. Far above every built-in set (see docs/templates.md).
    static let maximumExpansion = 100_000

    /// Counts `nodes` against the expansion limit; false, reported once at the first of them,
    /// when the template has grown past it, after which nothing more is compiled.
    mutating func spendExpansion(_ nodes: [SyntaxNode], source: Int) -> Bool {
        guard !expansionExceeded else { return false }
        expansion += nodes.count
        guard expansion > Self.maximumExpansion, let first = nodes.first else { return true }
        expansionExceeded = true
        report(
            "'\(sources[0].path)' expands to more than \(Self.maximumExpansion) tags and runs of text once includes and block.super are inlined",
            at: Location(source: source, position: first.position),
            hint: "each include and block.super places a copy of what it names, so templates that include the next one twice double in size at each level; include a template once, inside a loop, or make a macro of it, which is compiled once"
        )
        return false
    }
}

extension SyntaxNode {
    /// Where the node starts.
    var position: SourcePosition {
        switch self {
        case .text(_, let position): return position
        case .output(let expression): return expression.position
        case .forLoop(let loop): return loop.variables[0].position
        case .conditional(let branches, _): return branches[0].condition.position
        case .set(let name, _), .include(let name, _): return name.position
        case .block(let block): return block.name.position
        case .jump(let jump): return jump.position
        case .now(_, let position): return position
        }
    }
}
