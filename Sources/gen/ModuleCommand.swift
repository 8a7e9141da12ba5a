import ArgumentParser
import GenKit

struct ModuleCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "module",
        abstract: "Generate a feature module from JSON samples.",
        discussion: CommandHelp.module
    )

    @Argument(help: ArgumentHelp(
        "The module name, a Swift identifier such as Jacob. Optional when gen.yml sets 'module'.",
        valueName: "name"
    ))
    var name: String?

    @Option(name: [.customLong("samples"), .customLong("json")], help: ArgumentHelp(
        "The folder of JSON samples, one file (or folder of files) per endpoint. Default: the manifest's 'samples', the folder .gen.lock recorded, or samples/ beside gen.yml.",
        valueName: "dir"
    ))
    var samplesFolder: String?

    @Option(help: ArgumentHelp("The manifest to read instead of the gen.yml found here or above.", valueName: "file"))
    var manifest: String?

    @Option(help: ArgumentHelp("The folder to write the module into. Default: the manifest's output/<name>, or <name> beside gen.yml.", valueName: "dir"))
    var output: String?

    @Option(help: ArgumentHelp(
        "A built-in template set by name (\(BuiltInSets.names); listed above), or the path of a template folder. Default: the manifest's 'templates', else the set the module's .gen.lock records, else \(BuiltInSets.defaultSet).",
        valueName: "set|dir"
    ))
    var templates: String?

    @Flag(help: "Run every module below this folder: each folder holding a gen.yml, leaving out .build, Pods, DerivedData, .git and what gen-workspace.yml excludes.")
    var all = false

    @Flag(help: "After the run, run again whenever a sample, gen.yml or a template of the set is saved, until Ctrl-C.")
    var watch = false

    @Option(help: ArgumentHelp(
        "With --check: report the API changes and what the builds already shipped fail to decode since a past release, not since the last run: a git ref (a tag, a branch, a commit) whose tree has the module's .gen.lock, or the path of a .gen.lock file.",
        valueName: "ref|lock"
    ))
    var against: String?

    @OptionGroup var writeOptions: WriteOptions

    @OptionGroup var outputOptions: OutputOptions

    func run(in environment: RunEnvironment) -> ExitStatus {
        invocation.run(in: environment)
    }

    var invocation: ModuleInvocation {
        ModuleInvocation(
            options: ModuleOptions(name: name, samplesFolder: samplesFolder, manifest: manifest, output: output, templates: templates),
            writeMode: writeOptions.mode,
            style: outputOptions.style,
            all: all,
            watch: watch,
            against: against
        )
    }
}
