import Diagnostics
import Inference
import TemplateEngine

/// What `gen module` was asked to do, with every path as the user gave it.
public struct ModuleRequest: Sendable {
    /// The module name from the command line; the manifest may supply it instead.
    public var name: String?
    /// The folder of samples; nil when the manifest names every endpoint's sample.
    public var samplesFolder: String?
    /// The manifest to read; when nil, `gen.yml` is read if it exists.
    public var manifestPath: String?
    public var templateFolder: String
    /// The naming style the lock recorded, so types a new style renames are reported.
    public var previousNaming: NamingStyle?

    public init(name: String?, samplesFolder: String?, manifestPath: String?, templateFolder: String, previousNaming: NamingStyle? = nil) {
        self.name = name
        self.samplesFolder = samplesFolder
        self.manifestPath = manifestPath
        self.templateFolder = templateFolder
        self.previousNaming = previousNaming
    }
}

/// What `gen model NAME --json PATH...` was asked to do: the models of one payload.
public struct PayloadRequest: Sendable {
    public var name: String
    /// Sample files, and folders of sample files, all of the same payload.
    public var samplePaths: [String]
    /// A manifest whose `types` and `inference` apply; nil reads none.
    public var manifestPath: String?
    public var templateFolder: String

    public init(name: String, samplePaths: [String], manifestPath: String?, templateFolder: String) {
        self.name = name
        self.samplePaths = samplePaths
        self.manifestPath = manifestPath
        self.templateFolder = templateFolder
    }
}

/// The generated module, ready to be written.
public struct GeneratedModule: Sendable {
    public var name: String
    public var files: [GeneratedFile]
    public var signature: ModelSignature
    /// The manifest that was read, if any.
    public var manifestPath: String?
    /// Problems that did not stop generation, such as duplicate keys in a sample.
    public var warnings: [Diagnostic]
    /// The manifest's naming style.
    public var naming: NamingStyle = .swift
    /// Old name → new name of each type renamed since `ModuleRequest.previousNaming`.
    public var renamedTypes: [(old: String, new: String)] = []
}

/// Reads every input of a request and renders the module, writing nothing.
public struct ModulePipeline: Sendable {
    public static let defaultManifestPath = "gen.yml"

    let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    public func generate(_ request: ModuleRequest) throws(DiagnosticError) -> GeneratedModule {
        let (contexts, manifestPath) = try loadContexts(name: request.name, samplesFolder: request.samplesFolder, manifestPath: request.manifestPath)
        let templates = try TemplateSet.load(folder: request.templateFolder, fileSystem: fileSystem, filters: .builtIn)
        let files = try ModuleGenerator.render(contexts, with: templates)
        var renamedTypes: [(old: String, new: String)] = []
        if let previousNaming = request.previousNaming {
            renamedTypes = try RenamedTypes.between(contexts, oldNaming: previousNaming, templates: templates, newFiles: files)
        }
        return GeneratedModule(
            name: contexts.moduleName,
            files: files,
            signature: contexts.signature,
            manifestPath: manifestPath,
            warnings: contexts.warnings,
            naming: contexts.naming,
            renamedTypes: renamedTypes
        )
    }

    /// Reads the manifest and samples and builds the context of every template, rendering
    /// nothing: what `gen context` prints.
    public func contexts(name: String?, samplesFolder: String?, manifestPath: String?) throws(DiagnosticError) -> ModuleContexts {
        try loadContexts(name: name, samplesFolder: samplesFolder, manifestPath: manifestPath).contexts
    }

    /// Renders only the `model` layer, for one payload named `request.name`, with every
    /// file directly in the output folder.
    public func generatePayload(_ request: PayloadRequest) throws(DiagnosticError) -> GeneratedModule {
        guard Naming.isIdentifier(request.name) else {
            throw DiagnosticError(Diagnostic(
                .error,
                "type name '\(request.name)' is not a Swift identifier",
                hint: "use letters, digits and '_', starting with a letter, e.g. Event"
            ))
        }
        guard !ReservedNames.swiftAndFoundation.contains(request.name) else {
            throw DiagnosticError(Diagnostic(
                .error,
                "type name '\(request.name)' is a Swift or Foundation type",
                hint: "a model named so would hide it wherever the model is visible; choose another name, such as \(request.name)Item"
            ))
        }
        var manifest = Manifest()
        var manifestSource: SourceText?
        if let path = request.manifestPath {
            (manifest, manifestSource) = try loadManifest(path)
            manifest.endpoints = []
        }
        var samples = try SampleLoader(fileSystem: fileSystem).loadPayload(request.samplePaths)
        samples.endpoints[0].name = request.name
        var templates = try TemplateSet.load(folder: request.templateFolder, fileSystem: fileSystem, filters: .builtIn)
        templates.entries = templates.entries.filter { $0.layer == "model" }
        let rendered = try ModuleGenerator.generate(
            moduleName: request.name,
            command: "gen model \(request.name)",
            samples: samples.endpoints,
            manifest: manifest,
            manifestSource: manifestSource,
            templates: templates,
            reservedTypes: ReservedNames.swiftAndFoundation
        )
        let files = rendered.files.map { file in
            GeneratedFile(path: Paths.fileName(of: file.path), contents: file.contents, ownership: file.ownership, layer: file.layer)
        }
        return GeneratedModule(
            name: request.name,
            files: files,
            signature: rendered.signature,
            manifestPath: manifestSource?.path,
            warnings: samples.warnings
        )
    }

    /// What the command line takes from the manifest when it has no flag for it.
    public struct ManifestLocations: Sendable {
        /// `templates`, as a path from the working directory; a built-in set's name stays a name.
        public var templates: String?
        /// Where `templates` is written, and that line, for a diagnostic about it.
        public var templatesLocation: SourceLocation?
        public var templatesLine: String?
        /// `output`, as a path from the working directory.
        public var output: String?
        public var module: String?
        /// The endpoints' `sample:` paths, from the working directory, for `gen lint`.
        public var samples: [String]
        /// `samples`, as a path from the working directory.
        public var samplesFolder: String?
        /// The folder holding the manifest, or the working directory when there is none.
        public var folder: String
    }

    public func manifestLocations(manifestPath: String?) throws(DiagnosticError) -> ManifestLocations {
        let (manifest, source, _) = try loadManifestCollecting(manifestPath)
        let folder = source.map { Paths.directory(of: $0.path) } ?? "."
        return ManifestLocations(
            templates: manifest.templates.map { $0.value.contains("/") ? Paths.resolve($0.value, from: folder) : $0.value },
            templatesLocation: manifest.templates?.location,
            templatesLine: manifest.templates.flatMap { source?.line($0.location.position.line) },
            output: manifest.output.map { Paths.resolve($0.value, from: folder) },
            module: manifest.module?.value,
            samples: manifest.endpoints.compactMap { $0.sample.map { Paths.resolve($0.value, from: folder) } },
            samplesFolder: manifest.samples.map { Paths.resolve($0.value, from: folder) },
            folder: folder
        )
    }

    private func loadContexts(
        name: String?,
        samplesFolder: String?,
        manifestPath: String?
    ) throws(DiagnosticError) -> (contexts: ModuleContexts, manifestPath: String?) {
        let (manifest, manifestSource, manifestProblems) = try loadManifestCollecting(manifestPath)
        var problems = manifestProblems
        var moduleName = name ?? manifest.module?.value ?? "Module"
        do {
            moduleName = try self.moduleName(name, manifest: manifest, manifestSource: manifestSource)
        } catch {
            problems += error.diagnostics
        }
        do {
            let samples = try loadSamples(folder: samplesFolder, manifest: manifest, manifestSource: manifestSource)
            let contexts = try ModuleGenerator.contexts(
                moduleName: moduleName,
                command: "gen module \(moduleName)",
                samples: samples.endpoints,
                manifest: manifest,
                manifestSource: manifestSource,
                warnings: samples.warnings
            )
            if problems.isEmpty {
                return (contexts, manifestSource?.path)
            }
        } catch {
            problems += error.diagnostics
        }
        throw DiagnosticError(problems)
    }

    /// The samples of the `--json` folder, with each endpoint that names its own `sample:`
    /// in the manifest read from that file or folder instead (relative to the manifest).
    private func loadSamples(folder: String?, manifest: Manifest, manifestSource: SourceText?) throws(DiagnosticError) -> SampleSet {
        let loader = SampleLoader(fileSystem: fileSystem)
        var set = try folder.map { folder throws(DiagnosticError) in try loader.load(folder: folder) } ?? SampleSet(endpoints: [], warnings: [])
        var problems = ManifestProblems(source: manifestSource)
        let manifestFolder = manifestSource.map { Paths.directory(of: $0.path) } ?? "."
        for spec in manifest.endpoints {
            guard let sample = spec.sample else { continue }
            let path = Paths.resolve(sample.value, from: manifestFolder)
            guard fileSystem.kind(of: path) != nil else {
                problems.report("sample '\(sample.value)' does not exist", at: sample.location, hint: "sample paths are relative to the manifest's folder; looked for \(path)")
                continue
            }
            do {
                let payload = try loader.loadPayload([path])
                set.warnings += payload.warnings
                set.endpoints.removeAll { $0.name == spec.name.value }
                set.endpoints.append(EndpointSamples(name: spec.name.value, samples: payload.endpoints[0].samples))
            } catch {
                problems.diagnostics += error.diagnostics
            }
        }
        if !problems.diagnostics.isEmpty {
            throw DiagnosticError(problems.diagnostics)
        }
        guard !set.endpoints.isEmpty else {
            throw DiagnosticError(Diagnostic(
                .error,
                "no samples",
                hint: "pass the folder of samples with --json, or give each endpoint in the manifest a 'sample:' file"
            ))
        }
        set.endpoints.sort { $0.name < $1.name }
        return set
    }

    private func loadManifest(_ requested: String?) throws(DiagnosticError) -> (Manifest, SourceText?) {
        let (manifest, source, problems) = try loadManifestCollecting(requested)
        if !problems.isEmpty {
            throw DiagnosticError(problems)
        }
        return (manifest, source)
    }

    /// The manifest as far as it decodes, with its problems, so later checks can report
    /// theirs in the same run. Throws only when there is no manifest to read at all.
    private func loadManifestCollecting(_ requested: String?) throws(DiagnosticError) -> (Manifest, SourceText?, [Diagnostic]) {
        let path = requested ?? Self.defaultManifestPath
        guard fileSystem.kind(of: path) == .file else {
            if let requested {
                throw DiagnosticError(Diagnostic(.error, "manifest '\(requested)' does not exist"))
            }
            return (Manifest(), nil, [])
        }
        let source = try TemplateSet.readText(path, fileSystem: fileSystem)
        let (manifest, problems) = try ManifestDecoder.decodeCollecting(source)
        return (manifest, source, problems)
    }

    private func moduleName(_ given: String?, manifest: Manifest, manifestSource: SourceText?) throws(DiagnosticError) -> String {
        switch (given, manifest.module) {
        case (nil, nil):
            throw DiagnosticError(Diagnostic(
                .error,
                "no module name",
                hint: "name it on the command line (gen module Jacob --json samples/) or with 'module: Jacob' in gen.yml"
            ))
        case (let given?, let declared?) where given != declared.value:
            let message = "the manifest names the module '\(declared.value)', but the command line names it '\(given)'"
            let hint = "drop the name from the command line, or make both the same"
            if let manifestSource {
                throw DiagnosticError(.error(message, in: manifestSource, at: declared.location.position, hint: hint))
            }
            throw DiagnosticError(Diagnostic(.error, message, at: declared.location, hint: hint))
        case (let given?, _):
            guard Naming.isIdentifier(given) else {
                throw DiagnosticError(Diagnostic(
                    .error,
                    "module name '\(given)' is not a Swift identifier",
                    hint: "use letters, digits and '_', starting with a letter, e.g. Jacob"
                ))
            }
            return given
        case (nil, let declared?):
            return declared.value
        }
    }
}
