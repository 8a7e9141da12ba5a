import Diagnostics
import Importer
import Support

/// `gen import`: writes samples and a gen.yml from a HAR capture.
public struct ImportInvocation: Sendable {
    public var capture: String
    public var hosts: [String]
    public var pathPrefix: String?
    public var module: String?
    public var output: String
    public var merge: Bool
    /// nil writes every response.
    public var sampleLimit: Int?
    public var redact: Bool
    /// `--templates`: the set a new gen.yml's `templates` names; nil for the default set.
    public var templates: String?
    public var style: OutputStyle

    public static let defaultSampleLimit = ImportOptions.defaultSampleLimit

    public init(capture: String, hosts: [String], pathPrefix: String?, module: String?, output: String, merge: Bool, sampleLimit: Int?, redact: Bool, templates: String? = nil, style: OutputStyle) {
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

    public func run(in environment: RunEnvironment) -> ExitStatus {
        let console = Console(command: "import", style: style, environment: environment)
        return runCommand(console, environment) { console in
            let importer = CaptureImporter(fileSystem: environment.fileSystem, output: output, workingDirectory: environment.workingDirectory)
            let templates = try ManifestTemplates.value(templates, manifestFolder: output, environment: environment)
            let entries = try importer.readCapture(capture)
            let existing = try importer.existingManifest(merge: merge)
            let options = ImportOptions(hosts: hosts, pathPrefix: pathPrefix, sampleLimit: sampleLimit)
            let analysis: CaptureAnalysis
            switch CaptureImport.analyze(entries, options: options, takenNames: Set(existing?.endpoints.map(\.name) ?? [])) {
            case .success(let found): analysis = found
            case .failure(let choice): throw CaptureImporter.hostChoiceError(choice, capture: capture)
            }
            console.report(ImportSummary.warnings(analysis, capture: capture))
            for line in ImportSummary.lines(analysis) {
                console.out(line)
            }
            let moduleName = try importer.moduleName(module ?? existing?.module)
            guard let plan = ImportPlan.make(
                analysis: analysis,
                moduleName: moduleName,
                captureName: Paths.fileName(of: capture),
                templates: templates,
                redact: redact,
                existing: existing.map { ($0.text, $0.endpoints) }
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
