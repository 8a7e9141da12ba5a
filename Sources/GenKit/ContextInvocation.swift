import Diagnostics
import Generator
import Inputs
import Support
import Writer

/// `gen context`: prints the values templates are rendered with, as JSON.
package struct ContextInvocation: Sendable {
    package var name: String?
    package var samplesFolder: String?
    package var manifest: String?
    package var endpoint: String?
    package var color: ColorChoice

    package init(name: String?, samplesFolder: String?, manifest: String?, endpoint: String?, color: ColorChoice) {
        self.name = name
        self.samplesFolder = samplesFolder
        self.manifest = manifest
        self.endpoint = endpoint
        self.color = color
    }

    package func run(in environment: RunEnvironment) -> ExitStatus {
        let fileSystem = environment.fileSystem
        let console = Console(command: "context", style: OutputStyle(color: color), environment: environment)
        return runCommand(console, environment) { console in
            let lockHere = recorded(fileSystem)
            let recordedHere = lockHere?.inputs
            let manifestFile = try ManifestFile.load(manifest ?? recordedHere?.manifest, fileSystem: fileSystem)
            let options = ModuleOptions(name: name, samplesFolder: samplesFolder, manifest: manifest)
            let folder = recordedHere == nil ? ModuleRun.expectedFolder(options, manifest: manifestFile) : nil
            let sources = try ModuleRun.Sources.read(options, manifest: manifestFile, folder: folder, fileSystem: fileSystem)
            let output = try ModulePipeline(fileSystem: fileSystem).contextJSON(
                name: name ?? recordedHere?.module,
                samplesFolder: recordedHere?.samples.first ?? sources.samplesFolder,
                manifest: manifestFile,
                endpoint: endpoint,
                previous: (lockHere ?? sources.history.lock)?.models
            )
            console.report(output.warnings)
            console.result(output.json)
            return .success
        }
    }

    /// `./.gen.lock`, whose inputs are used when neither --samples, --manifest nor a gen.yml
    /// here or above says where the samples are; paths as seen from the current folder.
    private func recorded(_ fileSystem: any FileSystem) -> LockFile? {
        guard samplesFolder == nil, manifest == nil, ManifestFile.find(fileSystem: fileSystem) == nil,
              let lock = try? ModuleWriter(fileSystem: fileSystem).readLock(in: "."), !lock.inputs.isPayload else { return nil }
        return lock
    }
}
