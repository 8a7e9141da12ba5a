import Diagnostics

/// The source line and caret line a diagnostic at `column` of `line` prints: a long line
/// is cut to the part around the column (`SourceExcerpt`).
func quoted(_ line: String, column: Int) -> String {
    let excerpt = SourceExcerpt.clip(line, column: column) ?? (line, column)
    return excerpt.line + "\n" + String(repeating: " ", count: excerpt.column - 1) + "^"
}
