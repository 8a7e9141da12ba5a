import ArgumentParser
import Generator
import Support

struct Gen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gen",
        abstract: "Generate iOS feature modules from JSON API samples.",
        discussion: """
        gen reads one JSON response sample per endpoint, infers Codable models from them and \
        renders a module (Api, Model, ViewModel, Router, module entry, podspec or package) from \
        a template set.

        The workflow:
          gen import capture.har     write samples and gen.yml from a HAR capture
          gen init --json samples/   or write a starter gen.yml from samples you have
          gen lint                   check gen.yml, its samples and templates
          gen module                 generate the module; rerun when samples change
          gen model                  regenerate only the models, in a module folder

        Without a manifest: gen module Jacob --json samples/
        To see the values templates are rendered with: gen context

        \(BuiltInSets.help)

        Completion scripts: gen --generate-completion-script zsh|bash|fish
        Colour: on a terminal only; NO_COLOR or --color never turns it off.
        """,
        subcommands: [ImportCommand.self, InitCommand.self, LintCommand.self, ModuleCommand.self, ModelCommand.self, ContextCommand.self, VersionCommand.self]
    )

    @Flag(name: [.customLong("version"), .customShort("v")], help: "Print gen's version and the commit it was built from.")
    var showVersion = false

    func run() throws {
        guard showVersion else {
            throw CleanExit.helpRequest(self)
        }
        print(GenVersion.text(commit: BuildCommit(fileSystem: LocalFileSystem()).find()))
    }
}

struct VersionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "version",
        abstract: "Print gen's version and the commit it was built from (as gen --version does)."
    )

    func run() throws {
        print(GenVersion.text(commit: BuildCommit(fileSystem: LocalFileSystem()).find()))
    }
}
