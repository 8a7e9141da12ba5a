import ArgumentParser
import Diagnostics
import Foundation
import Generator
import Inputs
import Support

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check the manifest, samples and templates for mistakes, without writing anything.",
        discussion: """
        Reads every sample as strict JSON (RFC 8259) and prints every problem of every \
        file on standard error as file:line:column, with the line and a caret: errors, such \
        as a missing comma or a comment, and warnings, such as a key that appears twice in \
        one object. A file stops being read at its first error; the other files are still \
        read. A summary goes to standard output.

        A file is checked whatever its name. A folder stands for its *.json files and the \
        *.json files of its immediate subfolders; hidden files and folders are left out.

        With a manifest (--manifest, or ./gen.yml when it exists), gen lint also checks it, \
        the samples its endpoints name with 'sample:' (counted with the others), the template \
        set it names (or --templates) and everything `gen module` would check before writing: \
        unknown keys, wrong values, missing samples, routes, type pins, template errors, \
        output paths that collide, and what the module folder's file system would refuse \
        (names too long once gen adds its temporary name, a file where a folder must go, too \
        little space). A single folder among the --json paths is \
        the module's samples folder; given alone, without a manifest, it is checked as \
        `gen module Module --json <folder>` would check it.

        Exit status: 0 when nothing has an error (warnings alone do not fail), 1 otherwise.

        Examples:
          gen lint --json samples/
          gen lint --json samples/home.json samples/product.json
          gen lint --manifest gen.yml --json samples/
          gen lint --format json

        \(BuiltInSets.help)
        """
    )

    @Option(
        name: .customLong("json"),
        parsing: .upToNextOption,
        help: ArgumentHelp("The JSON samples to check: files, or folders of them.", valueName: "path")
    )
    var samplePaths: [String] = []

    @Option(help: ArgumentHelp("The manifest to check. Default: ./gen.yml when it exists.", valueName: "file"))
    var manifest: String?

    @Option(help: ArgumentHelp("The template set to check with the manifest: a built-in set (\(BuiltInSets.names)) or a folder. Default: the manifest's 'templates', or \(TemplateLocator.defaultSet).", valueName: "set|dir"))
    var templates: String?

    func validate() throws {
        if samplePaths.isEmpty, manifest == nil, LocalFileSystem().kind(of: ManifestFile.defaultPath) == nil {
            throw ValidationError("give the samples to check with --json, or a manifest with --manifest")
        }
    }

    @OptionGroup var outputOptions: OutputOptions

    func run() throws {
        let fileSystem = LocalFileSystem()
        let console = Console(command: "lint", options: outputOptions, environment: ProcessInfo.processInfo.environment)
        try runCommand(console) { console throws(DiagnosticError) in
            let hasManifest = manifest != nil || fileSystem.kind(of: ManifestFile.defaultPath) == .file
            let isModuleFolder = samplePaths.count == 1 && fileSystem.kind(of: samplePaths[0]) == .directory
            let manifestFile = hasManifest || isModuleFolder ? Result { () throws(DiagnosticError) in try ManifestFile.load(manifest, fileSystem: fileSystem) } : nil
            let locations = (try? manifestFile?.get()).map(ManifestLocations.init)
            let manifestSamples = (locations?.samples ?? []).filter { fileSystem.kind(of: $0) != nil }
            let folder = samplePaths.isEmpty ? locations.flatMap { manifestSamplesFolder($0, fileSystem) } : nil
            var report = SampleLinter(fileSystem: fileSystem).lint(samplePaths + (folder.map { [$0] } ?? []) + manifestSamples)
            if let manifestFile {
                let found = report.diagnostics
                report.diagnostics += moduleProblems(manifestFile, fileSystem, samplesFolder: folder).filter { problem in
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
    }

    /// The folder `gen module` reads without --json and without a lock, when it exists.
    private func manifestSamplesFolder(_ locations: ManifestLocations, _ fileSystem: any FileSystem) -> String? {
        let folder = ModuleHistory(lock: nil, folder: ".").samplesFolder(flag: nil, manifest: locations, fileSystem: fileSystem)
        return folder.flatMap { fileSystem.kind(of: $0) == .directory ? $0 : nil }
    }

    /// What `gen module` would refuse before writing, for the manifest's module.
    private func moduleProblems(_ manifest: Result<ManifestFile, DiagnosticError>, _ fileSystem: any FileSystem, samplesFolder: String?) -> [Diagnostic] {
        do throws(DiagnosticError) {
            let manifestFile = try manifest.get()
            let fromManifest = ManifestLocations(manifestFile)
            let templateFolders = try TemplateLocator(fileSystem: fileSystem).folders(for: templates, manifest: fromManifest)
            let folders = samplePaths.filter { fileSystem.kind(of: $0) == .directory }
            let module = try ModulePipeline(fileSystem: fileSystem).generate(ModuleRequest(
                name: fromManifest.module == nil ? "Module" : nil,
                samplesFolder: folders.count == 1 ? folders[0] : samplesFolder,
                manifest: manifestFile,
                templates: templateFolders
            ))
            return ModuleRun.writeProblems(module, manifest: manifestFile, fileSystem: fileSystem)
        } catch {
            return error.diagnostics
        }
    }
}
