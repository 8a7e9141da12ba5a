import Diagnostics
import Support

/// Reads templates `ArchiveEncoder` wrote, checking each program against what rendering
/// takes for granted (see `TemplateArchive`); any break of it throws `MalformedBytes`.
struct ArchiveDecoder {
    /// Deeper nesting than the compiler can produce (200 tags, expressions 64 deep, and the
    /// includes, blocks and macros around them) is refused before it can exhaust the stack.
    static let maximumDepth = 2_000
    /// More slots than a frame of any template gen ships needs by far; a program with more
    /// is compiled from its sources instead, so no crafted frame size can claim the memory
    /// of every macro call's frame.
    static let maximumFrameSize = 1 << 16

    var reader: ByteReader
    let sources: [SourceText]
    let filters: FilterSet
    private var depth = 0
    /// The tables ahead of the programs (see `ArchiveEncoder`).
    private var names: [String] = []
    private var lists: [[String]] = []
    /// What the program being read offers the nodes inside it.
    private var bounds = Bounds()

    private struct Bounds {
        var sources = 0
        var text = 0
        var globals = 0
        var macros: [(parameterCount: Int, frameSize: Int)] = []
        /// The slots of the frame the nodes being read run in: the program's or a macro's.
        var frameSize = 0
    }

    init(reader: ByteReader, sources: [SourceText], filters: FilterSet, names: [String] = [], lists: [[String]] = []) {
        self.reader = reader
        self.sources = sources
        self.filters = filters
        self.names = names
        self.lists = lists
    }

    /// The tables of names and of lists of names ahead of the index.
    mutating func tables() throws(MalformedBytes) -> (names: [String], lists: [[String]]) {
        for _ in 0..<(try reader.count()) {
            names.append(try reader.string())
        }
        for _ in 0..<(try reader.count()) {
            let listCount = try reader.count()
            var list: [String] = []
            list.reserveCapacity(Self.reserved(listCount))
            for _ in 0..<listCount {
                list.append(try name())
            }
            lists.append(list)
        }
        return (names, lists)
    }

    /// Where each template's bytes are, read from the index after the tables: the templates
    /// fill the rest of the bytes exactly.
    mutating func index() throws(MalformedBytes) -> [Range<Int>] {
        let count = try reader.count()
        var lengths: [Int] = []
        lengths.reserveCapacity(Self.reserved(count))
        for _ in 0..<count {
            lengths.append(try reader.int(upTo: reader.end - reader.offset))
        }
        var spans: [Range<Int>] = []
        spans.reserveCapacity(Self.reserved(count))
        var start = reader.offset
        for length in lengths {
            guard length <= reader.end - start else { throw MalformedBytes() }
            spans.append(start..<start + length)
            start += length
        }
        guard start == reader.end else { throw MalformedBytes() }
        return spans
    }

    /// The one template the reader's bytes hold, which it must read to their end.
    mutating func template() throws(MalformedBytes) -> Template {
        let source = try sources[reader.int(upTo: sources.count - 1)]
        let template = Template(source: source, program: try program())
        guard reader.isAtEnd else { throw MalformedBytes() }
        return template
    }

    private mutating func program() throws(MalformedBytes) -> Program {
        let programSourcesCount = try reader.count()
        var programSources: [SourceText] = []
        programSources.reserveCapacity(Self.reserved(programSourcesCount))
        for _ in 0..<programSourcesCount {
            programSources.append(sources[try reader.int(upTo: sources.count - 1)])
        }
        guard !programSources.isEmpty else { throw MalformedBytes() }
        let text = try reader.run()
        let frameSize = try reader.count()
        let globalNames = try list()
        var signatures: [(name: String, parameterCount: Int, frameSize: Int)] = []
        for _ in 0..<(try reader.count()) {
            let name = try name()
            let parameterCount = try reader.int()
            let macroFrameSize = try reader.int()
            guard parameterCount >= 0, macroFrameSize >= parameterCount, macroFrameSize <= Self.maximumFrameSize else { throw MalformedBytes() }
            signatures.append((name, parameterCount, macroFrameSize))
        }
        guard frameSize <= Self.maximumFrameSize else { throw MalformedBytes() }
        bounds = Bounds(
            sources: programSources.count,
            text: text.count,
            globals: globalNames.count,
            macros: signatures.map { ($0.parameterCount, $0.frameSize) }
        )
        var macros: [CompiledMacro] = []
        for signature in signatures {
            bounds.frameSize = signature.frameSize
            var defaults: [Expression?] = []
            for _ in 0..<signature.parameterCount {
                defaults.append(try reader.bool() ? expression() : nil)
            }
            let body = try nodes()
            macros.append(CompiledMacro(name: signature.name, parameterCount: signature.parameterCount, defaults: defaults, body: body, frameSize: signature.frameSize))
        }
        bounds.frameSize = frameSize
        let body = try nodes()
        return Program(body: body, text: text, frameSize: frameSize, macros: macros, globalNames: globalNames, sources: programSources)
    }

    private mutating func nodes() throws(MalformedBytes) -> [Node] {
        try descend()
        defer { depth -= 1 }
        let nodesCount = try reader.count()
        var nodes: [Node] = []
        nodes.reserveCapacity(Self.reserved(nodesCount))
        for _ in 0..<nodesCount {
            nodes.append(try node())
        }
        return nodes
    }

    private mutating func node() throws(MalformedBytes) -> Node {
        switch try reader.int() {
        case 0:
            let start = try reader.int(upTo: bounds.text)
            let count = try reader.int(upTo: bounds.text - start)
            return .text(TextSpan(start: start, count: count), try location())
        case 1:
            return .output(try expression())
        case 2:
            let itemSlot = try slot()
            let valueSlot = try reader.int()
            guard valueSlot == -1 || (0..<bounds.frameSize).contains(valueSlot) else { throw MalformedBytes() }
            let counterSlot = try self.counterSlot()
            let iterable = try expression()
            let body = try nodes()
            let emptyBody = try nodes()
            let lower = try reader.int(upTo: bounds.frameSize)
            let upper = try reader.int(upTo: bounds.frameSize)
            guard lower <= upper else { throw MalformedBytes() }
            return .loop(Loop(
                itemSlot: itemSlot, valueSlot: valueSlot == -1 ? nil : valueSlot, counterSlot: counterSlot,
                iterable: iterable, body: body, emptyBody: emptyBody, scratchSlots: lower..<upper
            ))
        case 3:
            let branchesCount = try reader.count()
            var branches: [Branch] = []
            branches.reserveCapacity(Self.reserved(branchesCount))
            for _ in 0..<branchesCount {
                branches.append(Branch(condition: try expression(), body: try nodes()))
            }
            guard !branches.isEmpty else { throw MalformedBytes() }
            return .conditional(branches, otherwise: try nodes())
        case 4:
            return .assign(slot: try slot(), try expression())
        case 5:
            return .traced(try nodes(), try trace())
        default:
            throw MalformedBytes()
        }
    }

    private mutating func trace() throws(MalformedBytes) -> Trace {
        let tag = try reader.int()
        let name = try name()
        let location = try self.location()
        switch tag {
        case 0: return .include(name, from: location)
        case 1: return .macro(name, from: location)
        case 2: return .extends(name, from: location)
        case 3: return .block(name, at: location)
        case 4: return .blockSuper(name, from: location)
        default: throw MalformedBytes()
        }
    }

    private mutating func location() throws(MalformedBytes) -> Location {
        let source = try reader.int(upTo: bounds.sources - 1)
        let line = try reader.int(upTo: .max)
        let column = try reader.int(upTo: .max)
        return Location(source: source, position: SourcePosition(line: line, column: column))
    }

    private mutating func expression() throws(MalformedBytes) -> Expression {
        try descend()
        defer { depth -= 1 }
        let kind: Expression.Kind
        switch try reader.int() {
        case 1:
            kind = .constant(try value())
        case 2:
            kind = .local(slot: try slot(), name: try name())
        case 3:
            kind = .global(index: try reader.int(upTo: bounds.globals - 1), name: try name(), visibleNames: try list())
        case 4:
            let counterSlot = try self.counterSlot()
            kind = .loopAttribute(counterSlot: counterSlot, LoopAttribute.allCases[try reader.int(upTo: LoopAttribute.allCases.count - 1)])
        case 5:
            kind = .loop(counterSlot: try counterSlot())
        case 6:
            kind = .member(try expression(), try name())
        case 7:
            kind = .index(try expression(), try expression())
        case 8:
            let input = try expression()
            let name = try name()
            let arguments = try expressions()
            guard let filter = filters[name], filter.argumentCounts.contains(arguments.count) else { throw MalformedBytes() }
            kind = .filter(input, name: name, filter, arguments)
        case 9:
            kind = .fallback(try expression(), try expression())
        case 10:
            kind = .not(try expression())
        case 11:
            kind = .and(try expression(), try expression())
        case 12:
            kind = .or(try expression(), try expression())
        case 13:
            let comparison = ComparisonOperator.allCases[try reader.int(upTo: ComparisonOperator.allCases.count - 1)]
            kind = .comparison(comparison, try expression(), try expression())
        case 14:
            let macro = try reader.int(upTo: bounds.macros.count - 1)
            let arguments = try expressions()
            guard arguments.count <= bounds.macros[macro].parameterCount else { throw MalformedBytes() }
            kind = .call(macro: macro, arguments)
        case 15:
            kind = .rendered(try nodes())
        default:
            throw MalformedBytes()
        }
        return Expression(kind: kind, location: try location())
    }

    private mutating func expressions() throws(MalformedBytes) -> [Expression] {
        let expressionsCount = try reader.count()
        var expressions: [Expression] = []
        expressions.reserveCapacity(Self.reserved(expressionsCount))
        for _ in 0..<expressionsCount {
            expressions.append(try expression())
        }
        return expressions
    }

    private mutating func value() throws(MalformedBytes) -> TemplateValue {
        try descend()
        defer { depth -= 1 }
        switch try reader.int() {
        case 0:
            return .null
        case 1:
            return .bool(try reader.bool())
        case 2:
            return .int(try reader.int())
        case 3:
            return .double(Double(bitPattern: try reader.uint64()))
        case 4:
            return .string(try name())
        case 5:
            let itemsCount = try reader.count()
            var items: [TemplateValue] = []
            items.reserveCapacity(Self.reserved(itemsCount))
            for _ in 0..<itemsCount {
                items.append(try value())
            }
            return .array(items)
        case 6:
            var dictionary = TemplateDictionary()
            for _ in 0..<(try reader.count()) {
                let key = try name()
                guard dictionary[key] == nil else { throw MalformedBytes() }
                dictionary[key] = try value()
            }
            return .dictionary(dictionary)
        default:
            throw MalformedBytes()
        }
    }

    private mutating func name() throws(MalformedBytes) -> String {
        names[try reader.int(upTo: names.count - 1)]
    }

    private mutating func list() throws(MalformedBytes) -> [String] {
        lists[try reader.int(upTo: lists.count - 1)]
    }

    /// A slot of the current frame.
    private mutating func slot() throws(MalformedBytes) -> Int {
        try reader.int(upTo: bounds.frameSize - 1)
    }

    /// A loop's counter slot: the length is kept in the slot after it.
    private mutating func counterSlot() throws(MalformedBytes) -> Int {
        try reader.int(upTo: bounds.frameSize - 2)
    }

    /// Room for `count` elements, up to a bound: a count read from crafted bytes, at each of
    /// many nested levels, reserves no more than that.
    private static func reserved(_ count: Int) -> Int {
        min(count, 256)
    }

    private mutating func descend() throws(MalformedBytes) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw MalformedBytes() }
    }
}
