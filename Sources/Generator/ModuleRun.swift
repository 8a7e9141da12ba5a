import Diagnostics
import Inputs
import Renderer
import Support
import Writer

/// What `gen module` decides before writing anything: the module, where it goes, what the
/// lock will record, and how this run differs from the one the lock remembers.
package struct ModuleRun: Sendable {
    package var module: GeneratedModule
    /// The module folder.
    package var folder: String
    /// The core the module depends on, which the run writes too (see `CoreRun`).
    package var core: CoreLocation
    package var inputs: LockFile.Inputs
    /// The samples folder read; nil when the manifest names every sample.
    package var samplesFolder: String?
    /// The template set as given (a name or a folder), and the folders searched for it.
    package var templateSet: String
    package var templates: TemplateFolders
    /// A warning when the samples come from another source than the lock records.
    package var sourceChange: Diagnostic?
    /// An error when the run switches the template set or naming style (see `ModuleHistory`).
    package var switchNotice: Diagnostic?
    /// The module folder's lock, held from before the folder's `.gen.lock` was read, for a
    /// run that writes; release it when the run is over.
    package var folderLock: FolderLock?
    /// The module folder's `.gen.lock` as this run read it, for the write plan, or the plan
    /// replayed from it when nothing changed.
    package var lock: LockSource

    /// Reads gen.yml once, the lock of the module folder, the samples and the template set,
    /// and renders the module; or, when the lock is sealed with the digest of these inputs
    /// and every file still holds what it records, only reads and hashes them, and replays
    /// the plan the lock records (see `ModuleWriter.replay`). The template set is
    /// `--templates`, else the manifest's `templates`, else the set the lock records, else
    /// the default set.
    ///
    /// - Parameters:
    ///   - force: `--force`: the module is generated even when the lock says nothing changed.
    ///   - genVersion: gen's version, as `gen --version` says it; without the build's commit,
    ///     it is part of the inputs' digest: a lock another version of gen sealed is never
    ///     replayed, and every build of one version seals the same lock.
    ///   - waiting: for a run that writes: the module folder is locked before its
    ///     `.gen.lock` is read, and `waiting` is called with the folder when another gen run
    ///     holds it. nil for a run that only reads.
    ///   - progress: told of each file rendered.
    package static func prepare(
        _ options: ModuleOptions,
        force: Bool = false,
        locator: TemplateLocator,
        fileSystem: any FileSystem,
        workingDirectory: String,
        genVersion: String,
        waiting: ((String) -> Void)? = nil,
        progress: (any WorkProgress)? = nil
    ) throws(DiagnosticError) -> ModuleRun {
        let manifest = try ManifestFile.load(options.manifest, fileSystem: fileSystem)
        let expectedFolder = expectedFolder(options, manifest: manifest)
        var folderLock: FolderLock?
        if let expectedFolder, let waiting {
            folderLock = try ModuleWriter(fileSystem: fileSystem).lockFolder(expectedFolder) { waiting(expectedFolder) }
        }
        do throws(DiagnosticError) {
            let sources = try Sources.read(options, manifest: manifest, folder: expectedFolder, fileSystem: fileSystem)
            let (options, templates) = try templateSet(options, manifest: manifest, sources: sources, locator: locator)
            let context = Context(options: options, manifest: manifest, templates: templates, expectedFolder: expectedFolder, fileSystem: fileSystem, workingDirectory: workingDirectory, sources: sources, genVersion: genVersion)
            var run: ModuleRun
            if !force, let replayed = context.replayed() {
                run = replayed
            } else {
                run = try context.generated(progress: progress)
            }
            run.folderLock = folderLock
            return run
        } catch {
            folderLock?.release()
            throw error
        }
    }

    /// The module folder the options and the manifest name, before the module is
    /// generated; nil when neither names the module.
    package static func expectedFolder(_ options: ModuleOptions, manifest: ManifestFile) -> String? {
        (try? ModuleName.resolve(options.name, manifest: manifest)).map { folder(for: $0, options: options, locations: ManifestLocations(manifest)) }
    }

    /// `--output`, else the manifest's `output/<name>`, else `<name>`: beside the gen.yml
    /// found in this folder or one above it, in the working directory when `--manifest`
    /// names the manifest or there is none.
    static func folder(for name: String, options: ModuleOptions, locations: ManifestLocations) -> String {
        options.output ?? locations.output.map { $0 + "/" + name } ?? (options.manifest == nil ? Paths.join(locations.folder, name) : name)
    }

    /// What `gen module` would refuse before its first write into the module folder (names
    /// too long, a file where a folder must go, too little space), read without writing, for
    /// `gen lint` to report what `gen module` would.
    package static func writeProblems(_ module: GeneratedModule, manifest: ManifestFile, fileSystem: any FileSystem) -> [Diagnostic] {
        let folder = folder(for: module.name, options: ModuleOptions(name: module.name), locations: ManifestLocations(manifest))
        let nameProblems = NameLengthProblems.located(module.files, folder: folder, manifest: manifest, fileSystem: fileSystem)
        guard nameProblems.isEmpty else { return nameProblems }
        let writer = ModuleWriter(fileSystem: fileSystem)
        do {
            let plan = try writer.plan(module.files, into: folder, force: false)
            let lockBytes = plan.previousLock.map { $0.bytes.count } ?? 0
            return writer.spaceProblem(for: plan, lockBytes: lockBytes).map { [$0] } ?? []
        } catch {
            return error.diagnostics
        }
    }
}
