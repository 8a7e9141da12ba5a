import Diagnostics

/// A piece of template source: literal text, or the inside of a `{{ }}` or `{% %}` tag with
/// the position of its first character.
enum TemplateToken: Equatable {
    case text(String, SourcePosition)
    case output(String, SourcePosition)
    case tag(String, SourcePosition)
}
