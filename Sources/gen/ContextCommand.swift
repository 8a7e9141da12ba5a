import ArgumentParser
import Diagnostics
import Generator

struct ContextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "context",
        abstract: "Print the context every template sees, as JSON.",
        discussion: """
        Reads the samples and the manifest as 'gen module' does, renders nothing, and prints \
        the values templates are rendered with: under "module" the context of the templates \
        rendered once per module, under "endpoint" the context of the templates rendered once \
        per endpoint, by endpoint name. Keys are sorted; docs/templates.md explains each one.

        Examples:
          gen context Jacob --json samples/
          gen context --json samples/ --manifest gen.yml > context.json
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

    func run() throws {
        let console = Console()
        do throws(DiagnosticError) {
            let contexts = try ModulePipeline(fileSystem: LocalFileSystem()).contexts(
                name: name,
                samplesFolder: samplesFolder,
                manifestPath: manifest
            )
            console.report(contexts.warnings)
            console.out(ContextJSON.render(contexts))
        } catch {
            console.report(error.diagnostics)
            throw ExitCode.failure
        }
    }
}
