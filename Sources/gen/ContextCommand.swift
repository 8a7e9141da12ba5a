import ArgumentParser
import Diagnostics
import Foundation
import Generator
import Inputs
import Support
import Writer

struct ContextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "context",
        abstract: "Print the context every template sees, as JSON.",
        discussion: """
        Reads the samples and the manifest as 'gen module' does (the --json folder, the \
        manifest's 'samples' folder or samples/ beside it, the manifest's 'sample:' files, \
        or, with none of these, the samples recorded in the current folder's .gen.lock), \
        renders nothing, and prints the values templates are rendered \
        with: under "module" the context of the templates rendered once per module, under \
        "endpoint", by endpoint name, what the templates rendered once per endpoint see \
        besides it (their 'endpoint'). Keys are sorted; docs/templates.md explains each one.

        Examples:
          gen context
          gen context Jacob --json samples/ --endpoint Home
          gen context --manifest gen.yml > context.json

        The context is the same for every template set.

        \(BuiltInSets.help)
        """
    )

    @Argument(help: ArgumentHelp(
        "The module name, a Swift identifier such as Jacob. Optional when gen.yml sets 'module'.",
        valueName: "name"
    ))
    var name: String?

    @Option(name: .customLong("json"), help: ArgumentHelp(
        "The folder of JSON samples, one file per endpoint. Optional when the manifest gives every endpoint a 'sample:'.",
        valueName: "dir"
    ))
    var samplesFolder: String?

    @Option(help: ArgumentHelp("The manifest to read instead of ./gen.yml.", valueName: "file"))
    var manifest: String?

    @Option(help: ArgumentHelp("Print only this endpoint's context, e.g. Home.", valueName: "name"))
    var endpoint: String?

    @OptionGroup var colorOption: ColorOption

    func run() throws {
        let fileSystem = LocalFileSystem()
        let console = Console(command: "context", color: colorOption.color, environment: ProcessInfo.processInfo.environment)
        try runCommand(console) { console throws(DiagnosticError) in
            let lock = recorded(fileSystem)
            let manifestFile = try ManifestFile.load(manifest ?? lock?.manifest, fileSystem: fileSystem)
            let defaultFolder = ModuleHistory(lock: nil, folder: ".").samplesFolder(flag: nil, manifest: ManifestLocations(manifestFile), fileSystem: fileSystem)
            let output = try ModulePipeline(fileSystem: fileSystem).contextJSON(
                name: name ?? lock?.module,
                samplesFolder: samplesFolder ?? lock?.samples.first ?? defaultFolder,
                manifest: manifestFile,
                endpoint: endpoint
            )
            console.report(output.warnings)
            console.result(output.json)
            return .success
        }
    }

    /// The inputs recorded in `./.gen.lock`, used when neither --json, --manifest nor
    /// ./gen.yml says where the samples are; paths as seen from the current folder.
    private func recorded(_ fileSystem: any FileSystem) -> LockFile.Inputs? {
        guard samplesFolder == nil, manifest == nil, fileSystem.kind(of: ManifestFile.defaultPath) == nil,
              let inputs = try? ModuleWriter(fileSystem: fileSystem).readLock(in: ".")?.inputs, !inputs.isPayload else { return nil }
        return inputs
    }
}
