import ArgumentParser

@main
struct Gen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gen",
        abstract: "Generate iOS feature modules from JSON API samples.",
        discussion: """
        gen reads one JSON response sample per endpoint, infers Codable models from them and \
        renders a module (Api, Model, ViewModel, Router, module entry, podspec) from a template set.

        Start with:
          gen lint --json samples/
          gen module Jacob --json samples/

        To see the values templates are rendered with:
          gen context Jacob --json samples/
        """,
        subcommands: [ModuleCommand.self, ModelCommand.self, InitCommand.self, ContextCommand.self, LintCommand.self]
    )
}
