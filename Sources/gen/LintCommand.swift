import ArgumentParser
import Diagnostics
import Generator

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
        the template set it names (or --templates) and everything `gen module` would check \
        before writing: unknown keys, wrong values, missing samples, routes, type pins, \
        template errors. A single folder among the --json paths is the module's samples folder.

        Exit status: 0 when nothing has an error (warnings alone do not fail), 1 otherwise.

        Examples:
          gen lint --json samples/
          gen lint --json samples/home.json samples/product.json
          gen lint --manifest gen.yml --json samples/
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

    @Option(help: ArgumentHelp("The template set to check with the manifest. Default: the manifest's 'templates', or rxswift.", valueName: "set|dir"))
    var templates: String?

    func validate() throws {
        if samplePaths.isEmpty, manifest == nil, LocalFileSystem().kind(of: ModulePipeline.defaultManifestPath) == nil {
            throw ValidationError("give the samples to check with --json, or a manifest with --manifest")
        }
    }

    func run() throws {
        let fileSystem = LocalFileSystem()
        var report = SampleLinter(fileSystem: fileSystem).lint(samplePaths)
        if manifest != nil || fileSystem.kind(of: ModulePipeline.defaultManifestPath) == .file {
            let found = report.diagnostics
            report.diagnostics += moduleProblems(fileSystem).filter { !found.contains($0) }
        }
        let console = Console()
        console.report(report.diagnostics)
        console.out(report.summary)
        if report.errorCount > 0 {
            throw ExitCode.failure
        }
    }

    /// What `gen module` would refuse before writing, for the manifest's module.
    private func moduleProblems(_ fileSystem: any FileSystem) -> [Diagnostic] {
        do throws(DiagnosticError) {
            let pipeline = ModulePipeline(fileSystem: fileSystem)
            let fromManifest = try pipeline.manifestLocations(manifestPath: manifest)
            let templateFolder = try TemplateLocator(fileSystem: fileSystem).folder(for: templates ?? fromManifest.templates ?? TemplateLocator.defaultSet)
            let folders = samplePaths.filter { fileSystem.kind(of: $0) == .directory }
            _ = try pipeline.generate(ModuleRequest(
                name: fromManifest.module == nil ? "Module" : nil,
                samplesFolder: folders.count == 1 ? folders[0] : nil,
                manifestPath: manifest,
                templateFolder: templateFolder
            ))
            return []
        } catch {
            return error.diagnostics
        }
    }
}
