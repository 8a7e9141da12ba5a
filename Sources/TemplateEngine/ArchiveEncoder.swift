import Diagnostics
import Support

/// Writes templates for `TemplateArchive`. Every source, name and list of names goes into a
/// table ahead of the programs, which name them by index: a name is read (and its UTF-8
/// checked) once, however many expressions use it, and the names in scope at each variable,
/// kept for suggestions, are one list shared by every variable that sees the same names.
struct ArchiveEncoder {
    private var writer = ByteWriter()
    /// How many bytes each template written so far takes, for the archive's index.
    private var lengths: [Int] = []
    private(set) var sources: [SourceText] = []
    private var sourceIndexes: [SourceText: Int] = [:]
    private var names: [String] = []
    private var nameIndexes: [String: Int] = [:]
    private var lists: [[Int]] = []
    private var listIndexes: [[Int]: Int] = [:]

    /// The tables, the index (how many templates, and each one's length), then the templates.
    func archive() -> [UInt8] {
        var tables = ByteWriter()
        tables.int(names.count)
        for name in names {
            tables.string(name)
        }
        tables.int(lists.count)
        for list in lists {
            tables.int(list.count)
            for index in list {
                tables.int(index)
            }
        }
        tables.int(lengths.count)
        for length in lengths {
            tables.int(length)
        }
        tables.raw(writer.bytes)
        return tables.bytes
    }

    private mutating func name(_ name: String) {
        writer.int(nameIndex(of: name))
    }

    /// Where `name` is in the table of names, added the first time it is written.
    private mutating func nameIndex(of name: String) -> Int {
        if let index = nameIndexes[name] {
            return index
        }
        names.append(name)
        nameIndexes[name] = names.count - 1
        return names.count - 1
    }

    private mutating func list(_ list: [String]) {
        var indexes: [Int] = []
        for name in list {
            indexes.append(nameIndex(of: name))
        }
        if let index = listIndexes[indexes] {
            writer.int(index)
            return
        }
        lists.append(indexes)
        listIndexes[indexes] = lists.count - 1
        writer.int(lists.count - 1)
    }

    mutating func template(_ template: Template) {
        let start = writer.bytes.count
        writer.int(tableIndex(of: template.source))
        program(template.program)
        lengths.append(writer.bytes.count - start)
    }

    private mutating func tableIndex(of source: SourceText) -> Int {
        if let index = sourceIndexes[source] {
            return index
        }
        sources.append(source)
        sourceIndexes[source] = sources.count - 1
        return sources.count - 1
    }

    private mutating func program(_ program: Program) {
        writer.int(program.sources.count)
        for source in program.sources {
            writer.int(tableIndex(of: source))
        }
        writer.run(program.text)
        writer.int(program.frameSize)
        list(program.globalNames)
        writer.int(program.macros.count)
        for macro in program.macros {
            name(macro.name)
            writer.int(macro.parameterCount)
            writer.int(macro.frameSize)
        }
        for macro in program.macros {
            for defaultValue in macro.defaults {
                writer.bool(defaultValue != nil)
                if let defaultValue {
                    expression(defaultValue)
                }
            }
            nodes(macro.body)
        }
        nodes(program.body)
    }

    private mutating func nodes(_ nodes: [Node]) {
        writer.int(nodes.count)
        for node in nodes {
            self.node(node)
        }
    }

    private mutating func node(_ node: Node) {
        switch node {
        case .text(let span, let location):
            writer.int(0)
            writer.int(span.start)
            writer.int(span.count)
            self.location(location)
        case .output(let expression):
            writer.int(1)
            self.expression(expression)
        case .loop(let loop):
            writer.int(2)
            writer.int(loop.itemSlot)
            writer.int(loop.valueSlot ?? -1)
            writer.int(loop.counterSlot)
            expression(loop.iterable)
            nodes(loop.body)
            nodes(loop.emptyBody)
            writer.int(loop.scratchSlots.lowerBound)
            writer.int(loop.scratchSlots.upperBound)
        case .conditional(let branches, let otherwise):
            writer.int(3)
            writer.int(branches.count)
            for branch in branches {
                expression(branch.condition)
                nodes(branch.body)
            }
            nodes(otherwise)
        case .assign(let slot, let expression):
            writer.int(4)
            writer.int(slot)
            self.expression(expression)
        case .traced(let nodes, let trace):
            writer.int(5)
            self.nodes(nodes)
            self.trace(trace)
        }
    }

    private mutating func trace(_ trace: Trace) {
        let (tag, name): (Int, String) = switch trace {
        case .include(let name, _): (0, name)
        case .macro(let name, _): (1, name)
        case .extends(let name, _): (2, name)
        case .block(let name, _): (3, name)
        case .blockSuper(let name, _): (4, name)
        }
        writer.int(tag)
        self.name(name)
        location(trace.location)
    }

    private mutating func location(_ location: Location) {
        writer.int(location.source)
        writer.int(location.position.line)
        writer.int(location.position.column)
    }

    private mutating func expression(_ expression: Expression) {
        switch expression.kind {
        case .invalid:
            writer.int(0)
        case .constant(let value):
            writer.int(1)
            self.value(value)
        case .local(let slot, let name):
            writer.int(2)
            writer.int(slot)
            self.name(name)
        case .global(let index, let name, let visibleNames):
            writer.int(3)
            writer.int(index)
            self.name(name)
            list(visibleNames)
        case .loopAttribute(let counterSlot, let attribute):
            writer.int(4)
            writer.int(counterSlot)
            writer.int(LoopAttribute.allCases.firstIndex(of: attribute) ?? 0)
        case .loop(let counterSlot):
            writer.int(5)
            writer.int(counterSlot)
        case .member(let base, let name):
            writer.int(6)
            self.expression(base)
            self.name(name)
        case .index(let base, let index):
            writer.int(7)
            self.expression(base)
            self.expression(index)
        case .filter(let input, let name, _, let arguments):
            writer.int(8)
            self.expression(input)
            self.name(name)
            expressions(arguments)
        case .fallback(let value, let fallback):
            writer.int(9)
            self.expression(value)
            self.expression(fallback)
        case .not(let operand):
            writer.int(10)
            self.expression(operand)
        case .and(let left, let right):
            writer.int(11)
            self.expression(left)
            self.expression(right)
        case .or(let left, let right):
            writer.int(12)
            self.expression(left)
            self.expression(right)
        case .comparison(let comparison, let left, let right):
            writer.int(13)
            writer.int(ComparisonOperator.allCases.firstIndex(of: comparison) ?? 0)
            self.expression(left)
            self.expression(right)
        case .call(let macro, let arguments):
            writer.int(14)
            writer.int(macro)
            expressions(arguments)
        case .rendered(let nodes):
            writer.int(15)
            self.nodes(nodes)
        }
        location(expression.location)
    }

    private mutating func expressions(_ expressions: [Expression]) {
        writer.int(expressions.count)
        for expression in expressions {
            self.expression(expression)
        }
    }

    private mutating func value(_ value: TemplateValue) {
        switch value {
        case .null:
            writer.int(0)
        case .bool(let flag):
            writer.int(1)
            writer.bool(flag)
        case .int(let number):
            writer.int(2)
            writer.int(number)
        case .double(let number):
            writer.int(3)
            writer.uint64(number.bitPattern)
        case .string(let text):
            writer.int(4)
            name(text)
        case .array(let items):
            writer.int(5)
            writer.int(items.count)
            for item in items {
                self.value(item)
            }
        case .dictionary(let dictionary):
            writer.int(6)
            writer.int(dictionary.count)
            for (key, item) in dictionary.pairs {
                self.name(key)
                self.value(item)
            }
        }
    }
}
