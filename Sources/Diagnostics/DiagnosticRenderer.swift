/// Formats diagnostics the way the Swift compiler does, so Xcode and editors can jump to them:
///
///     samples/home.json:3:14: error: expected ',' or '}' after an object member, found '"'
///         "page": 1 "size": 20
///                   ^
public enum DiagnosticRenderer {
    /// - Parameters:
    ///   - caret: decorates the caret line, e.g. with colour on a terminal.
    ///   - noteLabel: decorates each `note:` label.
    ///   The first line is never decorated, so Xcode and editors parse it on any terminal.
    public static func render(
        _ diagnostic: Diagnostic,
        caret: (String) -> String = { $0 },
        noteLabel: (String) -> String = { $0 }
    ) -> String {
        var lines: [String] = []
        let prefix = diagnostic.location.map { "\($0.description): " } ?? "gen: "
        lines.append("\(prefix)\(diagnostic.severity.rawValue): \(diagnostic.message)")
        if let sourceLine = diagnostic.sourceLine, let location = diagnostic.location {
            let shown = sourceLine.replacingTabs()
            lines.append(shown)
            let caretColumn = max(1, diagnostic.caretColumn ?? location.position.column)
            lines.append(String(repeating: " ", count: caretColumn - 1) + caret("^"))
        }
        if let hint = diagnostic.hint {
            lines.append("\(noteLabel("note:")) \(hint)")
        }
        for note in diagnostic.notes {
            lines.append("\(noteLabel("note:")) \(note)")
        }
        return lines.joined(separator: "\n")
    }

    public static func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { render($0) }.joined(separator: "\n")
    }
}

private extension String {
    /// Tabs become one space so the caret line, built one space per scalar, stays aligned.
    func replacingTabs() -> String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0 == "\t" ? " " : $0 }))
    }
}
