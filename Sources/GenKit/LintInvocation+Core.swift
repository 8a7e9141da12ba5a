import Diagnostics
import Generator
import Inputs
import Support

extension LintInvocation {
    /// The core `gen module --all` would write in `coreFolder` for the module of this folder,
    /// with the set `gen module` would use (lint resolves it the same way): what `gen lint
    /// --all` and `gen module --all` compare, before anything is written, to find two sets
    /// that need different cores there; nil when the module's inputs fail, which the run
    /// reports.
    func core(in environment: RunEnvironment, coreFolder: String, cores: SharedCores) -> CoreRun? {
        guard let manifestFile = try? ManifestFile.load(manifest, fileSystem: environment.fileSystem),
              let (options, folders) = try? templateSet(manifestFile, environment) else { return nil }
        let name = ModuleRun.templateSetName(options, manifest: manifestFile)
        return try? cores.core(at: CoreLocation(folder: coreFolder), templates: folders, templateSet: name, in: environment)
    }
}
