import Diagnostics
import Inference
import Inputs
import Planner
import Renderer
import Support
import TemplateEngine
import Writer

/// Load → Plan → Render for one command, writing nothing: what `gen module`, `gen model`
/// and `gen context` run before the writer.
package struct ModulePipeline: Sendable {
    let fileSystem: any FileSystem

    package init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    package func generate(_ request: ModuleRequest) throws(DiagnosticError) -> GeneratedModule {
        let memory = TypeNameMemory(lock: request.previousModels)
        let (plan, warnings) = try self.plan(name: request.name, samplesFolder: request.samplesFolder, manifest: request.manifest, memory: memory)
        // The run's one background step: the module's API as its lock records it, which
        // depends on the plan alone, while the set is loaded and the files rendered. For a
        // module of 1,000 endpoints it is 14,000 properties to list and sort, which kept one
        // core busy after rendering while the other waited.
        let models = BackgroundWork(inBackground: plan.endpoints.count >= ParallelMap.defaultMinimumCount) { [plan] in
            let signature = ModelSignature(plan)
            return (signature: signature, lines: LockFile.modelLines(signature))
        }
        let templates = try TemplateSet.load(request.templates, fileSystem: fileSystem, filters: .builtIn)
        let contexts = Self.contexts(plan, manifest: request.manifest, core: request.core, costlyKeys: templates.costlyKeys)
        let files = try ModuleRenderer.render(contexts, with: templates, progress: request.progress)
        var renamedTypes: [(old: String, new: String)] = []
        if let previousNaming = request.previousNaming {
            renamedTypes = try RenamedTypes.between(contexts, plan: plan, oldNaming: previousNaming, templates: templates, newFiles: files)
        }
        let (signature, lines) = models.wait()
        return GeneratedModule(
            name: plan.name,
            files: files,
            signature: signature,
            signatureLines: lines,
            manifestPath: request.manifest.source?.path,
            warnings: warnings,
            naming: plan.naming,
            renamedTypes: renamedTypes,
            wireSources: WireSources(plan),
            templates: templates
        )
    }

    /// The context of every template as JSON, rendering nothing: what `gen context` prints.
    /// With `endpoint`, only that endpoint's context.
    /// `previous`: what the module's lock records, whose names and types a rerun keeps.
    package func contextJSON(name: String?, samplesFolder: String?, manifest: ManifestFile, endpoint: String? = nil, previous: ModelSignature? = nil) throws(DiagnosticError) -> (json: String, warnings: [Diagnostic]) {
        let planned = try planned(name: name, samplesFolder: samplesFolder, manifest: manifest, memory: TypeNameMemory(lock: previous))
        if let endpoint, !planned.plan.endpoints.contains(where: { $0.name == endpoint }) {
            let names = planned.plan.endpoints.map(\.name)
            throw DiagnosticError(Diagnostic(
                .error,
                "no endpoint named '\(endpoint)'",
                hint: Suggestion.nearest(to: endpoint, in: names).map { "did you mean '\($0)'?" } ?? "the endpoints are \(names.joined(separator: ", "))"
            ))
        }
        return (ContextJSON.render(planned.contexts, endpoint: endpoint), planned.warnings)
    }

    /// Renders only the `model` layer, for one payload named `request.name`, with every
    /// file directly in the output folder.
    package func generatePayload(_ request: PayloadRequest) throws(DiagnosticError) -> GeneratedModule {
        try ModuleName.validateTypeName(request.name)
        var manifest = ManifestFile()
        if let path = request.manifestPath {
            manifest = try ManifestFile.load(path, fileSystem: fileSystem)
            manifest.manifest = try manifest.decoded()
            manifest.manifest.endpoints = []
        }
        var templates = try TemplateSet.load(request.templates, fileSystem: fileSystem, filters: .builtIn)
        templates.entries = templates.entries.filter { $0.layer == .model }
        // Samples are streamed, and their text let go, unless a model template reads it.
        let keeping: SampleLoader.Keeping = templates.costlyKeys.isDisjoint(with: [.sample, .fixture]) ? .nothing : .text
        var samples = try SampleLoader(fileSystem: fileSystem, keeping: keeping).loadPayload(request.samplePaths)
        samples.endpoints[0].name = request.name
        let warnings = samples.warnings
        // The samples, and the shapes in them, are let go once planned, before rendering.
        let plan = try ModulePlanner.plan(
            moduleName: request.name,
            samples: (consume samples).endpoints,
            manifest: manifest.manifest,
            manifestSource: manifest.source,
            reservedTypes: ReservedNames.swiftAndFoundation
        )
        let contexts = ModuleContexts(
            plan: plan,
            command: "gen model \(request.name)",
            layers: manifest.manifest.layers,
            renderLimits: manifest.manifest.render,
            costlyKeys: templates.costlyKeys
        )
        let files = try ModuleRenderer.render(contexts, with: templates).map { file in
            GeneratedFile(path: Paths.fileName(of: file.path), contents: file.contents, ownership: file.ownership, layer: file.layer)
        }.sorted { $0.path < $1.path }
        return GeneratedModule(
            name: request.name,
            files: files,
            signature: ModelSignature(plan),
            manifestPath: manifest.source?.path,
            warnings: warnings
        )
    }

    /// The module's plan, with every problem of the manifest, the module name and the
    /// samples reported together, the samples' warnings after them.
    func plan(
        name: String?,
        samplesFolder: String?,
        manifest: ManifestFile,
        memory: TypeNameMemory = TypeNameMemory()
    ) throws(DiagnosticError) -> (plan: ModulePlan, warnings: [Diagnostic]) {
        var problems = manifest.problems
        var warnings: [Diagnostic] = []
        var moduleName = name ?? manifest.manifest.module?.value ?? "Module"
        do {
            moduleName = try ModuleName.resolve(name, manifest: manifest)
        } catch {
            problems += error.diagnostics
        }
        do {
            let samples = try SampleLoader(fileSystem: fileSystem).load(folder: samplesFolder, manifest: manifest)
            warnings = samples.warnings
            let plan = try ModulePlanner.plan(
                moduleName: moduleName,
                samples: samples.endpoints,
                manifest: manifest.manifest,
                manifestSource: manifest.source,
                reservedTypes: ReservedNames.moduleTypes(moduleName: moduleName, endpointNames: samples.endpoints.map(\.name)),
                memory: memory,
                errorSamples: samples.errors
            )
            problems += RowDestination.problems(in: plan, source: manifest.source)
            warnings += TypeNameTypos.warnings(in: plan, manifest: manifest.manifest, source: manifest.source)
            if problems.isEmpty {
                return (plan, warnings)
            }
        } catch {
            problems += error.diagnostics
        }
        throw DiagnosticError(problems + warnings)
    }

    /// The module's plan and the contexts of every template, each key included.
    func planned(
        name: String?,
        samplesFolder: String?,
        manifest: ManifestFile,
        core: CoreReference? = nil,
        memory: TypeNameMemory = TypeNameMemory()
    ) throws(DiagnosticError) -> (plan: ModulePlan, contexts: ModuleContexts, warnings: [Diagnostic]) {
        let (plan, warnings) = try plan(name: name, samplesFolder: samplesFolder, manifest: manifest, memory: memory)
        return (plan, Self.contexts(plan, manifest: manifest, core: core, costlyKeys: .all), warnings)
    }

    /// The template contexts of a planned module; `costlyKeys` are those the set reads.
    static func contexts(_ plan: ModulePlan, manifest: ManifestFile, core: CoreReference? = nil, costlyKeys: CostlyKeys) -> ModuleContexts {
        ModuleContexts(
            plan: plan,
            command: "gen module \(plan.name)",
            core: core,
            layers: manifest.manifest.layers,
            renderLimits: manifest.manifest.render,
            costlyKeys: costlyKeys
        )
    }
}
