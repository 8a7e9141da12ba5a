import ArgumentParser
import Diagnostics
import Foundation
import Generator
import Inputs
import Support
import Writer

struct ModelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "model",
        abstract: "Generate the models of one payload, or regenerate the models of a module.",
        discussion: """
        With a NAME, writes the Codable models of one payload, inferred from the sample files \
        and folders given with --json (all samples of the same payload), into --output. A \
        top-level object is the struct NAME; a top-level array of objects is [NAME] (NAME \
        singularised when it is a plural); any other payload gets `typealias NAME = <type>`. \
        The files compile alone with Foundation.

        Without a NAME, run inside a folder gen wrote (or point at one with --module): gen \
        reads its .gen.lock to find the samples, manifest and templates it was made from, and \
        rewrites only the owned files of the template set's `model` layer; every other file \
        is left as it is. A model file you edited is a conflict, as with `gen module`.

        Examples:
          gen model Event --json samples/events.json --output Sources/Models
          cd Modules/Jacob && gen model
          gen model --module Modules/Jacob --dry-run

        \(BuiltInSets.help)
        """
    )

    @Argument(help: ArgumentHelp("The payload's type name, e.g. Event. Omit it to regenerate a module's models.", valueName: "name"))
    var name: String?

    @Option(name: .customLong("json"), parsing: .upToNextOption, help: ArgumentHelp("Sample files or folders of one payload (with NAME).", valueName: "path"))
    var samplePaths: [String] = []

    @Option(help: ArgumentHelp("The folder to write the models into (with NAME). Default: the current folder.", valueName: "dir"))
    var output: String = "."

    @Option(help: ArgumentHelp("A manifest whose 'types' and 'inference' apply (with NAME).", valueName: "file"))
    var manifest: String?

    @Option(help: ArgumentHelp(
        "A built-in template set by name (\(BuiltInSets.names); listed above), or a template folder (with NAME). Default: \(TemplateLocator.defaultSet).",
        valueName: "set|dir"
    ))
    var templates: String = TemplateLocator.defaultSet

    @Option(help: ArgumentHelp("The folder holding .gen.lock (without NAME).", valueName: "dir"))
    var module: String = "."

    @OptionGroup var writeOptions: WriteOptions

    @OptionGroup var outputOptions: OutputOptions

    func validate() throws {
        if name != nil, samplePaths.isEmpty {
            throw ValidationError("gen model NAME needs the payload's samples: add --json FILE")
        }
        if name == nil, !samplePaths.isEmpty {
            throw ValidationError("--json needs a NAME for the payload: gen model Event --json FILE")
        }
    }

    func run() throws {
        let fileSystem = LocalFileSystem()
        let console = Console(command: "model", options: outputOptions, environment: ProcessInfo.processInfo.environment)
        try runCommand(console) { console throws(DiagnosticError) in
            let session = WriteSession(fileSystem: fileSystem, console: console, options: writeOptions)
            let writer = ModuleWriter(fileSystem: fileSystem)
            let folder = name == nil ? module : output
            let folderLock = writeOptions.writesNothing ? nil : try writer.lockFolder(folder) { console.waitingForFolder(folder) }
            defer { folderLock?.release() }
            if let name {
                try PayloadFolder.check(try writer.readLock(in: output), payload: name, folder: output)
                let request = PayloadRequest(
                    name: name,
                    samplePaths: samplePaths,
                    manifestPath: manifest,
                    templates: try TemplateLocator(fileSystem: fileSystem).folders(for: templates)
                )
                let generated = try ModulePipeline(fileSystem: fileSystem).generatePayload(request)
                console.report(generated.warnings)
                let inputs = LockFile.Inputs(
                    module: name,
                    isPayload: true,
                    samples: samplePaths,
                    manifestPath: manifest,
                    templates: templates,
                    moduleFolder: output,
                    workingDirectory: FileManager.default.currentDirectoryPath
                )
                return try session.run(generated.files, into: output, inputs: inputs, signature: generated.signature, keepingOtherEntries: false)
            }
            guard let lock = try writer.readLock(in: module) else {
                throw DiagnosticError(Diagnostic(
                    .error,
                    "'\(module)' holds no \(LockFile.fileName); it is not a folder gen wrote",
                    hint: "run gen model inside a module folder, or give the payload: gen model Event --json FILE"
                ))
            }
            let inputs = lock.inputs
            let locate = { (path: String) in inputs.fromModuleFolder(path, moduleFolder: module) }
            let templateFolders = try TemplateLocator(fileSystem: fileSystem).folders(for: inputs.templates.contains("/") ? locate(inputs.templates) : inputs.templates)
            let pipeline = ModulePipeline(fileSystem: fileSystem)
            let generated: GeneratedModule
            if inputs.isPayload {
                generated = try pipeline.generatePayload(PayloadRequest(
                    name: inputs.module,
                    samplePaths: inputs.samples.map(locate),
                    manifestPath: inputs.manifest.map(locate),
                    templates: templateFolders
                ))
            } else {
                generated = try pipeline.generate(ModuleRequest(
                    name: inputs.module,
                    samplesFolder: inputs.samples.first.map(locate) ?? module,
                    manifest: try ManifestFile.load(inputs.manifest.map(locate), fileSystem: fileSystem),
                    templates: templateFolders,
                    previousTypeNames: lock.models.typeNames
                ))
            }
            console.report(generated.warnings)
            let models = generated.files.filter { $0.layer == "model" && $0.ownership == .owned }
            return try session.run(models, into: module, inputs: inputs, signature: generated.signature, keepingOtherEntries: true)
        }
    }
}
