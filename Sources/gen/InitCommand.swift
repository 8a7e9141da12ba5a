import ArgumentParser
import GenKit

struct InitCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a starter gen.yml inferred from your samples.",
        discussion: CommandHelp.initialize
    )

    @Argument(help: ArgumentHelp("The module name. Default: the current folder's name in UpperCamelCase.", valueName: "name"))
    var name: String?

    @Option(name: [.customLong("samples"), .customLong("json")], help: ArgumentHelp("The folder of JSON samples. Default: ./samples when it exists.", valueName: "dir"))
    var samplesFolder: String?

    @Option(help: ArgumentHelp("The template set gen.yml's 'templates' names: a built-in set (\(BuiltInSets.names)) or a template folder. Default: \(BuiltInSets.defaultSet).", valueName: "set|dir"))
    var templates: String?

    @OptionGroup var colorOption: ColorOption

    func run(in environment: RunEnvironment) -> ExitStatus {
        InitInvocation(name: name, samplesFolder: samplesFolder, templates: templates, color: colorOption.color).run(in: environment)
    }
}
