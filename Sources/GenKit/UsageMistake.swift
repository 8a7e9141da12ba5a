import Diagnostics

/// A mistake on the command line found while parsing it (an unknown subcommand or option, a
/// bad value), printed as every other problem is: `gen: error:`, a hint, notes.
package struct UsageMistake: Sendable {
    package var message: String
    package var hint: String?
    package var notes: [String]

    package init(_ message: String, hint: String? = nil, notes: [String] = []) {
        self.message = message
        self.hint = hint
        self.notes = notes
    }

    /// Prints the mistake on standard error, coloured as `--color` says.
    package func report(color: ColorChoice, in environment: RunEnvironment) {
        let console = Console(command: "gen", style: OutputStyle(color: color), environment: environment)
        console.report([Diagnostic(.error, message, hint: hint, notes: notes)])
    }
}
