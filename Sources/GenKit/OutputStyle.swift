/// When output is coloured.
public enum ColorChoice: String, CaseIterable, Sendable {
    /// Colour only on a terminal, and only when `NO_COLOR` is unset or empty.
    case auto
    case always
    case never
}

/// The shape of a command's output.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// Lines for people, diagnostics on standard error.
    case text
    /// One JSON document on standard output, diagnostics included (docs/json-output.md).
    case json
    /// The text output, with GitHub Actions annotations on standard output for problems,
    /// files in conflict and breaking API changes.
    case github

    /// Whether the output is lines for people (with annotations or without).
    var isText: Bool { self != .json }
}

/// How much a command prints, and in which form.
public struct OutputStyle: Sendable, Equatable {
    public enum Verbosity: Sendable {
        case quiet, normal, verbose
    }

    public var color: ColorChoice
    public var verbosity: Verbosity
    public var format: OutputFormat

    public init(color: ColorChoice = .auto, verbosity: Verbosity = .normal, format: OutputFormat = .text) {
        self.color = color
        self.verbosity = verbosity
        self.format = format
    }
}
