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

    public init(path: String, contents: String, ownership: Ownership = .owned, layer: String = "") {
        self.path = path
        self.contents = contents
        self.ownership = ownership
        self.layer = layer
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
    ) throws(DiagnosticError) -> RenderedModule {
        let plans = try plan(samples: samples, manifest: manifest, manifestSource: manifestSource)
        let moduleContext = RenderContext.module(name: moduleName, endpoints: plans)
        var files: [GeneratedFile] = []
        var diagnostics: [Diagnostic] = []
        var seenPaths: Set<String> = []
        for entry in templates.entries {
            let contexts: [TemplateDictionary]
            switch entry.scope {
            case .module:
                contexts = [moduleContext]
            case .endpoint:
                contexts = plans.map { plan in
                    var context = moduleContext
                    context["endpoint"] = .dictionary(RenderContext.endpoint(plan, moduleName: moduleName))
                    return context
                }
            }
            for context in contexts {
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
                    files.append(GeneratedFile(
                        path: path,
                        contents: try entry.template.render(context),
                        ownership: entry.ownership,
                        layer: entry.layer
                    ))
                } catch {
                    diagnostics.append(contentsOf: error.diagnostics)
                }
            }
        }
        if !diagnostics.isEmpty {
            throw DiagnosticError(diagnostics)
        }
        return RenderedModule(
            files: files.sorted { $0.path < $1.path },
            signature: ModelSignature(models: plans.map(\.model))
        )
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
