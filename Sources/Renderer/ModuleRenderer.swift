import Diagnostics
import Inputs
import Planner
import Support
import TemplateEngine

/// Renders each template of a set once per context of its scope, writing nothing.
///
/// A template whose output is only white space writes no file, so a set can emit a file
/// only when the module needs it (such as the model support types). Each file has a render
/// budget of its own; a template that runs out of it for one endpoint is not rendered for
/// the others, each of which would cost the whole budget again.
package enum ModuleRenderer {
    /// Every file of the module, sorted by path; fails with every problem found.
    package static func render(_ contexts: ModuleContexts, with templates: TemplateSet) throws(DiagnosticError) -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        var diagnostics = missingLayers(contexts.layers, in: templates)
        var outputs: [OutputCollisions.Output] = []
        var writers: [String: OutputCollisions.Output] = [:]
        let selected = contexts.layers.map { Set($0.map(\.value)) }
        for entry in templates.entries where emits(entry.layer.rawValue, selected: selected) {
            let scopes: [(endpoint: String?, context: TemplateDictionary)]
            switch entry.scope {
            case .module: scopes = [(nil, contexts.module)]
            case .endpoint: scopes = contexts.endpoints.map { ($0.name, $0.context) }
            }
            let templatePath = entry.template.source.path
            for (endpoint, context) in scopes {
                var budget = contexts.renderBudget
                do {
                    let path = try entry.path.render(context)
                    let output = OutputCollisions.Output(path: path, template: templatePath, endpoint: endpoint, location: entry.pathLocation, sourceLine: entry.pathSourceLine)
                    if let problem = outputPathProblem(path) {
                        diagnostics.append(Diagnostic(
                            .error,
                            "template \(output.description) would write '\(path.debugDescription.dropFirst().dropLast())': \(problem)",
                            at: entry.pathLocation,
                            sourceLine: entry.pathSourceLine,
                            hint: "paths in \(SetDescription.fileName) must be relative, contain no '..' or control character, and keep clear of gen's own files (\(GenFileNames.lock), .<name>.gen-…, <file>.orig)"
                        ))
                        continue
                    }
                    if let first = writers[path] {
                        diagnostics.append(OutputCollisions.sameFile(output, as: first))
                        continue
                    }
                    let contents = try entry.template.render(context, spending: &budget)
                    guard !contents.allSatisfy(\.isWhitespace) else { continue }
                    writers[path] = output
                    outputs.append(output)
                    files.append(GeneratedFile(path: path, contents: contents, ownership: entry.ownership, layer: entry.layer, endpoint: endpoint, template: templatePath))
                } catch {
                    diagnostics.append(contentsOf: error.diagnostics.filter { !diagnostics.contains($0) })
                    if budget.isExceeded { break }
                }
            }
        }
        diagnostics += OutputCollisions.problems(outputs)
        if !diagnostics.isEmpty {
            throw DiagnosticError(diagnostics)
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Why a rendered output path cannot be written, or nil when it can.
    private static func outputPathProblem(_ path: String) -> String? {
        guard Paths.isConfined(path) else {
            return "it is outside the module folder"
        }
        return GenFileNames.problem(withOutputPath: path)
    }

    /// A problem for each layer the manifest selects that the set does not have.
    private static func missingLayers(_ layers: [Located<String>]?, in templates: TemplateSet) -> [Diagnostic] {
        let setLayers = Set(templates.entries.map(\.layer.rawValue))
        return (layers ?? []).filter { !setLayers.contains($0.value) }.map { layer in
            Diagnostic(
                .error,
                "the template set has no '\(layer.value)' layer",
                at: layer.location,
                hint: "its layers are \(setLayers.filter { ManifestKeys.layers.contains($0) }.sorted().joined(separator: ", "))"
            )
        }
    }

    /// Whether a layer is emitted: every layer a manifest can select is emitted when it lists
    /// it, or, without `layers`, unless it is optional; other layers (the module entry, the
    /// package) always are.
    private static func emits(_ layer: String, selected: Set<String>?) -> Bool {
        guard ManifestKeys.layers.contains(layer) else { return true }
        guard let selected else { return !ManifestKeys.optionalLayers.contains(layer) }
        return selected.contains(layer)
    }
}
