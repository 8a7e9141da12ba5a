import ArgumentParser
import GenKit

struct ContextCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "context",
        abstract: "Print the context every template sees, as JSON.",
        discussion: CommandHelp.context
    )

    @Argument(help: ArgumentHelp(
        "The module name, a Swift identifier such as Jacob. Optional when gen.yml sets 'module'.",
        valueName: "name"
    ))
    var name: String?

    @Option(name: [.customLong("samples"), .customLong("json")], help: ArgumentHelp(
        "The folder of JSON samples, one file per endpoint. Optional when the manifest gives every endpoint a 'sample:'.",
        valueName: "dir"
    ))
    var samplesFolder: String?

    @Option(help: ArgumentHelp("The manifest to read instead of the gen.yml found here or above.", valueName: "file"))
    var manifest: String?

    @Option(help: ArgumentHelp("Print only this endpoint's context, e.g. Home.", valueName: "name"))
    var endpoint: String?

    @OptionGroup var colorOption: ColorOption

    func run(in environment: RunEnvironment) -> ExitStatus {
        ContextInvocation(name: name, samplesFolder: samplesFolder, manifest: manifest, endpoint: endpoint, color: colorOption.color).run(in: environment)
    }
}
