/// When output is coloured.
package enum ColorChoice: String, CaseIterable, Sendable {
    /// Colour only on a terminal, and only when `NO_COLOR` is unset or empty.
    case auto
    case always
    case never
}

/// The shape of a command's output.
package enum OutputFormat: String, CaseIterable, Sendable {
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
package struct OutputStyle: Sendable, Equatable {
    package enum Verbosity: Sendable {
        case quiet, normal, verbose
    }

    package var color: ColorChoice
    package var verbosity: Verbosity
    package var format: OutputFormat

    package init(color: ColorChoice = .auto, verbosity: Verbosity = .normal, format: OutputFormat = .text) {
        self.color = color
        self.verbosity = verbosity
        self.format = format
    }
}
