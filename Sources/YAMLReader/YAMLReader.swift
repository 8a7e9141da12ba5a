import CYaml
import Diagnostics

/// Reads one YAML document through libyaml's event parser into a `YAMLNode` tree, in time
/// linear in the file.
///
/// Decisions beyond YAML itself (the README's manifest section says the same to users):
/// - one document only; a second `---` document is an error;
/// - an alias is a copy of the anchored node; an unknown alias is an error, and so is an
///   anchor defined twice, where YAML would let the later one shadow the first;
/// - lists and mappings may nest at most `maximumDepth` deep, counting what an alias brings
///   in; the list or mapping (or alias) that goes deeper is an error. The tree is released,
///   and compared, by recursion, and libyaml's work per token grows with the depth of flow
///   collections, so the limit bounds both;
/// - a syntax error is put in plain words at the place where the mistake starts
///   (`YAMLSyntaxExplainer`), never on an empty line or past the end of one;
/// - a tag is an error, except `!!str` on a scalar (read as a string, like a quoted one),
///   `!!seq` on a list and `!!map` on a mapping: gen gives no other tag a meaning, and
///   ignoring one (`!!int Jacob`) would read a value other than the one written.
package enum YAMLReader {
    package static let maximumDepth = 100

    /// The document's root node, or nil for an empty document.
    package static func read(_ source: SourceText) throws(DiagnosticError) -> YAMLNode? {
        if let line = source.mergeMarkerLine {
            throw DiagnosticError(.error(
                "a merge left its conflict markers in \(source.path.split(separator: "/").last.map(String.init) ?? source.path)",
                in: source,
                at: SourcePosition(line: line, column: 1),
                hint: "keep one side's lines between the markers"
            ))
        }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw DiagnosticError(Diagnostic(.error, "libyaml could not start a parser", at: SourceLocation(path: source.path, line: 1, column: 1)))
        }
        defer { yaml_parser_delete(&parser) }
        return try Array(source.text.utf8).withUnsafeBufferPointer { buffer throws(DiagnosticError) in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var builder = YAMLTreeBuilder(source: source)
            return try builder.build(with: &parser)
        }
    }
}
