import Diagnostics
import Generator
import Inputs
import Renderer
import Support
import Writer

/// `gen model`: the models of one payload (with a name), or the model layer of a module
/// folder gen wrote (without one).
package struct ModelInvocation: Sendable {
    package var name: String?
    package var samplePaths: [String]
    package var output: String
    package var manifest: String?
    package var templates: String
    package var module: String
    package var writeMode: WriteMode
    package var style: OutputStyle

    package init(name: String?, samplePaths: [String], output: String, manifest: String?, templates: String, module: String, writeMode: WriteMode, style: OutputStyle) {
        self.name = name
        self.samplePaths = samplePaths
        self.output = output
        self.manifest = manifest
        self.templates = templates
        self.module = module
        self.writeMode = writeMode
        self.style = style
    }

    package func run(in environment: RunEnvironment) -> ExitStatus {
        let fileSystem = environment.fileSystem
        let console = Console(command: "model", style: style, environment: environment)
        return runCommand(console, environment) { console in
            let session = WriteSession(fileSystem: fileSystem, console: console, options: writeMode)
            let writer = ModuleWriter(fileSystem: fileSystem)
            let locator = TemplateLocator(fileSystem: fileSystem, environment: environment.variables)
            let folder = name == nil ? module : output
            let folderLock = writeMode.writesNothing ? nil : try writer.lockFolder(folder) { console.waitingForFolder(folder) }
            defer { folderLock?.release() }
            let lock = try writer.readLock(in: folder)
            if let name {
                try PayloadFolder.check(lock, payload: name, folder: output)
                let generated = try ModulePipeline(fileSystem: fileSystem).generatePayload(PayloadRequest(
                    name: name,
                    samplePaths: samplePaths,
                    manifestPath: manifest,
                    templates: try locator.folders(for: templates)
                ))
                console.report(generated.warnings)
                let inputs = LockFile.Inputs(
                    module: name,
                    isPayload: true,
                    samples: samplePaths,
                    manifestPath: manifest,
                    templates: templates,
                    moduleFolder: output,
                    workingDirectory: environment.workingDirectory
                )
                return try session.run(generated.files, into: output, inputs: inputs, signature: generated.signature, keepingOtherEntries: false, lock: .known(lock))
            }
            guard let lock else {
                throw DiagnosticError(Diagnostic(
                    .error,
                    "'\(module)' holds no \(LockFile.fileName); it is not a folder gen wrote",
                    hint: Self.moduleFolderHint(module, fileSystem: fileSystem)
                ))
            }
            let generated = try RecordedModule(lock: lock, folder: module, fileSystem: fileSystem, locator: locator).generate()
            console.report(generated.warnings)
            try Self.refuseRemovedEndpoints(recorded: lock.models.endpoints, now: generated.signature.endpoints)
            let models = generated.files.filter { $0.layer == .model && $0.ownership == .owned }
            return try session.run(models, into: module, inputs: lock.inputs, signature: generated.signature, keepingOtherEntries: true, lock: .known(lock))
        }
    }
}

extension ModelInvocation {
    /// An endpoint is removed by `gen module`, which removes its Api layer with its models
    /// and reports the change when it happens. `gen model` reported a removed endpoint's
    /// types as removed and recorded that in the lock, while their file stayed (the Api
    /// layer still uses it); the `gen module` that then removed it reported nothing.
    static func refuseRemovedEndpoints(recorded: [String], now: [String]) throws(DiagnosticError) {
        let removed = recorded.filter { !now.contains($0) }
        guard !removed.isEmpty else { return }
        throw DiagnosticError(Diagnostic(
            .error,
            "\(removed.joined(separator: ", ")) \(removed.count == 1 ? "is" : "are") no longer in the samples or gen.yml, and gen model regenerates only the models",
            hint: "nothing was written; run gen module, which removes an endpoint's Api layer with its models and reports the change"
        ))
    }

    /// Where to run instead: in the folder of gen.yml, the module folder it names, when gen
    /// wrote that one.
    static func moduleFolderHint(_ module: String, fileSystem: any FileSystem) -> String {
        guard module == ".", let path = ManifestFile.find(fileSystem: fileSystem),
              let manifest = try? ManifestFile.load(path, fileSystem: fileSystem),
              let folder = ModuleRun.expectedFolder(ModuleOptions(), manifest: manifest),
              fileSystem.kind(of: Paths.join(folder, LockFile.fileName)) == .file else {
            return "run gen model inside a module folder, or give the payload: gen model Event --samples FILE"
        }
        return "\(path) names the module folder \(folder): run gen model there, or gen model --module \(folder)"
    }
}

/// A module as its lock records it: the samples, manifest and template set it was made
/// from, each path as seen from the working directory.
struct RecordedModule {
    let lock: LockFile
    let folder: String
    let fileSystem: any FileSystem
    let locator: TemplateLocator

    func generate() throws(DiagnosticError) -> GeneratedModule {
        let inputs = lock.inputs
        let locate = { (path: String) in Paths.resolve(path, from: folder) }
        let templateFolders = try locator.folders(for: inputs.templates.contains("/") ? locate(inputs.templates) : inputs.templates)
        let pipeline = ModulePipeline(fileSystem: fileSystem)
        if inputs.isPayload {
            return try pipeline.generatePayload(PayloadRequest(
                name: inputs.module,
                samplePaths: inputs.samples.map(locate),
                manifestPath: inputs.manifest.map(locate),
                templates: templateFolders
            ))
        }
        return try pipeline.generate(ModuleRequest(
            name: inputs.module,
            samplesFolder: inputs.samples.first.map(locate) ?? folder,
            manifest: try ManifestFile.load(inputs.manifest.map(locate), fileSystem: fileSystem),
            templates: templateFolders,
            core: inputs.core.flatMap { $0 == "." ? nil : CoreReference(name: Paths.fileName(of: $0), path: $0) },
            previousModels: lock.models
        ))
    }
}
