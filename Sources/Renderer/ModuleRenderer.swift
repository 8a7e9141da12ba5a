import Diagnostics
import Foundation
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
///
/// The files are rendered on all cores, then checked and collected in the order of the set's
/// templates and their scopes, so the files and the problems found are the same, in the
/// same order, as one file after another would give.
package enum ModuleRenderer {
    /// Every file of the module, sorted by path; fails with every problem found.
    ///
    /// - Parameters:
    ///   - parallel: false renders one file after another, on the calling thread.
    ///   - progress: told of each file rendered.
    package static func render(_ contexts: ModuleContexts, with templates: TemplateSet, parallel: Bool = true, progress: (any WorkProgress)? = nil) throws(DiagnosticError) -> [GeneratedFile] {
        let selected = contexts.layers.map { Set($0.map(\.value)) }
        let entries = templates.entries.filter { emits($0.layer.rawValue, selected: selected) }
        let ownCore = contexts.context.core == nil ? standaloneCoreContext(contexts) : nil
        let jobs = entries.indices.flatMap { index -> [Job] in
            switch entries[index].scope {
            case .module: return [Job(entry: index, endpoint: nil, context: contexts.module)]
            case .endpoint: return contexts.endpoints.map { Job(entry: index, endpoint: $0.name, context: $0.context) }
            // A module without a core (`gen model`, a module rendered on its own) has the
            // core's files itself, but the core's package.
            case .core:
                guard let ownCore, entries[index].layer != .package else { return [] }
                return [Job(entry: index, endpoint: nil, context: ownCore)]
            }
        }
        return try render(jobs, entries: entries, budget: contexts.renderBudget, parallel: parallel, progress: progress, missingLayers: missingLayers(contexts.layers, in: templates))
    }

    /// The module's context with `core` naming the module itself, for the core's files a
    /// module without a core renders into its own folder.
    private static func standaloneCoreContext(_ contexts: ModuleContexts) -> TemplateDictionary {
        var context = contexts.module
        context["core"] = TemplateValueEncoder.value(of: CoreContext.Core(name: contexts.moduleName, standalone: true))
        return context
    }

    /// The files of the core the set's `for: core` entries write, paths relative to the
    /// core's folder.
    package static func renderCore(_ context: CoreContext, with templates: TemplateSet) throws(DiagnosticError) -> [GeneratedFile] {
        let dictionary = context.dictionary
        let entries = templates.entries.filter { $0.scope == .core }
        let jobs = entries.indices.map { Job(entry: $0, endpoint: nil, context: dictionary) }
        return try render(jobs, entries: entries, budget: .standard, parallel: true, progress: nil, missingLayers: [])
    }

    private static func render(
        _ jobs: [Job],
        entries: [TemplateSet.Entry],
        budget: RenderBudget,
        parallel: Bool,
        progress: (any WorkProgress)?,
        missingLayers: [Diagnostic]
    ) throws(DiagnosticError) -> [GeneratedFile] {
        let overBudget = OverBudgetTemplates()
        progress?.begin("files rendered", total: jobs.count)
        let renderOne = { @Sendable (job: Job) -> Outcome in
            defer { progress?.advance() }
            let path = Result { () throws(DiagnosticError) in try entries[job.entry].path.render(job.context) }
            let pathProblem = (try? path.get()).flatMap(outputPathProblem)
            guard !overBudget.contains(job.entry) else { return Outcome(path: path, pathProblem: pathProblem) }
            let contents = Self.contents(of: job, entries[job.entry], budget: budget)
            if contents.overBudget { overBudget.insert(job.entry) }
            return Outcome(path: path, pathProblem: pathProblem, contents: contents)
        }
        let outcomes = parallel ? renderedLongestFirst(jobs, renderOne) : jobs.map(renderOne)
        return try collect(zip(jobs, outcomes), entries: entries, budget: budget, missingLayers: missingLayers)
    }

    /// `jobs` rendered on all cores, the module's own files first: each of them can list
    /// every endpoint, so one rendered last would leave the other cores idle meanwhile.
    private static func renderedLongestFirst(_ jobs: [Job], _ renderOne: @Sendable (Job) -> Outcome) -> [Outcome] {
        let order = jobs.indices.filter { jobs[$0].endpoint == nil } + jobs.indices.filter { jobs[$0].endpoint != nil }
        let rendered = ParallelMap.map(order) { renderOne(jobs[$0]) }
        var outcomes = [Outcome?](repeating: nil, count: jobs.count)
        for (index, outcome) in zip(order, rendered) {
            outcomes[index] = outcome
        }
        return outcomes.compactMap { $0 }
    }

    /// One template to render for one scope.
    private struct Job: Sendable {
        var entry: Int
        var endpoint: String?
        var context: TemplateDictionary
    }

    /// What rendering a job gave, with what can be checked of it on its own (on all cores):
    /// why its path cannot be written, and whether its text is blank. `contents` is nil when
    /// another scope of its template ran out of the budget first.
    private struct Outcome: Sendable {
        var path: Result<String, DiagnosticError>
        var pathProblem: String?
        var contents: Contents?
    }

    private struct Contents: Sendable {
        var text: Result<String, DiagnosticError>
        var overBudget: Bool
        /// Only white space: the template writes no file.
        var isBlank: Bool
    }

    private static func contents(of job: Job, _ entry: TemplateSet.Entry, budget: RenderBudget) -> Contents {
        var budget = budget
        let text = Result { () throws(DiagnosticError) in try entry.template.render(job.context, spending: &budget) }
        return Contents(text: text, overBudget: budget.isExceeded, isBlank: (try? text.get())?.allSatisfy(\.isWhitespace) ?? false)
    }

    /// The files and problems of the rendered jobs, in job order: a path that cannot be
    /// written or that another job writes is a problem and its contents are not used, and
    /// the jobs of a template after the first that ran out of its budget are left out.
    private static func collect(
        _ rendered: Zip2Sequence<[Job], [Outcome]>,
        entries: [TemplateSet.Entry],
        budget: RenderBudget,
        missingLayers: [Diagnostic]
    ) throws(DiagnosticError) -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        var diagnostics = missingLayers
        var outputs: [OutputCollisions.Output] = []
        var writers: [String: OutputCollisions.Output] = [:]
        var overBudget: Set<Int> = []
        for (job, outcome) in rendered where !overBudget.contains(job.entry) {
            let entry = entries[job.entry]
            let templatePath = entry.template.source.path
            do throws(DiagnosticError) {
                let path = try outcome.path.get()
                let output = OutputCollisions.Output(path: path, template: templatePath, endpoint: job.endpoint, location: entry.pathLocation, sourceLine: entry.pathSourceLine)
                if let problem = outcome.pathProblem {
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
                let contents = outcome.contents ?? Self.contents(of: job, entry, budget: budget)
                let text: String
                do throws(DiagnosticError) {
                    text = try contents.text.get()
                } catch {
                    if contents.overBudget { overBudget.insert(job.entry) }
                    throw error
                }
                guard !contents.isBlank else { continue }
                writers[path] = output
                outputs.append(output)
                files.append(GeneratedFile(path: path, contents: text, ownership: entry.ownership, layer: entry.layer, endpoint: job.endpoint, template: templatePath))
            } catch {
                diagnostics.append(contentsOf: error.diagnostics.filter { !diagnostics.contains($0) })
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

/// The templates that ran out of their render budget for some scope, shared by the threads
/// that render, so the other scopes of such a template are not rendered.
/// Unchecked: `lock` guards every `var`; `Mutex`, the checked alternative, needs macOS 15 and gen supports macOS 13.
private final class OverBudgetTemplates: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: Set<Int> = []

    func contains(_ entry: Int) -> Bool {
        lock.withLock { entries.contains(entry) }
    }

    func insert(_ entry: Int) {
        _ = lock.withLock { entries.insert(entry) }
    }
}
