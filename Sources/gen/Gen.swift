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
        discussion: """
        gen reads one JSON response sample per endpoint, infers Codable models from them and \
        renders a module (Api, Model, ViewModel, Router, module entry, podspec or package) from \
        a template set.

        The workflow:
          gen import capture.har        write samples and gen.yml from a HAR capture
          gen init --samples samples/   or a starter gen.yml from samples you have
          gen lint                      check gen.yml, its samples and templates
          gen module                    generate the module; rerun when samples change
          gen model                     regenerate only the models, in a module folder

        gen.yml is read from the current folder or the nearest folder above it.
        Without a manifest: gen module Jacob --samples samples/
        To see the values templates are rendered with: gen context

        \(BuiltInSets.help)

        Version: gen --version (or -v, or gen version).
        Completion scripts: gen --generate-completion-script zsh|bash|fish
        Colour: on a terminal only; NO_COLOR or --color never turns it off.
        """,
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
