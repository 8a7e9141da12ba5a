import ArgumentParser
import GenKit

struct InitCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a starter gen.yml inferred from your samples.",
        discussion: """
        Writes ./gen.yml with one endpoint per sample, paging for the samples that look like \
        pages of a list, and the response envelope when every sample wraps its payload the \
        same way; each key has a comment. It never overwrites an existing gen.yml.

        Samples cannot tell an endpoint's HTTP method: a file name that reads as a write \
        (create_, add_, post_, update_, put_, patch_, delete_, remove_, …) gets that method, \
        every other endpoint GET, each with a comment saying it was guessed.

        Then: gen lint, and gen module.

        Examples:
          gen init --samples samples/
          gen init Jacob --samples samples/

        \(BuiltInSets.help)
        """
    )

    @Argument(help: ArgumentHelp("The module name. Default: the current folder's name in UpperCamelCase.", valueName: "name"))
    var name: String?

    @Option(name: [.customLong("samples"), .customLong("json")], help: ArgumentHelp("The folder of JSON samples. Default: ./samples when it exists.", valueName: "dir"))
    var samplesFolder: String?

    @OptionGroup var colorOption: ColorOption

    func run(in environment: RunEnvironment) -> ExitStatus {
        InitInvocation(name: name, samplesFolder: samplesFolder, color: colorOption.color).run(in: environment)
    }
}
