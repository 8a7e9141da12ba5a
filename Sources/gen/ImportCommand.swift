import ArgumentParser
import GenKit

struct ImportCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write samples and a gen.yml from a recorded HAR capture.",
        discussion: CommandHelp.capture
    )

    @Argument(help: ArgumentHelp("The HAR file.", valueName: "capture.har"))
    var capture: String

    @Option(name: .customLong("host"), help: ArgumentHelp("Keep the requests to this host (repeat for several). Needed when the capture's JSON comes from several hosts.", valueName: "host"))
    var hosts: [String] = []

    @Option(help: ArgumentHelp("Keep only the requests under this path; endpoint names leave it out.", valueName: "/api/v2"))
    var pathPrefix: String?

    @Option(help: ArgumentHelp("The module name. Default: the output folder's name in UpperCamelCase.", valueName: "name"))
    var module: String?

    @Option(help: ArgumentHelp("The folder gen.yml and samples/ are written in.", valueName: "dir"))
    var output = "."

    @Flag(help: "Add the capture's new endpoints to an existing gen.yml; existing entries stay as they are.")
    var merge = false

    @Option(help: ArgumentHelp("Write at most this many samples per endpoint, beyond the responses of a shape the others lack (which are always written); 0 writes every response.", valueName: "n"))
    var maxSamples = ImportInvocation.defaultSampleLimit

    @Flag(help: "Also replace strings that look like tokens or e-mail addresses in the samples.")
    var redact = false

    @Option(help: ArgumentHelp("The template set a new gen.yml's 'templates' names: a built-in set (\(BuiltInSets.names)) or a template folder. Default: \(BuiltInSets.defaultSet).", valueName: "set|dir"))
    var templates: String?

    @OptionGroup var outputOptions: OutputOptions

    func validate() throws {
        guard maxSamples >= 0 else { throw ValidationError("--max-samples takes 0 (every response) or a positive number") }
    }

    func run(in environment: RunEnvironment) -> ExitStatus {
        ImportInvocation(
            capture: capture,
            hosts: hosts,
            pathPrefix: pathPrefix,
            module: module,
            output: output,
            merge: merge,
            sampleLimit: maxSamples > 0 ? maxSamples : nil,
            redact: redact,
            templates: templates,
            style: outputOptions.style
        ).run(in: environment)
    }
}
