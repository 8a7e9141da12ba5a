import ArgumentParser
import Diagnostics
import Foundation

/// Parses the command line and runs the command. A mistyped subcommand or option gets
/// "did you mean", computed as the manifest's suggestions are, before any other parse error.
@main
enum GenMain {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            var command = try Gen.parseAsRoot(arguments)
            try command.run()
        } catch {
            if Gen.exitCode(for: error) == .validationFailure, let mistake = ArgumentSuggestions.mistake(in: arguments) {
                let console = Console(command: "gen", color: colorChoice(in: arguments), environment: ProcessInfo.processInfo.environment)
                console.report([mistake])
                Gen.exit(withError: ExitCode.validationFailure)
            }
            Gen.exit(withError: error)
        }
    }

    /// `--color` as given, read by hand because the command line did not parse.
    private static func colorChoice(in arguments: [String]) -> ColorChoice {
        for (index, argument) in arguments.enumerated() {
            if argument.hasPrefix("--color=") {
                return ColorChoice(rawValue: String(argument.dropFirst("--color=".count))) ?? .auto
            }
            if argument == "--color", index + 1 < arguments.count {
                return ColorChoice(rawValue: arguments[index + 1]) ?? .auto
            }
        }
        return .auto
    }
}
