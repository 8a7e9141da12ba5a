import ArgumentParser
import Foundation
import GenKit

/// Parses the command line and runs the command. Every mistake on the command line is
/// printed as `gen: error:` with a suggestion and ends the process with status 64.
@main
enum GenMain {
    static func main() {
        let status = execute(Array(CommandLine.arguments.dropFirst()), in: .process())
        exit(status)
    }

    /// Runs one command line in `environment`, as the process would; what it prints goes to
    /// the environment's streams. Returns the exit status.
    static func execute(_ arguments: [String], in environment: RunEnvironment) -> Int32 {
        if arguments == ["--version"] || arguments == ["-v"] {
            environment.standardOutput.write(GenVersion.line() + "\n")
            return ExitStatus.success.rawValue
        }
        if let mistake = UsageMistake.emptyValue(in: arguments, subcommands: subcommands) {
            mistake.report(color: colorChoice(in: arguments), in: environment)
            return ExitStatus.usage.rawValue
        }
        do {
            var command = try Gen.parseAsRoot(arguments)
            if let runnable = command as? any RunnableCommand {
                return runnable.run(in: environment).rawValue
            }
            try command.run()
            return ExitStatus.success.rawValue
        } catch {
            return report(error, arguments: arguments, in: environment)
        }
    }

    /// Help, completion scripts and parse errors, as ArgumentParser words them; a parse error
    /// becomes `gen: error:` with the nearest name for a mistyped subcommand or option.
    private static func report(_ error: any Error, arguments: [String], in environment: RunEnvironment) -> Int32 {
        let code = Gen.exitCode(for: error)
        if code == .success {
            environment.standardOutput.write(Gen.fullMessage(for: error) + "\n")
            return code.rawValue
        }
        let mistake = UsageMistake.unknownName(in: arguments, help: Gen._dumpHelp())
            ?? UsageMistake.parseError(Gen.message(for: error), arguments: arguments, subcommands: subcommands)
        mistake.report(color: colorChoice(in: arguments), in: environment)
        return ExitStatus.usage.rawValue
    }

    private static var subcommands: [String] {
        Gen.configuration.subcommands.map { $0.configuration.commandName ?? "" }
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
