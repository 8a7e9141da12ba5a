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
        /// The costly context keys its template, or a file it includes or extends, names.
        package var costlyKeys: CostlyKeys
    }

    package var folders: TemplateFolders
    package var entries: [Entry]
    /// The costly context keys a template of the set, or a file it includes, names: the
    /// others are left out of the contexts it renders with.
    package var costlyKeys: CostlyKeys {
        entries.reduce(into: []) { $0.formUnion($1.costlyKeys) }
    }

    /// Reads set.yml and compiles every template it names; all problems are reported together,
    /// in set.yml's order, each once (`RepeatedDiagnostics`). With the built-in filters, a set
    /// this process compiled before from the same files is reused (`CompiledSets`).
    ///
    /// - Parameter scope: only the entries of this scope are compiled, unless the whole set
    ///   was compiled before; such a part is kept apart from the whole set. The core of a
    ///   replayed run is rendered from its few entries, and compiling the whole set for them
    ///   was most of the core's cost.
    package static func load(_ folders: TemplateFolders, fileSystem: any FileSystem, filters: FilterSet, scope: SetDescription.Scope? = nil) throws(DiagnosticError) -> TemplateSet {
        let setText = try SetDecoder.source(folder: folders.set, fileSystem: fileSystem)
        let files = FileTemplateLoader(folders: folders, fileSystem: fileSystem)
        if filters.isBuiltIn, let compiled = CompiledSets.shared.set(for: folders, setText: setText.text, loader: files, scope: scope) {
            return compiled
        }
        let description = try SetDecoder.decode(setText, folder: folders.set)
        let loader = RecordingLoader(files)
        var parses = ParsedTemplates()
        var keysOfFiles: [String: CostlyKeys] = [:]
        var entries: [Entry] = []
        var problems: [(template: String, diagnostics: [Diagnostic])] = []
        for entry in description.entries where scope == nil || entry.scope == scope {
            do {
                entries.append(try compile(entry, of: description, loader: loader, filters: filters, parses: &parses, keysOfFiles: &keysOfFiles))
            } catch {
                problems.append((entry.template.value, error.diagnostics))
            }
        }
        if !problems.isEmpty {
            throw DiagnosticError(RepeatedDiagnostics.merged(problems))
        }
        let set = TemplateSet(folders: folders, entries: entries)
        if filters.isBuiltIn {
            CompiledSets.shared.store(set, description: description, sources: loader.sources, scope: scope)
        }
        return set
    }

    static func compile(
        _ entry: SetDescription.Entry,
        of description: SetDescription,
        loader: some TemplateLoader,
        filters: FilterSet,
        parses: inout ParsedTemplates,
        keysOfFiles: inout [String: CostlyKeys]
    ) throws(DiagnosticError) -> Entry {
        let names = contextNames(of: entry.scope)
        let loader = RecordingLoader(loader)
        let source: SourceText
        do {
            source = try loader.load(entry.template.value)
        } catch {
            throw DiagnosticError(.error(error.message, in: description.source, at: entry.template.location.position, hint: error.hint))
        }
        let template = try Template(source: source, filters: filters, loader: loader, contextNames: names, sharing: &parses)
        let path = try Template(text: entry.path.value, at: entry.path.location.position, in: description.source, filters: filters, contextNames: names)
        let costlyKeys: CostlyKeys = loader.sources.values.reduce(into: []) { keys, source in
            let named = keysOfFiles[source.path] ?? CostlyKeys.named(in: [source.text])
            keysOfFiles[source.path] = named
            keys.formUnion(named)
        }
        return Entry(entry, of: description, template: template, path: path, costlyKeys: costlyKeys)
    }

    /// The names the context of a scope defines, so templates that use others fail when the
    /// set is loaded.
    static func contextNames(of scope: SetDescription.Scope) -> Set<String> {
        switch scope {
        case .module: return ModuleContext.names
        case .endpoint: return ModuleContext.names.union([ModuleContext.endpointName])
        case .core: return CoreContext.names
        }
    }
}

extension TemplateSet.Entry {
    /// The entry set.yml describes with `entry`, its template and path compiled.
    init(_ entry: SetDescription.Entry, of description: SetDescription, template: Template, path: Template, costlyKeys: CostlyKeys) {
        self.init(
            template: template,
            scope: entry.scope,
            path: path,
            pathLocation: entry.path.location,
            pathSourceLine: description.source.line(entry.path.location.position.line),
            ownership: entry.ownership,
            layer: Layer(rawValue: entry.layer),
            costlyKeys: costlyKeys
        )
    }
}
