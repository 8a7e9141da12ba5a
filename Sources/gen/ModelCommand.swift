import ArgumentParser
import Diagnostics
import Foundation
import Generator

struct ModelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "model",
        abstract: "Regenerate the models of an existing module.",
        discussion: """
        Run inside a module folder that `gen module` wrote (or point at one with --module). \
        gen reads the folder's .gen.lock to find the samples, manifest and templates the module \
        was made from, and rewrites only the owned files of the template set's `model` layer; \
        every other file is left as it is. A model file you edited is a conflict, as with \
        `gen module`.

        Examples:
          cd Modules/Jacob && gen model
          gen model --module Modules/Jacob --dry-run
        """
    )

    @Option(help: ArgumentHelp("The module folder, holding .gen.lock.", valueName: "dir"))
    var module: String = "."

    @OptionGroup var writeOptions: WriteOptions

    func run() throws {
        let fileSystem = LocalFileSystem()
        try runCommand { console throws(DiagnosticError) in
            guard let inputs = try ModuleWriter(fileSystem: fileSystem).readLock(in: module)?.inputs else {
                throw DiagnosticError(Diagnostic(
                    .error,
                    "'\(module)' holds no \(LockFile.fileName); it is not a module gen wrote",
                    hint: "run gen model inside a module folder, or generate the module first with gen module"
                ))
            }
            let templates = inputs.templates.contains("/") ? inputs.fromModuleFolder(inputs.templates, moduleFolder: module) : inputs.templates
            let request = ModuleRequest(
                name: inputs.module,
                samplesFolder: inputs.fromModuleFolder(inputs.samples, moduleFolder: module),
                manifestPath: inputs.manifest.map { inputs.fromModuleFolder($0, moduleFolder: module) },
                templateFolder: try TemplateLocator(fileSystem: fileSystem).folder(for: templates)
            )
            let generated = try ModulePipeline(fileSystem: fileSystem).generate(request)
            console.report(generated.warnings)
            let models = generated.files.filter { $0.layer == "model" && $0.ownership == .owned }
            return try WriteSession(fileSystem: fileSystem, console: console, options: writeOptions)
                .run(models, into: module, inputs: inputs, signature: generated.signature, keepingOtherEntries: true)
        }
    }
}
