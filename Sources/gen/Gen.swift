import ArgumentParser
import GenKit

/// A subcommand whose run is GenKit's, given the environment it runs in.
protocol RunnableCommand: ParsableCommand {
    func run(in environment: RunEnvironment) -> ExitStatus
}

struct Gen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gen",
        abstract: "Generate iOS feature modules from JSON API samples.",
        usage: "gen <subcommand> [options]\n  gen --version",
        discussion: CommandHelp.gen,
        subcommands: [ImportCommand.self, InitCommand.self, LintCommand.self, ModuleCommand.self, ModelCommand.self, ContextCommand.self, VersionCommand.self]
    )
}

struct VersionCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "version",
        abstract: "Print gen's version and the commit it was built from (as gen --version does)."
    )

    func run(in environment: RunEnvironment) -> ExitStatus {
        environment.standardOutput.write(GenVersion.line() + "\n")
        return .success
    }
}
