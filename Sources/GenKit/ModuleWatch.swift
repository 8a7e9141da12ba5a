import Generator
import Inputs
import Renderer
import Support

/// `gen module --watch`: a run as `gen module` makes, then another each time a sample,
/// gen.yml or a template of the set is saved, until Ctrl-C. Files are looked at every
/// 100 ms, by modification time, size and file number (portable, where FSEvents and inotify
/// are not). Ctrl-C is taken only between runs, so it never leaves a run's lock or temporary
/// files behind, and ends the watch with status 0.
struct ModuleWatch {
    static let interval = Duration.milliseconds(100)

    /// The run repeated, without `--watch`.
    let invocation: ModuleInvocation

    func run(in environment: RunEnvironment) -> ExitStatus {
        environment.stopRequest.catchInterrupt()
        var watched = inputs(environment, keeping: [])
        var announced = false
        WatchLoop(
            interval: Self.interval,
            clock: environment.clock,
            isStopped: { environment.stopRequest.isRequested },
            look: { FileStamp.look(at: $0, workingDirectory: environment.workingDirectory) },
            inputs: watched,
            regenerate: {
                _ = invocation.run(in: environment)
                watched = inputs(environment, keeping: watched)
                if !announced, invocation.style.verbosity != .quiet {
                    environment.standardError.write("watching gen.yml, the samples and the templates; Ctrl-C stops\n")
                    announced = true
                }
                return watched
            }
        ).run()
        return .success
    }

    /// The files and folders a run reads: the manifest, the samples folder (the flag's, the
    /// manifest's, or samples/ beside gen.yml), the samples the manifest names, and the
    /// template set's folders. While gen.yml does not read, the paths of the last run that
    /// read it, and gen.yml itself.
    func inputs(_ environment: RunEnvironment, keeping previous: [String]) -> [String] {
        let fileSystem = environment.fileSystem
        guard let manifestPath = invocation.options.manifest ?? ManifestFile.find(fileSystem: fileSystem) else {
            return invocation.options.samplesFolder.map { [$0] } ?? []
        }
        guard let manifest = try? ManifestFile.load(manifestPath, fileSystem: fileSystem) else {
            return previous.contains(manifestPath) ? previous : previous + [manifestPath]
        }
        let locations = ManifestLocations(manifest)
        let templates = try? TemplateLocator(fileSystem: fileSystem, environment: environment.variables).folders(for: invocation.options.templates, manifest: locations)
        let samplesFolders = [invocation.options.samplesFolder, locations.samplesFolder, Paths.join(locations.folder, "samples")].compactMap { $0 }
        return [manifestPath] + samplesFolders + locations.samples + (templates?.searchOrder ?? [])
    }
}
