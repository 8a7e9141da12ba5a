import Diagnostics

/// One definition of a block, in the file it was written in.
struct BlockDefinition {
    var block: SyntaxBlock
    var source: Int
}

/// The block being compiled, for `block.super`.
struct BlockContext {
    var name: String
    /// The definitions it overrides, nearest first.
    var overridden: ArraySlice<BlockDefinition>
    var site: Location
}

extension TemplateCompiler {
    /// `{% extends %}`: the layout of the last template of the chain, where each block is the
    /// definition of the most derived template that has one.
    mutating func compileInheritance(_ child: ParsedTemplate, source: Int) -> [Node] {
        var chain: [(template: ParsedTemplate, source: Int)] = [(child, source)]
        var sites: [(name: String, site: Location)] = []
        let outerNotes = notes
        defer {
            fileStack.removeLast(sites.count)
            notes.removeLast(sites.count)
        }
        while let last = chain.last, let name = last.template.extends {
            let site = Location(source: last.source, position: name.position)
            guard let (parent, parentSource) = load(name, at: site, verb: "extend") else { return [] }
            chain.append((parent, parentSource))
            sites.append((name.text, site))
            fileStack.append(parent.source.path)
            notes.append("in '\(name.text)' extended from \(describe(site))")
        }
        let chainNotes = notes
        checkBlocksExist(in: chain, outerNotes: outerNotes)
        notes = chainNotes

        var definitions: [String: [BlockDefinition]] = [:]
        for link in chain {
            for block in link.template.blocks.values.sorted(by: { $0.name.position < $1.name.position }) {
                definitions[block.name.text, default: []].append(BlockDefinition(block: block, source: link.source))
            }
        }
        let savedMacros = macroTable
        let savedBlocks = blockDefinitions
        macroTable = macroTable(for: chain.map(\.template))
        blockDefinitions = definitions
        frame.pushScope()
        defer {
            frame.popScope()
            macroTable = savedMacros
            blockDefinitions = savedBlocks
        }
        guard let layout = chain.last else { return [] }
        var body = compileNodes(layout.template.nodes, source: layout.source)
        for link in sites.reversed() {
            body = [.traced(body, .extends(link.name, from: link.site))]
        }
        return body
    }

    /// Every block a template defines outside other blocks must exist in a template it extends.
    private mutating func checkBlocksExist(in chain: [(template: ParsedTemplate, source: Int)], outerNotes: [String]) {
        let chainNotes = notes[outerNotes.count...]
        for (offset, link) in chain.enumerated() {
            guard let parentName = link.template.extends?.text else { continue }
            notes = outerNotes + chainNotes.prefix(offset)
            let known = Set(chain[(offset + 1)...].flatMap { $0.template.blocks.keys })
            for block in link.template.topLevelBlocks where !known.contains(block.name.text) {
                let hint = Suggestion.nearest(to: block.name.text, in: Array(known)).map { "did you mean '\($0)'?" }
                    ?? (known.isEmpty ? "'\(parentName)' defines no blocks" : "its blocks are \(known.sorted().joined(separator: ", "))")
                report(
                    "unknown block '\(block.name.text)': '\(parentName)' has no block of that name",
                    at: Location(source: link.source, position: block.name.position),
                    hint: hint
                )
            }
        }
    }

    /// The first of `definitions` compiled at `site`, in a scope of its own.
    mutating func compileBlock(_ definitions: [BlockDefinition], at site: Location) -> [Node] {
        guard let definition = definitions.first else { return [] }
        let body = compileBlockBody(definition, overridden: definitions.dropFirst(), site: site)
        if definition.source == site.source, definition.block.name.position == site.position {
            return body
        }
        return [.traced(body, .block(definition.block.name.text, at: site))]
    }

    /// `block.super` inside the block being compiled: the definition it overrides.
    mutating func compileBlockSuper(at location: Location) -> Expression {
        guard let context = blockContext else {
            return .invalid(at: location)
        }
        guard let parent = context.overridden.first else {
            report(
                "block '\(context.name)' overrides nothing, so 'block.super' has nothing to render",
                at: location,
                hint: "block.super renders the block's definition in the template this one extends"
            )
            return .invalid(at: location)
        }
        let body = compileBlockBody(parent, overridden: context.overridden.dropFirst(), site: context.site)
        return Expression(kind: .rendered([.traced(body, .blockSuper(context.name, from: location))]), location: location)
    }

    private mutating func compileBlockBody(
        _ definition: BlockDefinition,
        overridden: ArraySlice<BlockDefinition>,
        site: Location
    ) -> [Node] {
        let saved = blockContext
        blockContext = BlockContext(name: definition.block.name.text, overridden: overridden, site: site)
        frame.pushScope()
        defer {
            frame.popScope()
            blockContext = saved
        }
        return compileNodes(definition.block.body, source: definition.source)
    }
}
