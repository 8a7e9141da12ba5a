import ArgumentParser
import Diagnostics
import Foundation
import Generator
import Inference

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
          gen module Jacob --json samples/ --output Modules/Jacob --templates my-templates/
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
            let (manifest, manifestSource) = try loadManifest(fileSystem)
            let moduleName = try resolveModuleName(manifest: manifest, manifestSource: manifestSource)
            let samples = try SampleLoader(fileSystem: fileSystem).load(folder: samplesFolder)
            console.report(samples.warnings)
            let templateFolder = try TemplateLocator(fileSystem: fileSystem).folder(for: templates)
            let templateSet = try TemplateSet.load(folder: templateFolder, fileSystem: fileSystem, filters: .builtIn)
            let files = try ModuleGenerator.generate(
                moduleName: moduleName,
                samples: samples.endpoints,
                manifest: manifest,
                manifestSource: manifestSource,
                templates: templateSet
            )
            let written = try ModuleWriter(fileSystem: fileSystem).write(files, into: output ?? moduleName, force: force)
            for file in written {
                console.out("\(file.status.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0)) \(file.path)")
            }
        } catch {
            console.report(error.diagnostics)
            throw ExitCode.failure
        }
    }

    private func loadManifest(_ fileSystem: any FileSystem) throws(DiagnosticError) -> (Manifest, SourceText?) {
        let path: String
        if let manifest {
            guard fileSystem.kind(of: manifest) == .file else {
                throw DiagnosticError(Diagnostic(.error, "manifest '\(manifest)' does not exist"))
            }
            path = manifest
        } else if fileSystem.kind(of: "gen.yml") == .file {
            path = "gen.yml"
        } else {
            return (Manifest(), nil)
        }
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.readFile(path)
        } catch {
            throw DiagnosticError(Diagnostic(.error, "\(error.path): \(error.reason)"))
        }
        let source = SourceText(path: path, text: String(decoding: bytes, as: UTF8.self))
        return (try ManifestDecoder.decode(source), source)
    }

    private func resolveModuleName(manifest: Manifest, manifestSource: SourceText?) throws(DiagnosticError) -> String {
        switch (name, manifest.module) {
        case (nil, nil):
            throw DiagnosticError(Diagnostic(.error, "no module name", hint: "name it on the command line (gen module Jacob --json samples/) or with 'module: Jacob' in gen.yml"))
        case (let given?, let declared?) where given != declared.value:
            let message = "the manifest names the module '\(declared.value)', but the command line names it '\(given)'"
            let hint = "drop the name from the command line, or make both the same"
            if let manifestSource {
                throw DiagnosticError(.error(message, in: manifestSource, at: declared.location.position, hint: hint))
            }
            throw DiagnosticError(Diagnostic(.error, message, at: declared.location, hint: hint))
        case (let given?, _):
            guard Naming.isIdentifier(given) else {
                throw DiagnosticError(Diagnostic(.error, "module name '\(given)' is not a Swift identifier", hint: "use letters, digits and '_', starting with a letter, e.g. Jacob"))
            }
            return given
        case (nil, let declared?):
            return declared.value
        }
    }
}
