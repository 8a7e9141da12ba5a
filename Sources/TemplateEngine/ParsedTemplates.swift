import Diagnostics

/// Templates parsed once for many compiles. The templates of a set extend and include the
/// same few layouts; compiled with one `ParsedTemplates`, each file is parsed once for the
/// whole set instead of once for every template that reaches it.
public struct ParsedTemplates: Sendable {
    private var byPath: [String: ParsedTemplate] = [:]

    public init() {}

    /// The parse of `source`: the one made before for the same path and text, or a new one.
    mutating func parse(_ source: SourceText) throws(DiagnosticError) -> ParsedTemplate {
        if let known = byPath[source.path], known.source.text == source.text {
            return known
        }
        let template = try TemplateParser.parse(source)
        byPath[source.path] = template
        return template
    }
}
