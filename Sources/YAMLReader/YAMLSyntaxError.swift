import Diagnostics

/// A YAML syntax error in gen's words, at the place where the mistake starts.
struct YAMLSyntaxError {
    var message: String
    var position: SourcePosition
    var hint: String?
}
