import CYaml
import Diagnostics

/// Turns libyaml's event stream into nodes with a stack of open collections, each node
/// appended in place, so a list or mapping of any length costs time linear in its length.
struct YAMLTreeBuilder {
    private struct OpenCollection {
        var isMapping: Bool
        var position: SourcePosition
        /// libyaml's mark of the `[` or `{` of a flow collection; nil for a block one.
        var flowMark: Int?
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
    /// The last event when it was a quoted scalar, for placing a syntax error after it: the
    /// marks where it starts (at its anchor or tag, if any) and just past its closing quote.
    private var lastQuoted: (start: Int, end: Int, quote: Unicode.Scalar)?

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
            lastQuoted = nil
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
                if scalar.style == YAML_SINGLE_QUOTED_SCALAR_STYLE || scalar.style == YAML_DOUBLE_QUOTED_SCALAR_STYLE {
                    let quote: Unicode.Scalar = scalar.style == YAML_SINGLE_QUOTED_SCALAR_STYLE ? "'" : "\""
                    lastQuoted = (Int(event.start_mark.index), Int(event.end_mark.index), quote)
                }
                try add(YAMLNode(.scalar(YAMLScalar(value: value, isQuoted: isQuoted)), at: position), depth: 0, anchor: string(scalar.anchor))
            case YAML_ALIAS_EVENT:
                let name = string(event.data.alias.anchor) ?? ""
                guard var anchored = anchors[name] else {
                    throw error("unknown alias '*\(name)'", at: position, hint: "define '&\(name)' before using it")
                }
                guard stack.count + anchored.depth <= YAMLReader.maximumDepth else {
                    throw tooDeep("alias '*\(name)' nests its node deeper than \(YAMLReader.maximumDepth) levels", at: position)
                }
                anchored.node.position = position
                try add(anchored.node, depth: anchored.depth, anchor: nil)
            case YAML_SEQUENCE_START_EVENT:
                let start = event.data.sequence_start
                _ = try checkTag(start.tag, allowed: YAMLTag.sequence, on: "a list", at: position)
                let flowMark = start.style == YAML_FLOW_SEQUENCE_STYLE ? Int(event.start_mark.index) : nil
                try open(isMapping: false, at: position, flowMark: flowMark, anchor: string(start.anchor))
            case YAML_MAPPING_START_EVENT:
                let start = event.data.mapping_start
                _ = try checkTag(start.tag, allowed: YAMLTag.mapping, on: "a mapping", at: position)
                let flowMark = start.style == YAML_FLOW_MAPPING_STYLE ? Int(event.start_mark.index) : nil
                try open(isMapping: true, at: position, flowMark: flowMark, anchor: string(start.anchor))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let open = stack.popLast() else { continue }
                try add(node(closing: open), depth: open.innerDepth + 1, anchor: open.anchor)
            default:
                continue
            }
        }
    }

    private mutating func open(isMapping: Bool, at position: SourcePosition, flowMark: Int?, anchor: String?) throws(DiagnosticError) {
        guard stack.count < YAMLReader.maximumDepth else {
            throw tooDeep("nesting is deeper than \(YAMLReader.maximumDepth) levels", at: position)
        }
        stack.append(OpenCollection(isMapping: isMapping, position: position, flowMark: flowMark, anchor: anchor))
    }

    private func node(closing open: OpenCollection) -> YAMLNode {
        guard open.isMapping else {
            return YAMLNode(.sequence(open.items), at: open.position)
        }
        let pairs = stride(from: 0, to: open.items.count - 1, by: 2).map { YAMLPair(key: open.items[$0], value: open.items[$0 + 1]) }
        return YAMLNode(.mapping(pairs), at: open.position)
    }

    private mutating func add(_ node: YAMLNode, depth: Int, anchor: String?) throws(DiagnosticError) {
        if let anchor {
            if let first = anchors[anchor] {
                throw error(
                    "anchor '&\(anchor)' is already defined on line \(first.node.position.line)",
                    at: node.position,
                    hint: "rename one of the two; each alias '*\(anchor)' would otherwise mean the one defined last before it"
                )
            }
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
            throw error("unsupported YAML tag '\(YAMLTag.shortName(tag))' on \(what)", at: position, hint: YAMLTag.hint)
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

    /// libyaml's error in gen's words, where the mistake starts (`YAMLSyntaxExplainer`).
    private func syntaxError(_ parser: yaml_parser_t) -> DiagnosticError {
        let stage: YAMLFailure.Stage = switch parser.error {
        case YAML_READER_ERROR: .reader
        case YAML_SCANNER_ERROR: .scanner
        case YAML_PARSER_ERROR: .parser
        default: .other
        }
        let failure = YAMLFailure(
            stage: stage,
            problem: parser.problem.map { String(cString: $0) } ?? "invalid YAML",
            problemMark: Int(parser.problem_mark.index),
            context: parser.context.map { String(cString: $0) },
            contextMark: Int(parser.context_mark.index),
            byteOffset: Int(parser.problem_offset),
            value: parser.problem_value
        )
        let openFlow = stack.last { $0.flowMark != nil }.map { (isMapping: $0.isMapping, mark: $0.flowMark ?? 0) }
        let explained = YAMLSyntaxExplainer(source: source).explain(failure, progress: YAMLProgress(openFlow: openFlow, lastQuoted: lastQuoted))
        return error(explained.message, at: explained.position, hint: explained.hint)
    }
}
