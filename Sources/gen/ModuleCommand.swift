import ArgumentParser
import Diagnostics
import Foundation
import Generator
import Inputs
import Support
import Writer

struct ModuleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "module",
        abstract: "Generate a feature module from JSON samples.",
        discussion: """
        Every <name>.json file in the --json folder is one endpoint, named after the file in \
        UpperCamelCase (home.json → Home, order_items.json → OrderItems). Each sample is one \
        response of that endpoint; its model is inferred from it.

        gen.yml in the current folder, or the file given with --manifest, adds what samples \
        cannot tell: each endpoint's HTTP method and path.

        Run it again whenever the samples change. Owned files (models, Api, router) are \
        rewritten while they hold what gen last wrote, and removed once no template writes \
        them; if you edited one, gen stops and writes nothing unless --force is given, which \
        moves your text to <file>.orig first. Scaffold files (ViewModels, podspec) are \
        written once and then left to you; one whose endpoint is gone is reported as \
        orphaned on every run until you delete it. .gen.lock in the module folder records \
        what gen wrote, where the samples came from, the template set and naming (switching \
        either needs --force) and the module's API, so each run reports every API change; \
        commit it. Without --json, the samples come from the manifest's 'samples', the folder \
        the lock recorded, or samples/ beside gen.yml. Nothing is written when any input has \
        a mistake, or when the file system would refuse a file (a name too long, a file \
        where a folder must go, too little space). A run stopped half-way, even by kill -9, \
        is carried on by the next one; two runs on one module folder take turns.

        Examples:
          gen module Jacob --json samples/
          gen module Jacob --json samples/ --output Modules/Jacob
          gen module --json samples/ --templates ./my-templates
          gen module --check --format json

        \(BuiltInSets.help)
        """
    )

    @Argument(help: ArgumentHelp(
        "The module name, a Swift identifier such as Jacob. Optional when gen.yml sets 'module'.",
        valueName: "name"
    ))
    var name: String?

    @Option(name: .customLong("json"), help: ArgumentHelp(
        "The folder of JSON samples, one file (or folder of files) per endpoint. Default: the manifest's 'samples', the folder .gen.lock recorded, or samples/ beside gen.yml.",
        valueName: "dir"
    ))
    var samplesFolder: String?

    @Option(help: ArgumentHelp("The manifest to read instead of ./gen.yml.", valueName: "file"))
    var manifest: String?

    @Option(help: ArgumentHelp("The folder to write the module into. Default: the manifest's output/<name>, or ./<name>.", valueName: "dir"))
    var output: String?

    @Option(help: ArgumentHelp(
        "A built-in template set by name (\(BuiltInSets.names); listed above), or the path of a template folder. Default: the manifest's 'templates', or \(TemplateLocator.defaultSet).",
        valueName: "set|dir"
    ))
    var templates: String?

    @OptionGroup var writeOptions: WriteOptions

    @OptionGroup var outputOptions: OutputOptions

    func run() throws {
        let fileSystem = LocalFileSystem()
        let console = Console(command: "module", options: outputOptions, environment: ProcessInfo.processInfo.environment)
        try runCommand(console) { console throws(DiagnosticError) in
            let run = try ModuleRun.prepare(
                ModuleRun.Flags(name: name, samplesFolder: samplesFolder, manifest: manifest, output: output, templates: templates),
                locator: TemplateLocator(fileSystem: fileSystem),
                fileSystem: fileSystem,
                workingDirectory: FileManager.default.currentDirectoryPath,
                waiting: writeOptions.writesNothing ? nil : console.waitingForFolder
            )
            defer { run.folderLock?.release() }
            console.report(run.module.warnings)
            console.detail("manifest  \(run.module.manifestPath ?? "none")")
            console.detail("samples   \(run.samplesFolder ?? "as the manifest names them")")
            console.detail("templates \(run.templateSet) (\(run.templates.searchOrder.joined(separator: ", then ")))")
            if let change = run.sourceChange {
                console.report([change])
            }
            return try WriteSession(fileSystem: fileSystem, console: console, options: writeOptions).run(
                run.module.files,
                into: run.folder,
                inputs: run.inputs,
                signature: run.module.signature,
                keepingOtherEntries: false,
                renamedTypes: run.module.renamedTypes,
                switchNotice: run.switchNotice
            )
        }
    }
}
