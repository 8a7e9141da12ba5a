import Diagnostics

/// A template compiled once from its source and rendered any number of times.
///
/// Everything knowable from the source alone (syntax, unknown tags and filters, filter
/// argument counts) is reported by `init`; undefined variables are reported by `render`.
public struct Template: Sendable {
    public let source: SourceText
    let nodes: [TemplateNode]
    let filters: FilterSet

    public init(source: SourceText, filters: FilterSet = .builtIn) throws(DiagnosticError) {
        try self.init(text: source.text, at: SourcePosition(line: 1, column: 1), in: source, filters: filters)
    }

    /// Compiles a template embedded in another file, such as a path template inside a YAML
    /// file, so its diagnostics point into that file.
    public init(text: String, at origin: SourcePosition, in source: SourceText, filters: FilterSet = .builtIn) throws(DiagnosticError) {
        var lexer = TemplateLexer(source: source, text: text, origin: origin)
        let tokens = try lexer.tokenize()
        var parser = TemplateParser(tokens: tokens, source: source, filters: filters)
        self.nodes = try parser.parse()
        self.source = source
        self.filters = filters
    }

    public func render(_ context: TemplateDictionary) throws(DiagnosticError) -> String {
        var renderer = TemplateRenderer(template: self, context: context)
        return try renderer.render()
    }
}
