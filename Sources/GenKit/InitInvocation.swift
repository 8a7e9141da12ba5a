import Diagnostics
import Inference
import Inputs
import Support

/// `gen init`: writes a starter gen.yml inferred from the samples, never over an existing one.
package struct InitInvocation: Sendable {
    package var name: String?
    package var samplesFolder: String?
    /// `--templates`: the set gen.yml's `templates` names; nil for the default set.
    package var templates: String?
    package var color: ColorChoice

    package init(name: String?, samplesFolder: String?, templates: String? = nil, color: ColorChoice) {
        self.name = name
        self.samplesFolder = samplesFolder
        self.templates = templates
        self.color = color
    }

    package func run(in environment: RunEnvironment) -> ExitStatus {
        let fileSystem = environment.fileSystem
        let console = Console(command: "init", style: OutputStyle(color: color), environment: environment)
        return runCommand(console, environment) { console in
            let templates = try ManifestTemplates.value(templates, manifestFolder: ".", environment: environment)
            let path = ManifestFile.defaultPath
            guard fileSystem.kind(of: path) == nil else {
                throw DiagnosticError(Diagnostic(.error, "\(path) already exists", hint: "gen init never overwrites it; edit it, or move it aside and run gen init again"))
            }
            let folder = samplesFolder ?? (fileSystem.kind(of: "samples") == .directory ? "samples" : nil)
            let samples = try folder.map { folder throws(DiagnosticError) in try SampleLoader(fileSystem: fileSystem, keeping: .textAndValues).load(folder: folder) }
            console.report(samples?.warnings ?? [])
            let moduleName = name ?? Naming.upperCamelCase(Paths.fileName(of: environment.workingDirectory))
            try ReservedModuleNames.check(moduleName, hint: "name it: gen init Jacob --samples samples/")
            let text = StarterManifest.text(moduleName: moduleName, samplesFolder: folder, templates: templates, endpoints: samples?.endpoints ?? [])
            try diagnosed(fileSystem.createNewFile(path, contents: Array(text.utf8)))
            console.out("created   \(path)")
            return .success
        }
    }
}
