import ArgumentParser
import Diagnostics
import Foundation
import Generator
import Inference
import Inputs
import Support

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a starter gen.yml inferred from your samples.",
        discussion: """
        Writes ./gen.yml with one endpoint per sample, paging for the samples that look like \
        pages of a list, and the response envelope when every sample wraps its payload the \
        same way; each key has a comment. It never overwrites an existing gen.yml.

        Samples cannot tell an endpoint's HTTP method: a file name that reads as a write \
        (create_, add_, post_, update_, put_, patch_, delete_, remove_, …) gets that method, \
        every other endpoint GET, each with a comment saying it was guessed.

        Then: gen lint, and gen module.

        Examples:
          gen init --json samples/
          gen init Jacob --json samples/

        \(BuiltInSets.help)
        """
    )

    @Argument(help: ArgumentHelp("The module name. Default: the current folder's name in UpperCamelCase.", valueName: "name"))
    var name: String?

    @Option(name: .customLong("json"), help: ArgumentHelp("The folder of JSON samples. Default: ./samples when it exists.", valueName: "dir"))
    var samplesFolder: String?

    @OptionGroup var colorOption: ColorOption

    func run() throws {
        let fileSystem = LocalFileSystem()
        let console = Console(command: "init", color: colorOption.color, environment: ProcessInfo.processInfo.environment)
        try runCommand(console) { console throws(DiagnosticError) in
            let path = ManifestFile.defaultPath
            guard fileSystem.kind(of: path) == nil else {
                throw DiagnosticError(Diagnostic(.error, "\(path) already exists", hint: "gen init never overwrites it; edit it, or move it aside and run gen init again"))
            }
            let folder = samplesFolder ?? (fileSystem.kind(of: "samples") == .directory ? "samples" : nil)
            let samples = try folder.map { folder throws(DiagnosticError) in try SampleLoader(fileSystem: fileSystem).load(folder: folder) }
            console.report(samples?.warnings ?? [])
            let moduleName = name ?? Naming.upperCamelCase(URL(fileURLWithPath: FileManager.default.currentDirectoryPath).lastPathComponent)
            guard Naming.isIdentifier(moduleName) else {
                throw DiagnosticError(Diagnostic(.error, "module name '\(moduleName)' is not a Swift identifier", hint: "name it: gen init Jacob --json samples/"))
            }
            let text = StarterManifest.text(moduleName: moduleName, samplesFolder: folder, endpoints: samples?.endpoints ?? [])
            do throws(FileSystemError) {
                try fileSystem.writeFile(path, contents: Array(text.utf8))
            } catch {
                throw DiagnosticError(error.diagnostic)
            }
            console.out("created   \(path)")
            return .success
        }
    }
}
