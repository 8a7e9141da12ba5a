import Diagnostics
import Inputs
import Planner
import Support
import TemplateEngine

/// A template set compiled: each entry of its set.yml with its template and its output path
/// compiled against the names its scope's context defines.
package struct TemplateSet: Sendable {
    package struct Entry: Sendable {
        package var template: Template
        package var scope: SetDescription.Scope
        /// Renders the output path, relative to the module folder.
        package var path: Template
        /// Where set.yml gives the path, for problems with the paths it renders.
        package var pathLocation: SourceLocation
        package var pathSourceLine: String?
        package var ownership: Ownership
        package var layer: Layer
    }

    package var folders: TemplateFolders
    package var entries: [Entry]
    /// The costly context keys a template of the set, or a file it includes, names: the
    /// others are left out of the contexts it renders with.
    package var costlyKeys = CostlyKeys.all

    /// Reads set.yml and compiles every template it names; all problems are reported together.
    /// With the built-in filters, a set this process compiled before from the same files is
    /// reused (`CompiledSets`).
    package static func load(_ folders: TemplateFolders, fileSystem: any FileSystem, filters: FilterSet) throws(DiagnosticError) -> TemplateSet {
        let description = try SetDecoder.load(folder: folders.set, fileSystem: fileSystem)
        let files = FileTemplateLoader(folders: folders, fileSystem: fileSystem)
        if filters.isBuiltIn, let compiled = CompiledSets.shared.set(for: folders, description: description, loader: files) {
            return compiled
        }
        let loader = RecordingLoader(files)
        var entries: [Entry] = []
        var diagnostics: [Diagnostic] = []
        var parses = ParsedTemplates()
        for entry in description.entries {
            do {
                entries.append(try compile(entry, of: description, loader: loader, filters: filters, parses: &parses))
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
            }
        }
        if !diagnostics.isEmpty {
            throw DiagnosticError(diagnostics)
        }
        var set = TemplateSet(folders: folders, entries: entries)
        set.costlyKeys = CostlyKeys.named(in: loader.sources.values.map(\.text))
        if filters.isBuiltIn {
            CompiledSets.shared.store(set, description: description, sources: loader.sources)
        }
        return set
    }

    private static func compile(
        _ entry: SetDescription.Entry,
        of description: SetDescription,
        loader: some TemplateLoader,
        filters: FilterSet,
        parses: inout ParsedTemplates
    ) throws(DiagnosticError) -> Entry {
        let names = contextNames(of: entry.scope)
        let source: SourceText
        do {
            source = try loader.load(entry.template.value)
        } catch {
            throw DiagnosticError(.error(error.message, in: description.source, at: entry.template.location.position, hint: error.hint))
        }
        let template = try Template(source: source, filters: filters, loader: loader, contextNames: names, sharing: &parses)
        let path = try Template(text: entry.path.value, at: entry.path.location.position, in: description.source, filters: filters, contextNames: names)
        return Entry(
            template: template,
            scope: entry.scope,
            path: path,
            pathLocation: entry.path.location,
            pathSourceLine: description.source.line(entry.path.location.position.line),
            ownership: entry.ownership,
            layer: Layer(rawValue: entry.layer)
        )
    }

    /// The names the context of a scope defines, so templates that use others fail when the
    /// set is loaded.
    static func contextNames(of scope: SetDescription.Scope) -> Set<String> {
        switch scope {
        case .module: return ModuleContext.names
        case .endpoint: return ModuleContext.names.union([ModuleContext.endpointName])
        }
    }
}
