import Diagnostics
import Generator
import Inputs
import Support

extension LintInvocation {
    /// The core `gen module --all` would write in `coreFolder` for the module of this folder,
    /// so that `gen lint --all` finds two sets that need different cores there, as the
    /// module run does; nil when the module's inputs fail, which the check reports.
    func core(in environment: RunEnvironment, coreFolder: String, cores: SharedCores) -> CoreRun? {
        guard let manifestFile = try? ManifestFile.load(manifest, fileSystem: environment.fileSystem),
              let (options, folders) = try? templateSet(manifestFile, environment) else { return nil }
        let name = ModuleRun.templateSetName(options, manifest: manifestFile)
        return try? cores.core(at: CoreLocation(folder: coreFolder), templates: folders, templateSet: name, in: environment)
    }
}
