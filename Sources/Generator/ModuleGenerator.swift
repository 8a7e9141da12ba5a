import Diagnostics
import Inference
import TemplateEngine

/// A file the generator produced, relative to the module folder.
public struct GeneratedFile: Sendable, Equatable {
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
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
}

public struct EndpointContext: Sendable {
    public var name: String
    public var context: TemplateDictionary
}

/// Load → Infer → Plan → Render, without touching the file system.
public enum ModuleGenerator {
    /// Renders every file of the module. Fails before producing anything if any input is
    /// wrong, so a caller never writes half a module.
    public static func generate(
        moduleName: String,
        samples: [EndpointSamples],
        manifest: Manifest,
        manifestSource: SourceText?,
        templates: TemplateSet
    ) throws(DiagnosticError) -> [GeneratedFile] {
        let contexts = try contexts(moduleName: moduleName, samples: samples, manifest: manifest, manifestSource: manifestSource)
        return try render(contexts, with: templates)
    }

    /// Infers every endpoint's model and builds the context of each template scope.
    public static func contexts(
        moduleName: String,
        samples: [EndpointSamples],
        manifest: Manifest,
        manifestSource: SourceText?,
        warnings: [Diagnostic] = []
    ) throws(DiagnosticError) -> ModuleContexts {
        let plans = try plan(samples: samples, manifest: manifest, manifestSource: manifestSource)
        let moduleContext = RenderContext.module(name: moduleName, endpoints: plans)
        let endpoints = plans.map { plan in
            var context = moduleContext
            context[RenderContext.endpointName] = .dictionary(RenderContext.endpoint(plan, moduleName: moduleName))
            return EndpointContext(name: plan.name, context: context)
        }
        return ModuleContexts(moduleName: moduleName, module: moduleContext, endpoints: endpoints, warnings: warnings)
    }

    /// Renders each template of the set once per context of its scope.
    public static func render(_ contexts: ModuleContexts, with templates: TemplateSet) throws(DiagnosticError) -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        var diagnostics: [Diagnostic] = []
        var seenPaths: Set<String> = []
        for entry in templates.entries {
            let scopeContexts: [TemplateDictionary]
            switch entry.scope {
            case .module:
                scopeContexts = [contexts.module]
            case .endpoint:
                scopeContexts = contexts.endpoints.map(\.context)
            }
            for context in scopeContexts {
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
                    guard seenPaths.insert(path).inserted else {
                        diagnostics.append(Diagnostic(.error, "two templates write the same file '\(path)'"))
                        continue
                    }
                    files.append(GeneratedFile(path: path, contents: try entry.template.render(context)))
                } catch {
                    diagnostics.append(contentsOf: error.diagnostics.filter { !diagnostics.contains($0) })
                }
            }
        }
        if !diagnostics.isEmpty {
            throw DiagnosticError(diagnostics)
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Pairs each sample with its manifest entry and infers its model.
    static func plan(samples: [EndpointSamples], manifest: Manifest, manifestSource: SourceText?) throws(DiagnosticError) -> [EndpointPlan] {
        var diagnostics: [Diagnostic] = []
        let sampleNames = Set(samples.map(\.name))
        for spec in manifest.endpoints where !sampleNames.contains(spec.name.value) {
            let message = "endpoint '\(spec.name.value)' has no sample"
            let hint = "add a sample file whose name is '\(spec.name.value)' in snake_case or lower case, e.g. \(Naming.words(in: spec.name.value).joined(separator: "_").lowercased()).json"
            if let manifestSource {
                diagnostics.append(.error(message, in: manifestSource, at: spec.name.location.position, hint: hint))
            } else {
                diagnostics.append(Diagnostic(.error, message, at: spec.name.location, hint: hint))
            }
        }
        var plans: [EndpointPlan] = []
        for endpoint in samples {
            let spec = manifest.endpoints.first { $0.name.value == endpoint.name }
            do {
                let defaultPath = "/" + Naming.words(in: endpoint.name).joined(separator: "_").lowercased()
                let path: RequestPath
                if let located = spec?.path {
                    path = try RequestPath.parse(located, source: manifestSource)
                } else {
                    path = RequestPath(template: defaultPath, parts: [.literal(defaultPath)])
                }
                let model = try ModelInference.infer(endpointName: endpoint.name, samples: endpoint.samples)
                plans.append(EndpointPlan(name: endpoint.name, method: spec?.method ?? "GET", path: path, model: model))
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
            }
        }
        if !diagnostics.isEmpty {
            throw DiagnosticError(diagnostics)
        }
        return plans
    }
}
