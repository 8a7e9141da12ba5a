import CYaml
import Diagnostics

/// Turns libyaml's event stream into nodes with a stack of open collections, each node
/// appended in place, so a list or mapping of any length costs time linear in its length.
struct YAMLTreeBuilder {
    private struct OpenCollection {
        var isMapping: Bool
        var position: SourcePosition
        var anchor: String?
        /// Items of a list; keys and values of a mapping, alternating.
        var items: [YAMLNode] = []
        /// The most collections nested in one item: 0 when every item is a scalar.
        var innerDepth = 0
    }

    /// A finished node and how many collections deep it goes: 0 for a scalar.
    private struct Anchored {
        var node: YAMLNode
        var depth: Int
    }

    let source: SourceText
    private var stack: [OpenCollection] = []
    private var anchors: [String: Anchored] = [:]
    private var root: YAMLNode?

    init(source: SourceText) {
        self.source = source
    }

    mutating func build(with parser: inout yaml_parser_t) throws(DiagnosticError) -> YAMLNode? {
        var documents = 0
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else {
                throw syntaxError(parser)
            }
            defer { yaml_event_delete(&event) }
            let position = SourcePosition(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return root
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    throw error("expected one YAML document, found a second one", at: position, hint: "remove the '---' line and what follows it, or merge the documents")
                }
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let isString = try checkTag(scalar.tag, allowed: YAMLTag.string, on: "a scalar", at: position)
                let value = String(decoding: UnsafeBufferPointer(start: scalar.value, count: Int(scalar.length)), as: UTF8.self)
                let isQuoted = isString || scalar.style != YAML_PLAIN_SCALAR_STYLE
                add(YAMLNode(.scalar(YAMLScalar(value: value, isQuoted: isQuoted)), at: position), depth: 0, anchor: string(scalar.anchor))
            case YAML_ALIAS_EVENT:
                let name = string(event.data.alias.anchor) ?? ""
                guard var anchored = anchors[name] else {
                    throw error("unknown alias '*\(name)'", at: position, hint: "define '&\(name)' before using it")
                }
                guard stack.count + anchored.depth <= YAMLReader.maximumDepth else {
                    throw tooDeep("alias '*\(name)' nests its node deeper than \(YAMLReader.maximumDepth) levels", at: position)
                }
                anchored.node.position = position
                add(anchored.node, depth: anchored.depth, anchor: nil)
            case YAML_SEQUENCE_START_EVENT:
                let start = event.data.sequence_start
                _ = try checkTag(start.tag, allowed: YAMLTag.sequence, on: "a list", at: position)
                try open(isMapping: false, at: position, anchor: string(start.anchor))
            case YAML_MAPPING_START_EVENT:
                let start = event.data.mapping_start
                _ = try checkTag(start.tag, allowed: YAMLTag.mapping, on: "a mapping", at: position)
                try open(isMapping: true, at: position, anchor: string(start.anchor))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let open = stack.popLast() else { continue }
                add(node(closing: open), depth: open.innerDepth + 1, anchor: open.anchor)
            default:
                continue
            }
        }
    }

    private mutating func open(isMapping: Bool, at position: SourcePosition, anchor: String?) throws(DiagnosticError) {
        guard stack.count < YAMLReader.maximumDepth else {
            throw tooDeep("nesting is deeper than \(YAMLReader.maximumDepth) levels", at: position)
        }
        stack.append(OpenCollection(isMapping: isMapping, position: position, anchor: anchor))
    }

    private func node(closing open: OpenCollection) -> YAMLNode {
        guard open.isMapping else {
            return YAMLNode(.sequence(open.items), at: open.position)
        }
        let pairs = stride(from: 0, to: open.items.count - 1, by: 2).map { YAMLPair(key: open.items[$0], value: open.items[$0 + 1]) }
        return YAMLNode(.mapping(pairs), at: open.position)
    }

    private mutating func add(_ node: YAMLNode, depth: Int, anchor: String?) {
        if let anchor {
            anchors[anchor] = Anchored(node: node, depth: depth)
        }
        guard !stack.isEmpty else {
            root = node
            return
        }
        stack[stack.count - 1].items.append(node)
        stack[stack.count - 1].innerDepth = max(stack[stack.count - 1].innerDepth, depth)
    }

    /// True when the node carries `allowed`; throws for any other tag.
    private func checkTag(_ pointer: UnsafeMutablePointer<yaml_char_t>?, allowed: String, on what: String, at position: SourcePosition) throws(DiagnosticError) -> Bool {
        guard let tag = string(pointer) else { return false }
        guard tag == allowed else {
            throw error(
                "unsupported YAML tag '\(YAMLTag.shortName(tag))' on \(what)",
                at: position,
                hint: "gen reads no YAML tags but !!str, !!seq and !!map; remove the tag, or quote the value to read it as a string"
            )
        }
        return true
    }

    private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
    }

    private func tooDeep(_ message: String, at position: SourcePosition) -> DiagnosticError {
        error(message, at: position, hint: "gen reads YAML nested at most \(YAMLReader.maximumDepth) lists and mappings deep")
    }

    private func error(_ message: String, at position: SourcePosition, hint: String? = nil) -> DiagnosticError {
        DiagnosticError(.error(message, in: source, at: position, hint: hint))
    }

    private func syntaxError(_ parser: yaml_parser_t) -> DiagnosticError {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        let mark = parser.problem_mark
        let position = SourcePosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
        var message = problem
        if let context = parser.context.map({ String(cString: $0) }) {
            let contextMark = parser.context_mark
            message += " (\(context) at line \(contextMark.line + 1), column \(contextMark.column + 1))"
        }
        return error(message, at: position)
    }
}
