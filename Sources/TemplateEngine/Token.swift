import Diagnostics

/// A piece of template source: literal text or the inside of a `{{ }}` or `{% %}` tag.
enum TemplateToken: Equatable {
    case text(String)
    case output(String, SourcePosition)
    case tag(String, SourcePosition)
}
