import Diagnostics
import Inputs
import Support
import Writer

extension ModuleRun {
    /// Where a run's samples come from, decided in one place for `gen module`, `gen lint`
    /// and `gen context`: the flag, else the manifest's `samples`, else the folder the module
    /// folder's lock recorded (inside the project only), else `samples/` beside gen.yml.
    package struct Sources: Sendable {
        /// What the module folder's lock says; its lock is nil when there is no module folder
        /// yet or no name.
        package var history: ModuleHistory
        /// The samples folder to read; nil when the manifest names every sample.
        package var samplesFolder: String? { history.samplesFolder }

        /// Reads the lock of `folder` (the module folder the options and manifest name, nil
        /// when they name none) once.
        package static func read(_ options: ModuleOptions, manifest: ManifestFile, folder: String?, fileSystem: any FileSystem) throws(DiagnosticError) -> Sources {
            let lock = try folder.flatMap { folder throws(DiagnosticError) in try ModuleWriter(fileSystem: fileSystem).readLock(in: folder) }
            let history = try ModuleHistory(lock: lock, folder: folder ?? ".", flag: options.samplesFolder, manifest: ManifestLocations(manifest), fileSystem: fileSystem)
            return Sources(history: history)
        }

        /// What the module folder's lock says, for a command that reports the run's problems
        /// without making the run (`gen lint`, `--all`'s cores): a lock that does not parse is
        /// `gen module`'s to report, so it is read as if there were none.
        package static func readPassingOverItsLock(_ options: ModuleOptions, manifest: ManifestFile, fileSystem: any FileSystem) throws(DiagnosticError) -> Sources {
            if let sources = try? read(options, manifest: manifest, folder: ModuleRun.expectedFolder(options, manifest: manifest), fileSystem: fileSystem) {
                return sources
            }
            return try read(options, manifest: manifest, folder: nil, fileSystem: fileSystem)
        }
    }
}
