import Diagnostics
import Inference
import JSONReader
import Support

/// The samples of one endpoint, named after the file they came from.
package struct EndpointSamples: Sendable {
    package var name: String
    package var samples: [Sample]

    package init(name: String, samples: [Sample]) {
        self.name = name
        self.samples = samples
    }
}

/// What a samples folder holds: its endpoints, and warnings that do not stop generation.
package struct SampleSet: Sendable {
    package var endpoints: [EndpointSamples]
    package var warnings: [Diagnostic]
    /// The samples of the error bodies the manifest's `error:` keys name, by the path as the
    /// manifest writes it.
    package var errors: [String: [Sample]] = [:]

    package init(endpoints: [EndpointSamples], warnings: [Diagnostic]) {
        self.endpoints = endpoints
        self.warnings = warnings
    }
}

/// Reads every `*.json` file of a samples folder, one endpoint per file.
package struct SampleLoader: Sendable {
    /// What a sample keeps beside the shape of its values, which inference reads.
    package enum Keeping: Sendable {
        /// The text, for templates that quote it; the values are not kept.
        case text
        /// The text and the tree of values: what `gen init` looks at.
        case textAndValues
        /// Nothing: the file's bytes are streamed into the shape and let go of, so a sample
        /// costs the memory of its bytes while it is read, then that of its shape.
        case nothing
    }

    let fileSystem: any FileSystem
    let keeping: Keeping

    package init(fileSystem: any FileSystem, keeping: Keeping = .text) {
        self.fileSystem = fileSystem
        self.keeping = keeping
    }

    /// All endpoints in name order: each `<name>.json` file is one endpoint, and each
    /// folder `<name>/` holding `*.json` files is one endpoint whose samples merge.
    /// Every invalid file is reported, not only the first.
    package func load(folder: String) throws(DiagnosticError) -> SampleSet {
        guard let kind = fileSystem.kind(of: folder) else {
            throw DiagnosticError(Diagnostic(.error, "samples folder '\(folder)' does not exist", hint: "pass the folder that holds your JSON samples with --samples"))
        }
        guard kind == .directory else {
            throw DiagnosticError(Diagnostic(.error, "'\(folder)' is not a folder", hint: "--samples takes a folder of JSON samples, one file per endpoint"))
        }
        var sources: [(name: String, entry: String, files: [String])] = []
        var diagnostics: [Diagnostic] = []
        for entry in try list(folder) {
            let path = Paths.join(folder, entry)
            if !entry.hasPrefix("."), let broken = brokenLink(path) {
                diagnostics.append(broken)
            } else if entry.hasSuffix(".json"), entry != ".json", fileSystem.kind(of: path) == .file {
                sources.append((String(entry.dropLast(".json".count)), entry, [path]))
            } else if !entry.hasPrefix("."), fileSystem.kind(of: path) == .directory {
                let files = try list(path).filter { $0.hasSuffix(".json") && $0 != ".json" }.map { Paths.join(path, $0) }
                if !files.isEmpty {
                    sources.append((entry, entry + "/", files))
                }
            }
        }
        guard !sources.isEmpty || !diagnostics.isEmpty else {
            throw DiagnosticError(Diagnostic(
                .error,
                "no JSON samples in '\(folder)'",
                hint: "add one <endpoint>.json file per endpoint, e.g. home.json holding a response of the Home endpoint"
            ))
        }
        var named: [Result<(name: String, files: [String]), DiagnosticError>] = []
        var namesSeen: [String: String] = [:]
        for source in sources {
            let name = Self.endpointName(forEntry: source.name)
            if let other = namesSeen[name] {
                named.append(.failure(DiagnosticError(Diagnostic(.error, "samples '\(other)' and '\(source.entry)' both name the endpoint '\(name)'", hint: "rename one of them"))))
            } else {
                namesSeen[name] = source.entry
                named.append(.success((name, source.files)))
            }
        }
        let read = ParallelMap.map(named.map { (try? $0.get())?.files ?? [] }) { files in readSamples(files, in: folder) }
        var endpoints: [EndpointSamples] = []
        var warnings: [Diagnostic] = []
        for (endpoint, outcome) in zip(named, read) {
            switch endpoint {
            case .failure(let duplicate):
                diagnostics += duplicate.diagnostics
            case .success(let endpoint):
                endpoints.append(EndpointSamples(name: endpoint.name, samples: outcome.samples))
                warnings += outcome.warnings
                diagnostics += outcome.problems
            }
        }
        if !diagnostics.isEmpty {
            throw DiagnosticError(diagnostics)
        }
        return SampleSet(endpoints: endpoints, warnings: warnings)
    }

    /// The samples of one endpoint of `folder`, read and checked; an excerpt of a file is
    /// quoted only when the file lies inside the folder.
    private func readSamples(_ files: [String], in folder: String) -> (samples: [Sample], warnings: [Diagnostic], problems: [Diagnostic]) {
        var samples: [Sample] = []
        var warnings: [Diagnostic] = []
        var problems: [Diagnostic] = []
        for path in files {
            let quotable = isQuotable(path, in: folder)
            do {
                let (sample, sampleWarnings) = try read(path)
                samples.append(sample)
                warnings += sampleWarnings.quoted(quotable)
            } catch {
                problems += error.diagnostics.quoted(quotable)
            }
        }
        return (samples, warnings, problems)
    }

    /// Whether `path`, a file of `folder` or of a folder in it, lies inside it, links
    /// followed: first by looking for a link on the way, one `lstat` a component, rather than
    /// resolving both paths (a `getcwd` and a `readlink` of every folder of each, for each of
    /// 1,000 samples).
    private func isQuotable(_ path: String, in folder: String) -> Bool {
        let prefix = Paths.join(folder, "")
        guard path.hasPrefix(prefix) else {
            return Confinement.resolves(path, inside: [folder], fileSystem: fileSystem)
        }
        return Confinement.liesInside(String(path.dropFirst(prefix.count)), below: folder, fileSystem: fileSystem)
    }

    /// Reads the sample files and folders at `paths` as the samples of one payload.
    package func loadPayload(_ paths: [String]) throws(DiagnosticError) -> SampleSet {
        var samples: [Sample] = []
        var diagnostics: [Diagnostic] = []
        var warnings: [Diagnostic] = []
        for path in paths {
            var files = [path]
            switch fileSystem.kind(of: path) {
            case nil:
                diagnostics.append(Diagnostic(.error, "sample '\(path)' does not exist"))
                continue
            case .directory:
                files = try list(path).filter { $0.hasSuffix(".json") && $0 != ".json" }.map { Paths.join(path, $0) }
                if files.isEmpty {
                    diagnostics.append(Diagnostic(.error, "no JSON samples in '\(path)'"))
                }
            case .file:
                break
            }
            for file in files {
                do {
                    let (sample, sampleWarnings) = try read(file)
                    samples.append(sample)
                    warnings.append(contentsOf: sampleWarnings)
                } catch {
                    diagnostics.append(contentsOf: error.diagnostics)
                }
            }
        }
        if !diagnostics.isEmpty {
            throw DiagnosticError(diagnostics)
        }
        return SampleSet(endpoints: [EndpointSamples(name: "", samples: samples)], warnings: warnings)
    }

    /// A symbolic link whose target does not exist, which would otherwise be skipped as if
    /// the sample were not there.
    func brokenLink(_ path: String) -> Diagnostic? {
        guard fileSystem.kind(of: path) == nil, fileSystem.isSymbolicLink(path) else { return nil }
        return FileSystemError(path: path, reason: "a symbolic link to a file or folder that does not exist").diagnostic(
            hint: "point the link at a sample, or delete it"
        )
    }

    /// A sample that does not read because a merge left git's conflict markers in it is
    /// named so, at the first marker, as gen.yml and the lock are; the markers are looked for
    /// only once reading failed, so a large sample is not scanned twice.
    private func read(_ path: String) throws(DiagnosticError) -> (Sample, [Diagnostic]) {
        do {
            return try parse(path)
        } catch {
            guard let bytes = try? fileSystem.readFile(path, limit: .sample) else { throw error }
            throw Self.mergeMarkers(in: bytes, path: path) ?? error
        }
    }

    /// The error of a sample a merge left git's conflict markers in, at the first marker;
    /// nil when it has none.
    package static func mergeMarkers(in bytes: [UInt8], path: String) -> DiagnosticError? {
        let source = SourceText(path: path, text: String(decoding: bytes, as: UTF8.self))
        guard let line = source.mergeMarkerLine else { return nil }
        return DiagnosticError(.error(
            "a merge left its conflict markers in the sample \(Paths.fileName(of: path))",
            in: source,
            at: SourcePosition(line: line, column: 1),
            hint: "keep one side's lines between the markers: a sample is one JSON document"
        ))
    }

    private func parse(_ path: String) throws(DiagnosticError) -> (Sample, [Diagnostic]) {
        if keeping == .nothing {
            return try Sample.streamed(try bytes(path), source: SourceText(path: path, text: ""))
        }
        switch try load(path) {
        case .text(let text):
            let source = SourceText(path: path, text: text)
            if keeping == .text {
                return try Sample.streamed(source)
            }
            let document = try JSONReader.read(text, path: path)
            return (Sample(source: source, value: document.value), document.warnings)
        case .notUTF8(let bytes):
            let document = try JSONReader.read(bytes, path: path)
            return (Sample(source: SourceText(path: path, text: String(decoding: bytes, as: UTF8.self)), value: document.value), document.warnings)
        }
    }

    private enum Loaded {
        case text(String)
        /// Read as they are, for the reader to locate the first bad byte.
        case notUTF8([UInt8])
    }

    /// The file as text, its bytes let go of before the tree is built, so a large sample is
    /// held once beside its tree, not twice.
    private func load(_ path: String) throws(DiagnosticError) -> Loaded {
        let bytes = try bytes(path)
        return String(validating: bytes, as: UTF8.self).map(Loaded.text) ?? .notUTF8(bytes)
    }

    private func bytes(_ path: String) throws(DiagnosticError) -> [UInt8] {
        try diagnosed(fileSystem.readFile(path, limit: .sample))
    }

    private func list(_ folder: String) throws(DiagnosticError) -> [String] {
        try diagnosed(fileSystem.contentsOfDirectory(folder)).sorted()
    }
}
