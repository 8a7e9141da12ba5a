import Diagnostics
import Generator
import Inputs
import Renderer

/// What `gen module` would use in the working directory, found without making the run: for
/// `gen lint`, which checks it, and for `--all`, which compares the modules' cores before
/// writing any.
enum PlannedRun {
    /// The set `gen module` would use: `--templates`, else gen.yml's, else the one the
    /// module folder's lock records, else the default.
    static func templateSet(_ options: ModuleOptions, manifest: ManifestFile, in environment: RunEnvironment) throws(DiagnosticError) -> (options: ModuleOptions, folders: TemplateFolders) {
        let sources = try ModuleRun.Sources.readPassingOverItsLock(options, manifest: manifest, fileSystem: environment.fileSystem)
        return try ModuleRun.templateSet(options, manifest: manifest, sources: sources, locator: TemplateLocator(fileSystem: environment.fileSystem, environment: environment.variables))
    }

    /// The core `gen module --all` would write in `coreFolder` for the module of the working
    /// directory's gen.yml; nil when the module's inputs fail, which its run reports.
    static func core(templates: String?, in environment: RunEnvironment, coreFolder: String, cores: SharedCores) -> CoreRun? {
        guard let manifest = try? ManifestFile.load(nil, fileSystem: environment.fileSystem),
              let (options, folders) = try? templateSet(ModuleOptions(templates: templates), manifest: manifest, in: environment) else { return nil }
        return try? cores.core(at: CoreLocation(folder: coreFolder), templates: folders, templateSet: ModuleRun.templateSetName(options, manifest: manifest), in: environment)
    }

    /// Whether the module of the working directory's gen.yml names no set anywhere (not
    /// `templates`, given as nil for no --templates, nor gen.yml, nor its folder's lock), and
    /// so takes the default.
    static func takesTheDefaultSet(templates: String?, in environment: RunEnvironment) -> Bool {
        guard templates == nil,
              let manifest = try? ManifestFile.load(nil, fileSystem: environment.fileSystem),
              ManifestLocations(manifest).templates == nil,
              let (options, _) = try? templateSet(ModuleOptions(), manifest: manifest, in: environment) else { return false }
        return options.templates == nil
    }
}
