import ArgumentParser
import GenKit

struct ModelCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "model",
        abstract: "Generate the models of one payload, or regenerate the models of a module.",
        discussion: CommandHelp.model
    )

    @Argument(help: ArgumentHelp("The payload's type name, e.g. Event. Omit it to regenerate a module's models.", valueName: "name"))
    var name: String?

    @Option(name: [.customLong("samples"), .customLong("json")], parsing: .upToNextOption, help: ArgumentHelp("Sample files or folders of one payload (with NAME).", valueName: "path"))
    var samplePaths: [String] = []

    @Option(help: ArgumentHelp("The folder to write the models into (with NAME). Default: the current folder.", valueName: "dir"))
    var output: String = "."

    @Option(help: ArgumentHelp("A manifest whose 'types' and 'inference' apply (with NAME).", valueName: "file"))
    var manifest: String?

    @Option(help: ArgumentHelp(
        "A built-in template set by name (\(BuiltInSets.names); listed above), or a template folder (with NAME). Default: \(BuiltInSets.defaultSet).",
        valueName: "set|dir"
    ))
    var templates: String = BuiltInSets.defaultSet

    @Option(help: ArgumentHelp("The folder holding .gen.lock (without NAME).", valueName: "dir"))
    var module: String = "."

    @OptionGroup var writeOptions: WriteOptions

    @OptionGroup var outputOptions: OutputOptions

    func validate() throws {
        if name != nil, samplePaths.isEmpty {
            throw ValidationError("gen model NAME needs the payload's samples: add --samples FILE")
        }
        if name == nil, !samplePaths.isEmpty {
            throw ValidationError("--samples needs a NAME for the payload: gen model Event --samples FILE")
        }
    }

    func run(in environment: RunEnvironment) -> ExitStatus {
        ModelInvocation(
            name: name,
            samplePaths: samplePaths,
            output: output,
            manifest: manifest,
            templates: templates,
            module: module,
            writeMode: writeOptions.mode,
            style: outputOptions.style
        ).run(in: environment)
    }
}
