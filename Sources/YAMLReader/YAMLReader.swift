import CYaml
import Diagnostics

/// Reads one YAML document through libyaml's event parser into a `YAMLNode` tree.
public enum YAMLReader {
    /// The document's root node, or nil for an empty document.
    public static func read(_ source: SourceText) throws(DiagnosticError) -> YAMLNode? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw DiagnosticError(Diagnostic(.error, "libyaml could not start a parser", at: SourceLocation(path: source.path, line: 1, column: 1)))
        }
        defer { yaml_parser_delete(&parser) }
        let bytes = Array(source.text.utf8)
        let outcome: Result<YAMLNode?, DiagnosticError> = bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var builder = YAMLTreeBuilder(source: source)
            return builder.build(with: &parser)
        }
        return try outcome.get()
    }
}

/// Turns libyaml's event stream into nodes with a stack of open collections.
private struct YAMLTreeBuilder {
    private enum OpenCollection {
        case sequence(position: SourcePosition, anchor: String?, items: [YAMLNode])
        case mapping(position: SourcePosition, anchor: String?, pairs: [YAMLPair], pendingKey: YAMLNode?)
    }

    let source: SourceText
    private var stack: [OpenCollection] = []
    private var anchors: [String: YAMLNode] = [:]
    private var root: YAMLNode?

    init(source: SourceText) {
        self.source = source
    }

    mutating func build(with parser: inout yaml_parser_t) -> Result<YAMLNode?, DiagnosticError> {
        var documents = 0
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else {
                return .failure(syntaxError(parser))
            }
            defer { yaml_event_delete(&event) }
            let position = SourcePosition(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return .success(root)
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    return .failure(DiagnosticError(.error(
                        "expected one YAML document, found a second one",
                        in: source,
                        at: position,
                        hint: "remove the '---' line and what follows it, or merge the documents"
                    )))
                }
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let value = String(decoding: UnsafeBufferPointer(start: scalar.value, count: Int(scalar.length)), as: UTF8.self)
                let node = YAMLNode(.scalar(YAMLScalar(value: value, isQuoted: scalar.style != YAML_PLAIN_SCALAR_STYLE)), at: position)
                remember(node, anchor: string(scalar.anchor))
                add(node)
            case YAML_ALIAS_EVENT:
                let name = string(event.data.alias.anchor) ?? ""
                guard var node = anchors[name] else {
                    return .failure(DiagnosticError(.error("unknown alias '*\(name)'", in: source, at: position, hint: "define '&\(name)' before using it")))
                }
                node.position = position
                add(node)
            case YAML_SEQUENCE_START_EVENT:
                stack.append(.sequence(position: position, anchor: string(event.data.sequence_start.anchor), items: []))
            case YAML_MAPPING_START_EVENT:
                stack.append(.mapping(position: position, anchor: string(event.data.mapping_start.anchor), pairs: [], pendingKey: nil))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let open = stack.popLast() else { continue }
                let node: YAMLNode
                let anchor: String?
                switch open {
                case .sequence(let start, let name, let items):
                    node = YAMLNode(.sequence(items), at: start)
                    anchor = name
                case .mapping(let start, let name, let pairs, _):
                    node = YAMLNode(.mapping(pairs), at: start)
                    anchor = name
                }
                remember(node, anchor: anchor)
                add(node)
            default:
                continue
            }
        }
    }

    private mutating func remember(_ node: YAMLNode, anchor: String?) {
        if let anchor {
            anchors[anchor] = node
        }
    }

    private mutating func add(_ node: YAMLNode) {
        guard let top = stack.popLast() else {
            root = node
            return
        }
        switch top {
        case .sequence(let position, let anchor, var items):
            items.append(node)
            stack.append(.sequence(position: position, anchor: anchor, items: items))
        case .mapping(let position, let anchor, var pairs, let pendingKey):
            if let key = pendingKey {
                pairs.append(YAMLPair(key: key, value: node))
                stack.append(.mapping(position: position, anchor: anchor, pairs: pairs, pendingKey: nil))
            } else {
                stack.append(.mapping(position: position, anchor: anchor, pairs: pairs, pendingKey: node))
            }
        }
    }

    private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
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
        return DiagnosticError(.error(message, in: source, at: position))
    }
}
