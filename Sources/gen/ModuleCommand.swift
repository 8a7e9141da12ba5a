import ArgumentParser
import GenKit

struct ModuleCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "module",
        abstract: "Generate a feature module from JSON samples.",
        discussion: """
        Every <name>.json file in the samples folder is one endpoint, named after the file in \
        UpperCamelCase (home.json → Home, order_items.json → OrderItems). Each sample is one \
        response of that endpoint; its model is inferred from it.

        gen.yml in the current folder or the nearest folder above it, or the file given \
        with --manifest, adds what samples \
        cannot tell: each endpoint's HTTP method and path.

        Run it again whenever the samples change. Owned files (models, Api, router) are \
        rewritten while they hold what gen last wrote, and removed once no template writes \
        them; if you edited one, gen stops and writes nothing unless --force is given, which \
        moves your text to <file>.orig first. Scaffold files (ViewModels, podspec) are \
        written once and then left to you; one whose endpoint is gone is reported as \
        orphaned on every run until you delete it. .gen.lock in the module folder records \
        what gen wrote, where the samples came from, the template set and naming (switching \
        either needs --force) and the module's API, so each run reports every API change; \
        commit it. Without --samples, the samples come from the manifest's 'samples', the \
        folder the lock recorded, or samples/ beside gen.yml. Nothing is written when any input has \
        a mistake, or when the file system would refuse a file (a name too long, a file \
        where a folder must go, too little space). A run stopped half-way, even by kill -9, \
        is carried on by the next one; two runs on one module folder take turns.

        Examples:
          gen module Jacob --samples samples/
          gen module Jacob --samples samples/ --output Modules/Jacob
          gen module --samples samples/ --templates ./my-templates
          gen module --check --format json

        \(BuiltInSets.help)
        """
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
        "A built-in template set by name (\(BuiltInSets.names); listed above), or the path of a template folder. Default: the manifest's 'templates', or \(BuiltInSets.defaultSet).",
        valueName: "set|dir"
    ))
    var templates: String?

    @OptionGroup var writeOptions: WriteOptions

    @OptionGroup var outputOptions: OutputOptions

    func run(in environment: RunEnvironment) -> ExitStatus {
        ModuleInvocation(
            name: name,
            samplesFolder: samplesFolder,
            manifest: manifest,
            output: output,
            templates: templates,
            writeMode: writeOptions.mode,
            style: outputOptions.style
        ).run(in: environment)
    }
}
