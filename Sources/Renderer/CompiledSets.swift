import Diagnostics
import Foundation
import Inputs
import TemplateEngine

/// The template sets this process has compiled with the built-in filters, so that a process
/// that renders many modules with one set (the test suite, a run over many modules)
/// compiles it once. A compiled set is reused only while set.yml and every template it was
/// compiled from, includes and parents too, still read the same, from the same paths.
/// Unchecked: `lock` guards every `var`; `Mutex`, the checked alternative, needs macOS 15 and gen supports macOS 13.
final class CompiledSets: @unchecked Sendable {
    static let shared = CompiledSets()

    private struct Entry {
        var set: TemplateSet
        var description: String
        /// Each template name the compile loaded, with the path and text it had.
        var sources: [String: (path: String, text: String)]
    }

    private let lock = NSLock()
    /// By the set's search folders and the scope its entries were compiled for, nil for all.
    private var entries: [[String]: Entry] = [:]

    /// The whole set, or else the part of it compiled for `scope`, when its set.yml still
    /// reads `setText`: a run over many modules decodes set.yml once.
    func set(for folders: TemplateFolders, setText: String, loader: some TemplateLoader, scope: SetDescription.Scope? = nil) -> TemplateSet? {
        let scopes: [SetDescription.Scope?] = scope == nil ? [nil] : [nil, scope]
        for key in scopes.map({ folders.searchOrder + [$0?.rawValue ?? ""] }) {
            guard let entry = lock.withLock({ entries[key] }), entry.description == setText else { continue }
            let unchanged = entry.sources.allSatisfy { name, source in
                guard let current = try? loader.load(name) else { return false }
                return current.path == source.path && current.text == source.text
            }
            return unchanged ? entry.set : nil
        }
        return nil
    }

    func store(_ set: TemplateSet, description: SetDescription, sources: [String: (path: String, text: String)], scope: SetDescription.Scope? = nil) {
        lock.withLock {
            entries[set.folders.searchOrder + [scope?.rawValue ?? ""]] = Entry(set: set, description: description.source.text, sources: sources)
        }
    }
}

/// A loader that remembers every template it handed out, and hands it out again when asked
/// for the same name. Around the set's files, it gives `CompiledSets` the set's sources and
/// loads the layouts and includes the templates share once per set; around that, for one
/// entry, it lists the files the entry reaches. One compile uses it, on one thread, and the
/// compiled set does not keep it, hence no lock.
/// Unchecked: `TemplateLoader` must be `Sendable`, and this loader is never shared between threads; a lock would only cost.
final class RecordingLoader<Base: TemplateLoader>: TemplateLoader, @unchecked Sendable {
    private let base: Base
    private var loaded: [String: SourceText] = [:]

    init(_ base: Base) {
        self.base = base
    }

    func load(_ name: String) throws(TemplateLoaderError) -> SourceText {
        if let known = loaded[name] {
            return known
        }
        let source = try base.load(name)
        loaded[name] = source
        return source
    }

    var sources: [String: (path: String, text: String)] {
        loaded.mapValues { ($0.path, $0.text) }
    }
}
