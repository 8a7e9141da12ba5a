import Diagnostics
import Generator
import Inputs
import Support

/// `gen module`: generates a module, or reports what a run would change.
public struct ModuleInvocation: Sendable {
    public var name: String?
    public var samplesFolder: String?
    public var manifest: String?
    public var output: String?
    public var templates: String?
    public var writeMode: WriteMode
    public var style: OutputStyle

    public init(name: String?, samplesFolder: String?, manifest: String?, output: String?, templates: String?, writeMode: WriteMode, style: OutputStyle) {
        self.name = name
        self.samplesFolder = samplesFolder
        self.manifest = manifest
        self.output = output
        self.templates = templates
        self.writeMode = writeMode
        self.style = style
    }

    public func run(in environment: RunEnvironment) -> ExitStatus {
        let fileSystem = environment.fileSystem
        let console = Console(command: "module", style: style, environment: environment)
        return runCommand(console, environment) { console in
            if name == nil, manifest == nil, ManifestFile.find(fileSystem: fileSystem) == nil {
                throw UsageError(diagnostic: Diagnostic(
                    .error,
                    "no module name, and no \(ManifestFile.defaultPath) in this folder or any folder above it",
                    hint: "name the module: gen module Jacob --samples samples/, or run where a gen.yml is (gen init writes one)"
                ))
            }
            let run = try ModuleRun.prepare(
                ModuleRun.Flags(name: name, samplesFolder: samplesFolder, manifest: manifest, output: output, templates: templates, force: writeMode.force),
                locator: TemplateLocator(fileSystem: fileSystem, environment: environment.variables),
                fileSystem: fileSystem,
                workingDirectory: environment.workingDirectory,
                genVersion: GenVersion.line(),
                waiting: writeMode.writesNothing ? nil : console.waitingForFolder
            )
            defer { run.folderLock?.release() }
            console.report(run.module.warnings)
            console.detail("manifest  \(run.module.manifestPath ?? "none")")
            console.detail("samples   \(run.samplesFolder ?? "as the manifest names them")")
            console.detail("templates \(run.templateSet) (\(run.templates.searchOrder.joined(separator: ", then ")))")
            if let change = run.sourceChange {
                console.report([change])
            }
            return try WriteSession(fileSystem: fileSystem, console: console, options: writeMode).run(
                run.module.files,
                into: run.folder,
                inputs: run.inputs,
                signature: run.module.signature,
                keepingOtherEntries: false,
                renamedTypes: run.module.renamedTypes,
                switchNotice: run.switchNotice,
                lock: run.lock
            )
        }
    }
}
