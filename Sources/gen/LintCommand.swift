import ArgumentParser
import GenKit

struct LintCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check the manifest, samples and templates for mistakes, without writing anything.",
        discussion: CommandHelp.lint
    )

    @Option(
        name: [.customLong("samples"), .customLong("json")],
        parsing: .upToNextOption,
        help: ArgumentHelp("The JSON samples to check: files, or folders of them.", valueName: "path")
    )
    var samplePaths: [String] = []

    @Option(help: ArgumentHelp("The manifest to check. Default: the gen.yml of this folder or the nearest folder above.", valueName: "file"))
    var manifest: String?

    @Option(help: ArgumentHelp("The template set to check with the manifest: a built-in set (\(BuiltInSets.names)) or a folder. Default: the manifest's 'templates', else the set the module's .gen.lock records, else \(BuiltInSets.defaultSet).", valueName: "set|dir"))
    var templates: String?

    @Flag(help: "Check every module below this folder: each folder holding a gen.yml, leaving out .build, Pods, DerivedData, .git and what gen-workspace.yml excludes.")
    var all = false

    @OptionGroup var outputOptions: OutputOptions

    func run(in environment: RunEnvironment) -> ExitStatus {
        LintInvocation(samplePaths: samplePaths, manifest: manifest, templates: templates, style: outputOptions.style, all: all).run(in: environment)
    }
}
