import Diagnostics
import Inputs
import Renderer
import Support
import Writer

/// What `gen module` decides before writing anything: the module, where it goes, what the
/// lock will record, and how this run differs from the one the lock remembers.
public struct ModuleRun: Sendable {
    /// What `gen module` was given on its command line.
    public struct Flags: Sendable {
        public var name: String?
        public var samplesFolder: String?
        public var manifest: String?
        public var output: String?
        public var templates: String?

        public init(name: String?, samplesFolder: String?, manifest: String?, output: String?, templates: String?) {
            self.name = name
            self.samplesFolder = samplesFolder
            self.manifest = manifest
            self.output = output
            self.templates = templates
        }
    }

    public var module: GeneratedModule
    /// The module folder.
    public var folder: String
    public var inputs: LockFile.Inputs
    /// The samples folder read; nil when the manifest names every sample.
    public var samplesFolder: String?
    /// The template set as given (a name or a folder), and the folders searched for it.
    public var templateSet: String
    public var templates: TemplateFolders
    /// A warning when the samples come from another source than the lock records.
    public var sourceChange: Diagnostic?
    /// An error when the run switches the template set or naming style (see `ModuleHistory`).
    public var switchNotice: Diagnostic?

    /// Reads gen.yml once, the lock of the module folder, the samples and the template set,
    /// and renders the module.
    public static func prepare(
        _ flags: Flags,
        locator: TemplateLocator,
        fileSystem: any FileSystem,
        workingDirectory: String
    ) throws(DiagnosticError) -> ModuleRun {
        let manifest = try ManifestFile.load(flags.manifest, fileSystem: fileSystem)
        let locations = ManifestLocations(manifest)
        let templateSet = flags.templates ?? locations.templates ?? TemplateLocator.defaultSet
        let templates = try locator.folders(for: flags.templates, manifest: locations)
        let expectedFolder = (flags.name ?? locations.module).map { folder(for: $0, flags: flags, locations: locations) }
        let lock = try expectedFolder.flatMap { folder throws(DiagnosticError) in try ModuleWriter(fileSystem: fileSystem).readLock(in: folder) }
        let history = ModuleHistory(lock: lock, folder: expectedFolder ?? ".")
        let samples = history.samplesFolder(flag: flags.samplesFolder, manifest: locations, fileSystem: fileSystem)
        let module = try ModulePipeline(fileSystem: fileSystem).generate(ModuleRequest(
            name: flags.name,
            samplesFolder: samples,
            manifest: manifest,
            templates: templates,
            previousNaming: lock?.inputs.naming.flatMap(NamingStyle.init(rawValue:))
        ))
        let moduleFolder = folder(for: module.name, flags: flags, locations: locations)
        let inputs = LockFile.Inputs(
            module: module.name,
            samples: samples.map { [$0] } ?? [],
            manifestPath: module.manifestPath,
            templates: templateSet,
            naming: module.naming.rawValue,
            moduleFolder: moduleFolder,
            workingDirectory: workingDirectory
        )
        return ModuleRun(
            module: module,
            folder: moduleFolder,
            inputs: inputs,
            samplesFolder: samples,
            templateSet: templateSet,
            templates: templates,
            sourceChange: history.sourceChange(to: inputs, endpoints: module.signature.endpoints),
            switchNotice: history.switchNotice(to: inputs)
        )
    }

    /// `--output`, else the manifest's `output/<name>`, else `<name>`.
    private static func folder(for name: String, flags: Flags, locations: ManifestLocations) -> String {
        flags.output ?? locations.output.map { $0 + "/" + name } ?? name
    }
}
