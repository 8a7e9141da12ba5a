import Diagnostics

/// A template compiled once from its source and rendered any number of times.
///
/// Everything knowable from the source is reported by `init`: syntax, unknown tags, filters,
/// macros and blocks, argument counts, missing or cyclic includes, and, when `contextNames`
/// is given, variables the context will not define. What depends on the context's values,
/// such as a missing key, is reported by `render`, with the chain of includes, macros and
/// blocks that led to it.
///
/// A render stops with an error where it spends more than its `RenderBudget`, so no
/// template can exhaust memory or run for minutes.
public struct Template: Sendable {
    public let source: SourceText
    let program: Program

    /// - Parameters:
    ///   - loader: finds the templates `{% include %}` and `{% extends %}` name.
    ///   - contextNames: the names the context of every render will define, when known.
    public init(
        source: SourceText,
        filters: FilterSet = .builtIn,
        loader: any TemplateLoader = InMemoryTemplateLoader(),
        contextNames: Set<String>? = nil
    ) throws(DiagnosticError) {
        var parses = ParsedTemplates()
        try self.init(source: source, filters: filters, loader: loader, contextNames: contextNames, sharing: &parses)
    }

    /// Compiles as `init(source:filters:loader:contextNames:)` does, parsing the templates it
    /// extends and includes through `parses`, which keeps them for the next compile.
    public init(
        source: SourceText,
        filters: FilterSet = .builtIn,
        loader: any TemplateLoader,
        contextNames: Set<String>?,
        sharing parses: inout ParsedTemplates
    ) throws(DiagnosticError) {
        let parsed = try TemplateParser.parse(source)
        var compiler = TemplateCompiler(filters: filters, loader: loader, contextNames: contextNames, parses: parses)
        let program = compiler.compile(parsed)
        parses = compiler.parses
        if !compiler.diagnostics.isEmpty {
            throw DiagnosticError(compiler.diagnostics)
        }
        self.source = source
        self.program = program
    }

    /// Compiles a template embedded in another file, such as a path template inside a YAML
    /// file, so its diagnostics point into that file.
    public init(
        text: String,
        at origin: SourcePosition,
        in source: SourceText,
        filters: FilterSet = .builtIn,
        loader: any TemplateLoader = InMemoryTemplateLoader(),
        contextNames: Set<String>? = nil
    ) throws(DiagnosticError) {
        let parsed = try TemplateParser.parse(text: text, at: origin, in: source)
        var compiler = TemplateCompiler(filters: filters, loader: loader, contextNames: contextNames)
        let program = compiler.compile(parsed)
        if !compiler.diagnostics.isEmpty {
            throw DiagnosticError(compiler.diagnostics)
        }
        self.source = source
        self.program = program
    }

    /// Renders with a budget of its own; `{% now %}` reads `clock`.
    public func render(
        _ context: TemplateDictionary,
        budget: RenderBudget = .standard,
        clock: TemplateClock = .system
    ) throws(DiagnosticError) -> String {
        var budget = budget
        return try render(context, spending: &budget, clock: clock)
    }

    /// Renders with what is left of `budget`, and leaves in it what is left after.
    public func render(
        _ context: TemplateDictionary,
        spending budget: inout RenderBudget,
        clock: TemplateClock = .system
    ) throws(DiagnosticError) -> String {
        var renderer = TemplateRenderer(program: program, context: context, budget: budget, clock: clock)
        defer { budget = renderer.budget }
        return try renderer.render()
    }
}
