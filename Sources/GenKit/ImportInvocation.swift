import Diagnostics
import Importer
import Support

/// `gen import`: writes samples and a gen.yml from a HAR capture.
package struct ImportInvocation: Sendable {
    package var capture: String
    package var hosts: [String]
    package var pathPrefix: String?
    package var module: String?
    package var output: String
    package var merge: Bool
    /// nil writes every response.
    package var sampleLimit: Int?
    package var redact: Bool
    /// `--templates`: the set a new gen.yml's `templates` names; nil for the default set.
    package var templates: String?
    package var style: OutputStyle

    package static let defaultSampleLimit = ImportOptions.defaultSampleLimit

    package init(capture: String, hosts: [String], pathPrefix: String?, module: String?, output: String, merge: Bool, sampleLimit: Int?, redact: Bool, templates: String? = nil, style: OutputStyle) {
        self.capture = capture
        self.hosts = hosts
        self.pathPrefix = pathPrefix
        self.module = module
        self.output = output
        self.merge = merge
        self.sampleLimit = sampleLimit
        self.redact = redact
        self.templates = templates
        self.style = style
    }

    package func run(in environment: RunEnvironment) -> ExitStatus {
        let console = Console(command: "import", style: style, environment: environment)
        return runCommand(console, environment) { console in
            let importer = CaptureImporter(fileSystem: environment.fileSystem, output: output, workingDirectory: environment.workingDirectory)
            let templates = try ManifestTemplates.value(templates, manifestFolder: output, environment: environment)
            let entries = try importer.readCapture(capture)
            let existing = try importer.existingManifest(merge: merge)
            let options = ImportOptions(hosts: hosts, pathPrefix: pathPrefix, sampleLimit: sampleLimit)
            var analysis: CaptureAnalysis
            switch CaptureImport.analyze(entries, options: options, takenNames: Set(existing?.endpoints.map(\.name) ?? [])) {
            case .success(let found): analysis = found
            case .failure(let choice): throw CaptureImporter.hostChoiceError(choice, capture: capture)
            }
            let existingNames = ImportPlan.existingNames(of: analysis.endpoints, in: existing?.endpoints ?? [])
            analysis.rename(existingNames)
            console.report(ImportSummary.warnings(analysis, capture: capture))
            if let existing, let otherHosts = importer.otherHostsWarning(existing, analysis: analysis, capture: capture) {
                console.report([otherHosts])
            }
            for line in ImportSummary.lines(analysis, present: Set(existingNames.values)) {
                console.out(line)
            }
            let moduleName = try importer.moduleName(module ?? existing?.module)
            guard let plan = ImportPlan.make(
                analysis: analysis,
                moduleName: moduleName,
                captureName: Paths.fileName(of: capture),
                templates: templates,
                redact: redact,
                existing: existing.map { ($0.source.text, $0.endpoints) }
            ) else {
                throw DiagnosticError(Diagnostic(.error, "\(importer.manifestPath) lists its endpoints in flow style ([...])", hint: "write them as a block list (- name: …) so that gen import can add to it"))
            }
            // The error responses of the endpoints added, and of paths no endpoint has.
            let added = Set(plan.added.map(\.name))
            let errors = analysis.errorResponses.filter { $0.endpoint.map(added.contains) ?? true }
            let written = try importer.write(plan, errors: errors, redact: redact, console: console, merging: existing != nil)
            console.recordImport(analysis: analysis, plan: plan, written: written)
            return .success
        }
    }
}
