import Dispatch
import Diagnostics
import Foundation
import Inputs
import Support
import TemplateEngine

/// The compile of one template set, entry by entry, by every thread that calls `work()`:
/// each takes the next entry no thread has taken, so a thread that becomes free (the caller
/// of `gen module`, once it has planned the module) shares the rest of the compile with the
/// thread that started it. The entries, and their problems, keep set.yml's order whichever
/// thread compiled them, and each compiles as it would alone.
package final class SetCompilation: @unchecked Sendable {
    private let folders: TemplateFolders
    private let description: SetDescription
    private let filters: FilterSet
    private let loader: RecordingLoader<FileTemplateLoader>
    /// The set this process compiled before from the same files (`CompiledSets`), if any.
    private let compiled: TemplateSet?
    /// A built-in set's compiled file, whose entries the threads read instead of compiling.
    private let precompiled: PrecompiledSet?
    private let finished = DispatchGroup()
    private let lock = NSLock()
    private var nextEntry = 0
    private var results: [Result<TemplateSet.Entry, DiagnosticError>?]
    /// The parses and costly keys every thread has made so far, for the next entry it takes.
    private var parses = ParsedTemplates()
    private var keysOfFiles: [String: CostlyKeys] = [:]

    /// With the built-in filters, reads a built-in set's `PrecompiledSet` (unless
    /// `aheadOfTime` is false), whose entries are read in `work()`, or else set.yml and the
    /// set this process compiled before from the same files; the entries of any other set
    /// compile in `work()`.
    package init(_ folders: TemplateFolders, fileSystem: any FileSystem, filters: FilterSet, aheadOfTime: Bool = true) throws(DiagnosticError) {
        self.folders = folders
        self.filters = filters
        let files = FileTemplateLoader(folders: folders, fileSystem: fileSystem)
        if filters.isBuiltIn, aheadOfTime, let precompiled = PrecompiledSet.load(folders, fileSystem: fileSystem) {
            self.precompiled = precompiled
            description = precompiled.description
            compiled = nil
        } else {
            let description = try SetDecoder.load(folder: folders.set, fileSystem: fileSystem)
            self.description = description
            precompiled = nil
            compiled = filters.isBuiltIn ? CompiledSets.shared.set(for: folders, description: description, loader: files) : nil
        }
        loader = RecordingLoader(files)
        let count = compiled == nil ? description.entries.count : 0
        results = Array(repeating: nil, count: count)
        for _ in 0..<count {
            finished.enter()
        }
    }

    /// Compiles (or reads from the compiled file) entries no thread has taken until none is
    /// left, or until it has taken `limit` of them. An entry the compiled file cannot give
    /// is compiled from its files.
    package func work(limit: Int = .max) {
        var (parses, keysOfFiles) = lock.withLock { (self.parses, self.keysOfFiles) }
        var compiled = 0
        while compiled < limit, let index = takeEntry() {
            compiled += 1
            let result = Result { () throws(DiagnosticError) in
                if let entry = precompiled?.entry(index) {
                    return entry
                }
                return try TemplateSet.compile(description.entries[index], of: description, loader: loader, filters: filters, parses: &parses, keysOfFiles: &keysOfFiles)
            }
            lock.withLock {
                results[index] = result
                self.parses.add(parses)
                self.keysOfFiles.merge(keysOfFiles) { known, _ in known }
            }
            finished.leave()
        }
    }

    /// The compiled set, or every problem of its entries in set.yml's order, once every entry
    /// is compiled; waits for the entries other threads are compiling.
    package func set() throws(DiagnosticError) -> TemplateSet {
        if let compiled {
            return compiled
        }
        finished.wait()
        var entries: [TemplateSet.Entry] = []
        var diagnostics: [Diagnostic] = []
        for result in lock.withLock({ results }) {
            switch result {
            case .success(let entry)?: entries.append(entry)
            case .failure(let error)?: diagnostics += error.diagnostics
            case nil: preconditionFailure("an entry was not compiled before the group left")
            }
        }
        if !diagnostics.isEmpty {
            throw DiagnosticError(diagnostics)
        }
        let set = TemplateSet(folders: folders, entries: entries)
        // A set read from its compiled file is not kept: the loader has not seen the files
        // its entries came from, so the next run could not tell that they changed.
        if filters.isBuiltIn, precompiled == nil {
            CompiledSets.shared.store(set, description: description, sources: loader.sources)
        }
        return set
    }

    private func takeEntry() -> Int? {
        lock.withLock {
            guard nextEntry < results.count else { return nil }
            defer { nextEntry += 1 }
            return nextEntry
        }
    }
}
