import Diagnostics
import Generator
import Inputs
import Support

extension LintInvocation {
    /// The core `gen module --all` would write in `coreFolder` for the module of this folder,
    /// so that `gen lint --all` finds two sets that need different cores there, as the
    /// module run does; nil when the module's inputs fail, which the check reports.
    func core(in environment: RunEnvironment, coreFolder: String, cores: SharedCores) -> CoreRun? {
        let fileSystem = environment.fileSystem
        guard let manifestFile = try? ManifestFile.load(manifest, fileSystem: fileSystem) else { return nil }
        let options = ModuleOptions(manifest: manifest, templates: templates)
        let locator = TemplateLocator(fileSystem: fileSystem, environment: environment.variables)
        guard let sources = try? lockSources(options, manifestFile, fileSystem),
              let (setOptions, folders) = try? ModuleRun.templateSet(options, manifest: manifestFile, sources: sources, locator: locator) else { return nil }
        let name = setOptions.templates ?? ManifestLocations(manifestFile).templates ?? TemplateLocator.defaultSet
        return try? cores.core(at: CoreLocation(folder: coreFolder), templates: folders, templateSet: name, in: environment)
    }
}
