import Diagnostics
import Inputs
import Renderer
import Support
import Writer

extension ModuleRun {
    /// What a run has read before it generates anything: the manifest, the template set's
    /// folders, the module folder's lock, and the digest of the inputs.
    struct Context: Sendable {
        let options: ModuleOptions
        let manifest: ManifestFile
        let templates: TemplateFolders
        /// The module folder the options and manifest name; nil when they name no module.
        let expectedFolder: String?
        let fileSystem: any FileSystem
        let workingDirectory: String
        let sources: Sources
        /// The inputs as the lock records them, and their digest, read before anything is
        /// generated, so that a sample or template saved during the run makes the next run
        /// generate again; nil when the options and manifest name no module.
        let recorded: (inputs: LockFile.Inputs, digest: String)?

        init(options: ModuleOptions, manifest: ManifestFile, templates: TemplateFolders, expectedFolder: String?, fileSystem: any FileSystem, workingDirectory: String, sources: Sources, genVersion: String) {
            self.options = options
            self.manifest = manifest
            self.templates = templates
            self.expectedFolder = expectedFolder
            self.fileSystem = fileSystem
            self.workingDirectory = workingDirectory
            self.sources = sources
            recorded = (try? ModuleName.resolve(options.name, manifest: manifest)).map { [sources] name in
                let folder = ModuleRun.folder(for: name, options: options, locations: ManifestLocations(manifest))
                let core = CoreLocation.of(moduleFolder: folder, options: options, recorded: sources.history.lock?.inputs.core, workingDirectory: workingDirectory)
                let inputs = Self.recordedInputs(module: name, samplesFolder: sources.samplesFolder, options: options, manifest: manifest, folder: folder, core: core.reference(from: folder, workingDirectory: workingDirectory), workingDirectory: workingDirectory)
                let digest = InputDigest(fileSystem: fileSystem).sources(genVersion: genVersion, inputs: inputs, manifest: manifest, samplesFolder: sources.samplesFolder, templates: templates)
                return (inputs, digest)
            }
        }

        /// The run replayed from a lock sealed with the digest of its inputs, or nil when
        /// the module must be generated: the lock, an input or a file differs.
        func replayed() -> ModuleRun? {
            guard let folder = expectedFolder, let lock = sources.history.lock, let recorded,
                  let plan = ModuleWriter(fileSystem: fileSystem).replay(lock, sourcesDigest: recorded.digest, in: folder) else { return nil }
            let module = GeneratedModule(
                name: recorded.inputs.module,
                files: plan.files.map(\.generated),
                signature: lock.models,
                manifestPath: manifest.source?.path,
                warnings: [],
                naming: manifest.manifest.naming
            )
            return run(module, inputs: recorded.inputs, folder: folder, core: core(of: folder), lock: .replayed(plan))
        }

        /// The run that generates the module: infers its models and renders its files. A run
        /// without warnings has its lock sealed with the digest of its inputs.
        func generated(progress: (any WorkProgress)? = nil) throws(DiagnosticError) -> ModuleRun {
            let lock = sources.history.lock
            // A name that does not resolve fails the pipeline below, with the other problems.
            let name = (try? ModuleName.resolve(options.name, manifest: manifest)) ?? ""
            let folder = ModuleRun.folder(for: name, options: options, locations: ManifestLocations(manifest))
            let core = core(of: folder)
            let reference = core.reference(from: folder, workingDirectory: workingDirectory)
            let module = try ModulePipeline(fileSystem: fileSystem).generate(ModuleRequest(
                name: options.name,
                samplesFolder: sources.samplesFolder,
                manifest: manifest,
                templates: templates,
                core: reference,
                previousNaming: lock?.inputs.naming.flatMap(NamingStyle.init(rawValue:)),
                previousModels: lock?.models,
                progress: progress
            ))
            let nameProblems = NameLengthProblems.located(module.files, folder: folder, manifest: manifest, fileSystem: fileSystem)
            if !nameProblems.isEmpty {
                throw DiagnosticError(nameProblems)
            }
            var inputs = Self.recordedInputs(module: module.name, samplesFolder: sources.samplesFolder, options: options, manifest: manifest, folder: folder, core: reference, workingDirectory: workingDirectory)
            if module.warnings.isEmpty, let recorded, recorded.inputs == inputs {
                inputs.sourcesDigest = recorded.digest
            }
            return run(module, inputs: inputs, folder: folder, core: core, lock: expectedFolder == folder ? .known(lock) : .read)
        }

        private func core(of folder: String) -> CoreLocation {
            CoreLocation.of(moduleFolder: folder, options: options, recorded: sources.history.lock?.inputs.core, workingDirectory: workingDirectory)
        }

        /// The inputs the lock records, relative to the module folder.
        private static func recordedInputs(module: String, samplesFolder: String?, options: ModuleOptions, manifest: ManifestFile, folder: String, core: CoreReference, workingDirectory: String) -> LockFile.Inputs {
            var inputs = LockFile.Inputs(
                module: module,
                samples: samplesFolder.map { [$0] } ?? [],
                manifestPath: manifest.source?.path,
                templates: ModuleRun.templateSetName(options, manifest: manifest),
                naming: manifest.manifest.naming.rawValue,
                moduleFolder: folder,
                workingDirectory: workingDirectory
            )
            inputs.core = core.path
            return inputs
        }

        /// What names the run's set: `--templates` (the recorded set is filled in only when
        /// gen.yml names none, and then nothing switches), else gen.yml's `templates`; nil
        /// for the default set.
        private var setOrigin: ModuleHistory.SetOrigin? {
            if options.templates != nil {
                return .flag
            }
            return manifest.manifest.templates.map { .manifest($0.location) }
        }

        private func run(_ module: GeneratedModule, inputs: LockFile.Inputs, folder: String, core: CoreLocation, lock: LockSource) -> ModuleRun {
            ModuleRun(
                module: module,
                folder: folder,
                core: core,
                inputs: inputs,
                samplesFolder: sources.samplesFolder,
                templateSet: ModuleRun.templateSetName(options, manifest: manifest),
                templates: templates,
                sourceChange: sources.history.sourceChange(to: inputs, endpoints: module.signature.endpoints),
                switchNotice: sources.history.switchNotice(to: inputs, setOrigin: setOrigin),
                lock: lock
            )
        }
    }
}
