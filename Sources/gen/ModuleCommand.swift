import ArgumentParser
import Diagnostics
import Foundation
import Generator

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

        Nothing is written when any input has a mistake. A file that already exists with \
        other contents is left alone, and gen stops, unless --force is given.

        Examples:
          gen module Jacob --json samples/
          gen module Jacob --json samples/ --output Modules/Jacob
          gen module --json samples/ --templates ./my-templates
        """
    )

    @Argument(help: ArgumentHelp(
        "The module name, a Swift identifier such as Jacob. Optional when gen.yml sets 'module'.",
        valueName: "name"
    ))
    var name: String?

    @Option(name: .customLong("json"), help: ArgumentHelp("The folder of JSON samples, one file per endpoint.", valueName: "dir"))
    var samplesFolder: String

    @Option(help: ArgumentHelp("The manifest to read instead of ./gen.yml.", valueName: "file"))
    var manifest: String?

    @Option(help: ArgumentHelp("The folder to write the module into. Default: ./<name>.", valueName: "dir"))
    var output: String?

    @Option(help: ArgumentHelp(
        "A built-in template set by name (\(TemplateLocator.defaultSet)), or the path of a template folder.",
        valueName: "set|dir"
    ))
    var templates: String = TemplateLocator.defaultSet

    @Flag(help: "Overwrite files that differ from what gen would write, even if you edited them.")
    var force = false

    func run() throws {
        let fileSystem = LocalFileSystem()
        let console = Console()
        do throws(DiagnosticError) {
            let templateFolder = try TemplateLocator(fileSystem: fileSystem).folder(for: templates)
            let request = ModuleRequest(name: name, samplesFolder: samplesFolder, manifestPath: manifest, templateFolder: templateFolder)
            let module = try ModulePipeline(fileSystem: fileSystem).generate(request)
            console.report(module.warnings)
            let written = try ModuleWriter(fileSystem: fileSystem).write(module.files, into: output ?? module.name, force: force)
            for file in written {
                console.out("\(file.status.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0)) \(file.path)")
            }
        } catch {
            console.report(error.diagnostics)
            throw ExitCode.failure
        }
    }
}
