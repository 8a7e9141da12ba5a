/// One problem found in the user's input, located in a file when the input has a location.
public struct Diagnostic: Hashable, Sendable, Error {
    public enum Severity: String, Sendable {
        case error
        case warning
    }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation?
    /// The text of the source line at `location`, shown under the message with a caret; a
    /// line longer than `SourceExcerpt.width` is cut to the part around the location.
    public var sourceLine: String?
    /// The caret's column in `sourceLine` when the line was cut; nil when it is the location's.
    public var caretColumn: Int?
    /// A suggestion of how to fix the problem, printed after the message.
    public var hint: String?
    /// How the input was reached, innermost first, each printed as a `note:` line after the
    /// hint: for example the include and macro calls that led to a template error.
    public var notes: [String]

    public init(
        _ severity: Severity,
        _ message: String,
        at location: SourceLocation? = nil,
        sourceLine: String? = nil,
        hint: String? = nil,
        notes: [String] = []
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        if let line = sourceLine, let column = location?.position.column, let excerpt = SourceExcerpt.clip(line, column: column) {
            self.sourceLine = excerpt.line
            self.caretColumn = excerpt.column
        } else {
            self.sourceLine = sourceLine
        }
        self.hint = hint
        self.notes = notes
    }

    /// A diagnostic whose source line is already cut to what it shows, by
    /// `SourceExcerpt.around`.
    public init(
        _ severity: Severity,
        _ message: String,
        at location: SourceLocation,
        excerpt: (line: String, caretColumn: Int?),
        hint: String? = nil
    ) {
        self.init(severity, message, at: location, hint: hint)
        sourceLine = excerpt.line
        caretColumn = excerpt.caretColumn
    }

    /// A diagnostic at `location`, with its line quoted when `source` is the file it is in.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation, quoting source: SourceText?, hint: String? = nil) {
        let line = source.flatMap { $0.path == location.path ? $0.line(location.position.line) : nil }
        self.init(severity, message, at: location, sourceLine: line, hint: hint)
    }

    /// A diagnostic at `position` in `source`, with the source line filled in.
    public static func error(_ message: String, in source: SourceText, at position: SourcePosition, hint: String? = nil) -> Diagnostic {
        Diagnostic(
            .error,
            message,
            at: SourceLocation(path: source.path, position: position),
            sourceLine: source.line(position.line),
            hint: hint
        )
    }
}

/// The error thrown by every stage of the pipeline: one or more diagnostics, in the order found.
public struct DiagnosticError: Error, Sendable, Equatable {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public init(_ diagnostic: Diagnostic) {
        self.diagnostics = [diagnostic]
    }
}
