import Diagnostics
import Generator
import Inputs
import Support

/// `gen lint`: checks samples, and with a manifest everything `gen module` would check
/// before writing, without writing anything.
package struct LintInvocation: Sendable {
    package var samplePaths: [String]
    package var manifest: String?
    package var templates: String?
    package var style: OutputStyle
    /// Checks every module below the working directory (`--all`).
    package var all: Bool

    package init(samplePaths: [String], manifest: String?, templates: String?, style: OutputStyle, all: Bool = false) {
        self.samplePaths = samplePaths
        self.manifest = manifest
        self.templates = templates
        self.style = style
        self.all = all
    }

    package func run(in environment: RunEnvironment) -> ExitStatus {
        let console = Console(command: "lint", style: style, environment: environment)
        if all, !samplePaths.isEmpty || manifest != nil {
            return runCommand(console, environment) { _ in
                throw UsageError(diagnostic: Diagnostic(
                    .error,
                    "--all checks the gen.yml of every module below this folder, so it takes no \(samplePaths.isEmpty ? "--manifest" : "--samples")",
                    hint: "run gen lint --all without it, or gen lint without --all for one module"
                ))
            }
        }
        if all {
            return WorkspaceInvocation(command: .lint(self), style: style).run(in: environment)
        }
        return runCommand(console, environment) { console in try check(console, environment) }
    }

    /// The check of one module of `--all`, in its own folder, printing nothing.
    func collect(in environment: RunEnvironment) -> CollectedRun {
        collectCommand("lint", environment) { console in try check(console, environment) }
    }

    private func check(_ console: Console, _ environment: RunEnvironment) throws -> ExitStatus {
        let fileSystem = environment.fileSystem
        let manifestPath = manifest ?? ManifestFile.find(fileSystem: fileSystem)
        if samplePaths.isEmpty, manifestPath == nil {
            throw UsageError(diagnostic: Diagnostic(
                .error,
                "nothing to check: no \(ManifestFile.defaultPath) in this folder or any folder above it",
                hint: "give the samples: gen lint --samples samples/, or a manifest: gen lint --manifest path/to/gen.yml"
            ))
        }
        let isModuleFolder = samplePaths.count == 1 && fileSystem.kind(of: samplePaths[0]) == .directory
        let manifestFile = manifestPath != nil || isModuleFolder ? Result { () throws(DiagnosticError) in try ManifestFile.load(manifestPath, fileSystem: fileSystem) } : nil
        let locations = (try? manifestFile?.get()).map(ManifestLocations.init)
        let manifestSamples = (locations?.samples ?? []).filter { fileSystem.kind(of: $0) != nil }
        let folder = samplePaths.isEmpty ? (try? manifestFile?.get()).flatMap { defaultSamplesFolder($0, fileSystem) } : nil
        var report = SampleLinter(fileSystem: fileSystem).lint(samplePaths + (folder.map { [$0] } ?? []) + manifestSamples)
        if let manifestPath, fileSystem.kind(of: manifestPath) == .file {
            report.files.insert(manifestPath, at: 0)
        }
        if let manifestFile {
            let found = report.diagnostics
            report.diagnostics += moduleProblems(manifestFile, environment, samplesFolder: folder).filter { problem in
                !found.contains { $0.message == problem.message && $0.location == problem.location }
            }
        }
        for file in report.files {
            console.detail("checked   \(file)")
        }
        console.report(report.diagnostics)
        console.recordLint(report)
        return report.errorCount > 0 ? .failure : .success
    }

    /// The folder `gen module` reads without --samples, when it exists.
    private func defaultSamplesFolder(_ manifest: ManifestFile, _ fileSystem: any FileSystem) -> String? {
        let sources = try? ModuleRun.Sources.readPassingOverItsLock(ModuleOptions(manifest: self.manifest), manifest: manifest, fileSystem: fileSystem)
        return sources?.samplesFolder.flatMap { fileSystem.kind(of: $0) == .directory ? $0 : nil }
    }

    /// What `gen module` would refuse before writing, for the manifest's module.
    private func moduleProblems(_ manifest: Result<ManifestFile, DiagnosticError>, _ environment: RunEnvironment, samplesFolder: String?) -> [Diagnostic] {
        let fileSystem = environment.fileSystem
        do throws(DiagnosticError) {
            let manifestFile = try manifest.get()
            let fromManifest = ManifestLocations(manifestFile)
            let templateFolders = try PlannedRun.templateSet(ModuleOptions(manifest: self.manifest, templates: templates), manifest: manifestFile, in: environment).folders
            let folders = samplePaths.filter { fileSystem.kind(of: $0) == .directory }
            let module = try ModulePipeline(fileSystem: fileSystem).generate(ModuleRequest(
                name: fromManifest.module == nil ? "Module" : nil,
                samplesFolder: folders.count == 1 ? folders[0] : samplesFolder,
                manifest: manifestFile,
                templates: templateFolders
            ))
            return module.warnings + ModuleRun.writeProblems(module, manifest: manifestFile, fileSystem: fileSystem)
        } catch {
            return error.diagnostics
        }
    }
}
