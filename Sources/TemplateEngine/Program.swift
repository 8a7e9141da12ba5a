import Diagnostics

/// A template compiled for rendering: includes inlined, inheritance resolved, filters and
/// macros bound, and every local variable resolved to a numbered slot of its frame.
struct Program: Sendable {
    var body: [Node]
    /// The UTF-8 of every text node, which names its part by a `TextSpan`: a node that holds
    /// no reference of its own costs nothing to copy while rendering.
    var text: [UInt8]
    /// How many slots the template's own frame needs.
    var frameSize: Int
    var macros: [CompiledMacro]
    /// The names of the context variables the template reads, looked up once per render.
    var globalNames: [String]
    /// Every file the program was compiled from; locations refer to them by index.
    var sources: [SourceText]
}

/// Where a text node's bytes are in `Program.text`.
struct TextSpan: Sendable {
    var start: Int
    var count: Int

    var end: Int { start + count }
}

/// A position in one of a program's sources.
struct Location: Sendable {
    var source: Int
    var position: SourcePosition
}

enum Node: Sendable {
    /// Bytes of `Program.text`, appended to the output as they are; the location is where
    /// the text starts.
    case text(TextSpan, Location)
    case output(Expression)
    indirect case loop(Loop)
    case conditional([Branch], otherwise: [Node])
    case assign(slot: Int, Expression)
    /// After a `{% set %}` outside macros in a template that defines macros: the value is
    /// also the context variable `global` for the macros, which see the variables set where
    /// they are called, as StencilSwiftKit's do.
    case share(slot: Int, global: Int, Location)
    /// Nodes that came from another file or definition; a render error inside them gets
    /// `trace` as a note, so it names the chain that led to it.
    case traced([Node], Trace)
    /// `{% break %}` or `{% continue %}` of the loop whose counter is in `counterSlot`.
    case jump(isBreak: Bool, counterSlot: Int, Location)
    /// `{% now %}`: the render's clock, formatted.
    case now(DateFormat, Location)
}

extension Node {
    /// Where the node starts, for an error that concerns the node as a whole.
    var location: Location {
        switch self {
        case .text(_, let location): return location
        case .output(let expression), .assign(_, let expression): return expression.location
        case .loop(let loop): return loop.iterable.location
        case .conditional(let branches, _): return branches[0].condition.location
        case .traced(_, let trace): return trace.location
        case .jump(_, _, let location), .share(_, _, let location), .now(_, let location): return location
        }
    }
}

struct Loop: Sendable {
    /// The slot of the item (of the key, when iterating a dictionary).
    var itemSlot: Int
    /// The slot of the value in `for key, value in dict`.
    var valueSlot: Int?
    /// Holds the iteration's offset; the next slot holds the length.
    var counterSlot: Int
    var iterable: Expression
    var body: [Node]
    var emptyBody: [Node]
    /// The slots `{% set %}` may write inside the body, cleared before each iteration.
    var scratchSlots: Range<Int>
    /// `where`: evaluated with the item bound; the items for which it is false are left out.
    var condition: Expression?
}

struct Branch: Sendable {
    var condition: Expression
    var body: [Node]
}

struct CompiledMacro: Sendable {
    var name: String
    var parameterCount: Int
    /// The default value of each parameter, evaluated in the macro's frame when a call omits it.
    var defaults: [Expression?]
    var body: [Node]
    var frameSize: Int
}

/// How nodes from elsewhere were reached, for the notes of an error inside them.
enum Trace: Sendable {
    case include(String, from: Location)
    case macro(String, from: Location)
    case extends(String, from: Location)
    case block(String, at: Location)
    case blockSuper(String, from: Location)

    /// Where the chain step happened.
    var location: Location {
        switch self {
        case .include(_, let location), .macro(_, let location), .extends(_, let location),
             .block(_, let location), .blockSuper(_, let location):
            return location
        }
    }
}

struct Expression: Sendable {
    indirect enum Kind: Sendable {
        /// Stands in for an expression with a compile error, so compiling can go on without
        /// reporting errors that follow from it. A program holding one is never rendered.
        case invalid
        case constant(TemplateValue)
        case local(slot: Int, name: String)
        /// A context variable, with the local names in scope for suggestions.
        case global(index: Int, name: String, localNames: LocalNames)
        case loopAttribute(counterSlot: Int, LoopAttribute)
        /// `forloop` as a dictionary.
        case loop(counterSlot: Int)
        case member(Expression, String)
        case index(Expression, Expression)
        case filter(Expression, name: String, TemplateFilter, [Expression])
        /// `value|default:fallback`: the fallback when the value is missing or null.
        case fallback(Expression, Expression)
        case not(Expression)
        case and(Expression, Expression)
        case or(Expression, Expression)
        case comparison(ComparisonOperator, Expression, Expression)
        case call(macro: Int, [Expression])
        /// `block.super`: the overridden definition of the block, rendered in place.
        case rendered([Node])
        case range(Expression, Expression)
        /// What `body` prints for each item of the list, with the item (or, when `wrapsItem`,
        /// `["item": item, "counter": n, "first": …, "last": …]`) in `itemSlot`.
        case mapped(Expression, itemSlot: Int, wrapsItem: Bool, body: [Node])
        /// `value|filter:name`: the filter whose name `name` evaluates to, looked up in `filters`.
        case namedFilter(Expression, Expression, FilterSet)
        case choice(Expression, condition: Expression, otherwise: Expression?)
    }

    var kind: Kind
    var location: Location

    var constantValue: TemplateValue? {
        if case .constant(let value) = kind { return value }
        return nil
    }

    static func invalid(at location: Location) -> Expression {
        Expression(kind: .invalid, location: location)
    }
}

enum LoopAttribute: String, Sendable, CaseIterable {
    case first
    case last
    case counter
    case counter0
    case length
}
