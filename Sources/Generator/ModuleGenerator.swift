import Diagnostics
import Inference
import TemplateEngine

/// A file the generator produced, relative to the module folder.
public struct GeneratedFile: Sendable, Equatable {
    public var path: String
    public var contents: String
    public var ownership: Ownership
    /// The layer the template set assigns the file to, such as `model` or `api`.
    public var layer: String
    /// The endpoint a per-endpoint template was rendered for; nil for the module's files.
    public var endpoint: String?
    /// The path of the template that rendered the file.
    public var template: String

    public init(path: String, contents: String, ownership: Ownership = .owned, layer: String = "", endpoint: String? = nil, template: String = "") {
        self.path = path
        self.contents = contents
        self.ownership = ownership
        self.layer = layer
        self.endpoint = endpoint
        self.template = template
    }
}

/// The rendered files of a module and the shape of its model.
public struct RenderedModule: Sendable {
    public var files: [GeneratedFile]
    public var signature: ModelSignature
}

/// Who a generated file belongs to once it is written.
public enum Ownership: String, Sendable, CaseIterable {
    /// gen's: rewritten on every run; an edit is a conflict.
    case owned
    /// The user's: written once, never rewritten.
    case scaffold
}

/// The contexts a module's templates are rendered with.
public struct ModuleContexts: Sendable {
    public var moduleName: String
    /// The context of the templates rendered once for the module.
    public var module: TemplateDictionary
    /// The contexts of the templates rendered once per endpoint, in endpoint order.
    public var endpoints: [EndpointContext]
    /// Problems that did not stop generation, such as duplicate keys in a sample.
    public var warnings: [Diagnostic]
    /// Every model property with its type, for the lock file and the change report.
    public var signature: ModelSignature
    /// The manifest's `layers`, or nil for the default ones.
    public var layers: [Located<String>]?
    public var naming: NamingStyle
    /// What rendering each file may spend.
    public var renderBudget = Manifest.defaultRenderBudget
}

public struct EndpointContext: Sendable {
    public var name: String
    public var context: TemplateDictionary
}

/// Load → Infer → Plan → Render, without touching the file system.
///
/// A template whose output is only white space writes no file, so a set can emit a file
/// only when the module needs it (such as the model support types).
public enum ModuleGenerator {
    /// Renders every file of the module. Fails before producing anything if any input is
    /// wrong, so a caller never writes half a module.
    public static func generate(
        moduleName: String,
        command: String,
        samples: [EndpointSamples],
        manifest: Manifest,
        manifestSource: SourceText?,
        templates: TemplateSet,
        reservedTypes: Set<String>? = nil
    ) throws(DiagnosticError) -> RenderedModule {
        let contexts = try contexts(
            moduleName: moduleName,
            command: command,
            samples: samples,
            manifest: manifest,
            manifestSource: manifestSource,
            reservedTypes: reservedTypes
        )
        return RenderedModule(files: try render(contexts, with: templates), signature: contexts.signature)
    }

    /// Infers every endpoint's model and builds the context of each template scope.
    /// `command` is what the file headers say generated them, e.g. `gen module Jacob`.
    /// `reservedTypes` are the names no model type may take; nil stands for the module's
    /// (`ReservedNames.moduleTypes`).
    public static func contexts(
        moduleName: String,
        command: String,
        samples: [EndpointSamples],
        manifest: Manifest,
        manifestSource: SourceText?,
        warnings: [Diagnostic] = [],
        reservedTypes: Set<String>? = nil
    ) throws(DiagnosticError) -> ModuleContexts {
        let reserved = reservedTypes ?? ReservedNames.moduleTypes(moduleName: moduleName, endpointNames: samples.map(\.name))
        let modulePlan = try plan(moduleName: moduleName, samples: samples, manifest: manifest, manifestSource: manifestSource, reservedTypes: reserved)
        var moduleContext = RenderContext.module(name: moduleName, plan: modulePlan)
        moduleContext["command"] = .string(command)
        let endpoints = modulePlan.endpoints.map { plan in
            var context = moduleContext
            context[RenderContext.endpointName] = .dictionary(RenderContext.endpoint(plan, moduleName: moduleName))
            return EndpointContext(name: plan.name, context: context)
        }
        return ModuleContexts(
            moduleName: moduleName,
            module: moduleContext,
            endpoints: endpoints,
            warnings: warnings,
            signature: ModelSignature(
                models: modulePlan.endpoints.map(\.model),
                requests: Dictionary(uniqueKeysWithValues: modulePlan.endpoints.map { ($0.name, RequestArgument.arguments(of: $0).map(\.declaration)) }),
                routes: Dictionary(uniqueKeysWithValues: modulePlan.endpoints.map { ($0.name, $0.route) })
            ),
            layers: manifest.layers,
            naming: manifest.naming,
            renderBudget: manifest.render
        )
    }

    /// Renders each template of the set once per context of its scope. A template whose
    /// output is only white space writes no file. Each file has a render budget of its own;
    /// a template that runs out of it for one endpoint is not rendered for the others, each
    /// of which would cost the whole budget again.
    public static func render(_ contexts: ModuleContexts, with templates: TemplateSet) throws(DiagnosticError) -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        var diagnostics: [Diagnostic] = []
        var seenPaths: Set<String> = []
        let setLayers = Set(templates.entries.map(\.layer))
        for layer in contexts.layers ?? [] where !setLayers.contains(layer.value) {
            diagnostics.append(Diagnostic(
                .error,
                "the template set has no '\(layer.value)' layer",
                at: layer.location,
                hint: "its layers are \(setLayers.filter { ManifestKeys.layers.contains($0) }.sorted().joined(separator: ", "))"
            ))
        }
        let selected = contexts.layers.map { Set($0.map(\.value)) }
        for entry in templates.entries where emits(entry.layer, selected: selected) {
            let scopeContexts: [(endpoint: String?, context: TemplateDictionary)]
            switch entry.scope {
            case .module:
                scopeContexts = [(nil, contexts.module)]
            case .endpoint:
                scopeContexts = contexts.endpoints.map { ($0.name, $0.context) }
            }
            for (endpoint, context) in scopeContexts {
                var budget = contexts.renderBudget
                do {
                    let path = try entry.path.render(context)
                    guard Paths.isConfined(path) else {
                        diagnostics.append(Diagnostic(
                            .error,
                            "template '\(entry.template.source.path)' would write '\(path)', outside the module folder",
                            hint: "paths in \(TemplateSet.descriptionFile) must be relative and contain no '..'"
                        ))
                        continue
                    }
                    guard !seenPaths.contains(path) else {
                        diagnostics.append(Diagnostic(.error, "two templates write the same file '\(path)'"))
                        continue
                    }
                    let contents = try entry.template.render(context, spending: &budget)
                    guard !contents.allSatisfy(\.isWhitespace) else { continue }
                    seenPaths.insert(path)
                    files.append(GeneratedFile(path: path, contents: contents, ownership: entry.ownership, layer: entry.layer, endpoint: endpoint, template: entry.template.source.path))
                } catch {
                    diagnostics.append(contentsOf: error.diagnostics.filter { !diagnostics.contains($0) })
                    if budget.isExceeded { break }
                }
            }
        }
        if !diagnostics.isEmpty {
            throw DiagnosticError(diagnostics)
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Whether a layer is emitted: every layer a manifest can select is emitted when it lists
    /// it, or, without `layers`, unless it is optional; other layers (the module entry, the
    /// package) always are.
    private static func emits(_ layer: String, selected: Set<String>?) -> Bool {
        guard ManifestKeys.layers.contains(layer) else { return true }
        guard let selected else { return !ManifestKeys.optionalLayers.contains(layer) }
        return selected.contains(layer)
    }

    /// Pairs each sample with its manifest entry and infers the models.
    static func plan(
        moduleName: String,
        samples: [EndpointSamples],
        manifest: Manifest,
        manifestSource: SourceText?,
        reservedTypes: Set<String>
    ) throws(DiagnosticError) -> ModulePlan {
        var problems = ManifestProblems(source: manifestSource)
        let sampleNames = Set(samples.map(\.name))
        for spec in manifest.endpoints where !sampleNames.contains(spec.name.value) {
            let fileName = Naming.words(in: spec.name.value).joined(separator: "_").lowercased()
            problems.report(
                "endpoint '\(spec.name.value)' has no sample",
                at: spec.name.location,
                hint: "add \(fileName).json to the samples folder, or give the endpoint a 'sample:' file"
            )
        }
        var paths: [RequestPath] = []
        var payloads: [(name: String, samples: [Sample])] = []
        for endpoint in samples {
            let spec = manifest.endpoints.first { $0.name.value == endpoint.name }
            let defaultPath = "/" + Naming.words(in: endpoint.name).joined(separator: "_").lowercased()
            do {
                paths.append(try spec?.path.map { located throws(DiagnosticError) in try RequestPath.parse(located, source: manifestSource) }
                    ?? RequestPath(template: defaultPath, parts: [.literal(defaultPath)]))
            } catch {
                problems.diagnostics.append(contentsOf: error.diagnostics)
                paths.append(RequestPath(template: defaultPath, parts: [.literal(defaultPath)]))
            }
            var endpointSamples = endpoint.samples
            if let envelope = manifest.envelope {
                endpointSamples = endpointSamples.compactMap { sample in
                    EnvelopeUnwrapping.payload(of: sample, envelope: envelope, problems: &problems)
                }
            }
            if let model = spec?.model, reservedTypes.contains(model.value) {
                problems.report(
                    "model name '\(model.value)' is a type the generated code uses",
                    at: model.location,
                    hint: "a model named so would hide it; choose another name, such as \(moduleName)\(model.value)"
                )
            }
            payloads.append((spec?.model?.value ?? endpoint.name, endpointSamples))
        }
        var settings = manifest.inference
        for pin in manifest.types {
            settings.overrides[pin.path.value] = TypeOverride(pin.type)
        }
        let inferred = ModelInference.infer(
            endpoints: payloads,
            settings: settings,
            reserved: ReservedTypeNames(names: reservedTypes, prefix: moduleName)
        )
        for pin in manifest.types where inferred.unusedOverrides.contains(pin.path.value) {
            problems.report(
                "'\(pin.path.value)' names no property of the samples",
                at: pin.path.location,
                hint: "start with the endpoint, then JSON keys or Swift property names separated by dots, e.g. Home.items.price"
            )
        }
        var plans: [EndpointPlan] = []
        for (index, endpoint) in samples.enumerated() {
            let spec = manifest.endpoints.first { $0.name.value == endpoint.name }
            let model = inferred.module.endpoints[index]
            let route = spec?.route?.value ?? RoutePattern.defaultPattern(module: moduleName, endpoint: endpoint.name, parameters: paths[index].parameters)
            if let located = spec?.route {
                RoutePattern.validate(located, pathParameters: paths[index].parameters, params: spec?.params ?? [], problems: &problems)
            }
            plans.append(EndpointPlan(
                name: endpoint.name,
                modelName: model.name,
                method: spec?.method ?? "GET",
                path: paths[index],
                model: model,
                params: spec?.params ?? [],
                list: spec?.list.flatMap { ListResolution.resolve($0, model: model, modelName: model.name, problems: &problems) },
                route: route,
                sample: endpoint.samples.first?.source.text ?? ""
            ))
        }
        if !problems.diagnostics.isEmpty {
            throw DiagnosticError(problems.diagnostics)
        }
        return ModulePlan(
            endpoints: plans,
            supportTypes: inferred.module.supportTypes,
            access: manifest.access,
            naming: manifest.naming,
            envelope: manifest.envelope,
            package: manifest.package
        )
    }
}
