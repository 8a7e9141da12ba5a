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
    private var entries: [[String]: Entry] = [:]

    func set(for folders: TemplateFolders, description: SetDescription, loader: some TemplateLoader) -> TemplateSet? {
        guard let entry = lock.withLock({ entries[folders.searchOrder] }), entry.description == description.source.text else { return nil }
        for (name, source) in entry.sources {
            guard let current = try? loader.load(name), current.path == source.path, current.text == source.text else { return nil }
        }
        return entry.set
    }

    func store(_ set: TemplateSet, description: SetDescription, sources: [String: (path: String, text: String)]) {
        lock.withLock {
            entries[set.folders.searchOrder] = Entry(set: set, description: description.source.text, sources: sources)
        }
    }
}

/// A loader that remembers every template it handed out, for `CompiledSets`, and hands it
/// out again when asked for the same name: the templates of a set load the same layouts
/// and includes, each of them once per set instead of once per template. One set's compile
/// uses it, on one thread, and the compiled set does not keep it, hence no lock.
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
