import Diagnostics
import Inference
import Support

extension SampleLoader {
    /// The endpoint a file `<entry>.json` or a folder `<entry>/` of the samples folder holds
    /// the samples of: `order_items` → `OrderItems`.
    package static func endpointName(forEntry entry: String) -> String {
        Naming.upperCamelCase(entry)
    }

    /// The file or folder name, without `.json`, that `endpointName(forEntry:)` turns into
    /// `name`, for a name it can make: `UserRepos` → `user_repos`, `JSONBody` → `json_body`
    /// (not `jsonbody`, which is `Jsonbody`), `UserIDs2` → `user_ids_2`.
    package static func entryName(forEndpoint name: String) -> String {
        let simple = Naming.words(in: name).joined(separator: "_").lowercased()
        if endpointName(forEntry: simple) == name { return simple }
        return Naming.upperCamelCaseWords(name).joined(separator: "_").lowercased()
    }

    /// The samples of the `--samples` folder, with each endpoint that names its own `sample:`
    /// in the manifest read from that file or folder instead (relative to the manifest), in
    /// endpoint name order.
    ///
    /// An endpoint of the manifest without a `sample:` whose sample is not in the folder is
    /// left out, with a warning at its name: deleting a sample removes its endpoint. A
    /// `sample:` that does not exist is an error.
    package func load(folder: String?, manifest: ManifestFile) throws(DiagnosticError) -> SampleSet {
        var set = try folder.map { folder throws(DiagnosticError) in try load(folder: folder) } ?? SampleSet(endpoints: [], warnings: [])
        let found = Set(set.endpoints.map(\.name))
        var problems = ManifestProblems(source: manifest.source)
        let manifestName = manifest.source.map { Paths.fileName(of: $0.path) } ?? ManifestFile.defaultPath
        var ownSamples: [String: EndpointSamples] = [:]
        for spec in manifest.manifest.endpoints {
            guard let sample = spec.sample else {
                if !found.contains(spec.name.value) {
                    set.warnings.append(leftOut(spec, folder: folder, found: found, manifest: manifest, manifestName: manifestName))
                }
                continue
            }
            let path = Paths.resolve(sample.value, from: manifest.folder)
            guard fileSystem.kind(of: path) != nil else {
                problems.report(
                    "sample '\(sample.value)' does not exist",
                    at: sample.location,
                    hint: "delete the endpoint's entry in \(manifestName) (line \(spec.name.location.position.line)) to drop it, or restore the file; "
                        + "sample paths are relative to the manifest's folder, and gen looked for \(path)"
                )
                continue
            }
            let quotable = Confinement.resolves(path, inside: [manifest.folder], fileSystem: fileSystem)
            do {
                let payload = try loadPayload([path])
                set.warnings += payload.warnings.quoted(quotable)
                ownSamples[spec.name.value] = EndpointSamples(name: spec.name.value, samples: payload.endpoints[0].samples)
            } catch {
                problems.diagnostics += error.diagnostics.quoted(quotable)
            }
        }
        set.endpoints = set.endpoints.filter { ownSamples[$0.name] == nil } + ownSamples.values
        loadErrors(of: manifest, samplesFolder: folder, into: &set, problems: &problems)
        if !problems.diagnostics.isEmpty {
            throw DiagnosticError(problems.diagnostics)
        }
        guard !set.endpoints.isEmpty else {
            throw DiagnosticError(Diagnostic(
                .error,
                "no samples",
                hint: "pass the folder of samples with --samples DIR, or give each endpoint in the manifest a 'sample:' file"
            ))
        }
        set.endpoints.sort { $0.name < $1.name }
        return set
    }

    /// Reads the samples the manifest's `error:` keys name, each once, into `set.errors`, and
    /// takes a sample of the samples folder that one names out of the endpoints: an error
    /// body is no endpoint. A missing or unreadable one is a problem at its `error:`.
    private func loadErrors(of manifest: ManifestFile, samplesFolder: String?, into set: inout SampleSet, problems: inout ManifestProblems) {
        let references = ([manifest.manifest.error] + manifest.manifest.endpoints.map(\.error)).compactMap { $0 }
        let samplesFolderPath = samplesFolder.flatMap(fileSystem.realPath)
        var errorBodies: Set<String> = []
        for reference in references where set.errors[reference.value] == nil {
            let written = Paths.resolve(reference.value, from: manifest.folder)
            let path = written.count > 1 && written.hasSuffix("/") ? String(written.dropLast()) : written
            guard fileSystem.kind(of: path) != nil else {
                problems.report(
                    "error sample '\(reference.value)' does not exist",
                    at: reference.location,
                    hint: "'error:' names a JSON file or a folder of them (gen import writes errors/<endpoint>/), relative to the manifest's folder; gen looked for \(path)"
                )
                continue
            }
            let quotable = Confinement.resolves(path, inside: [manifest.folder], fileSystem: fileSystem)
            do {
                let payload = try loadPayload([path])
                set.warnings += payload.warnings.quoted(quotable)
                set.errors[reference.value] = payload.endpoints[0].samples
            } catch {
                problems.diagnostics += error.diagnostics.quoted(quotable)
                continue
            }
            if let samplesFolderPath, fileSystem.realPath(Paths.directory(of: path)) == samplesFolderPath {
                let entry = Paths.fileName(of: path)
                errorBodies.insert(Self.endpointName(forEntry: entry.hasSuffix(".json") ? String(entry.dropLast(".json".count)) : entry))
            }
        }
        set.endpoints.removeAll { errorBodies.contains($0.name) }
    }

    /// The warning for an endpoint of the manifest that has no `sample:` and no sample in
    /// the samples folder, at its name. `found` holds the endpoints of the folder's samples:
    /// an endpoint named `home` has none, as home.json is the sample of `Home`.
    private func leftOut(_ spec: EndpointSpec, folder: String?, found: Set<String>, manifest: ManifestFile, manifestName: String) -> Diagnostic {
        let file = Self.entryName(forEndpoint: spec.name.value)
        let message: String
        let hint: String
        let sampleOwner = Self.endpointName(forEntry: file)
        if let folder, sampleOwner != spec.name.value, found.contains(sampleOwner) {
            let path = Paths.join(folder, file)
            let entry = path + (fileSystem.kind(of: path + ".json") == .file ? ".json" : "/")
            message = "endpoint '\(spec.name.value)' has no sample in '\(folder)' and is left out: \(entry) is the sample of the endpoint '\(sampleOwner)'"
            hint = "name the endpoint \(sampleOwner), as its sample's file name in UpperCamelCase, or give it a 'sample:'"
        } else if let folder {
            message = "endpoint '\(spec.name.value)' has no sample in '\(folder)' and is left out"
            hint = "add \(Paths.join(folder, file)).json, or delete the endpoint's entry from \(manifestName) to silence this"
        } else {
            message = "endpoint '\(spec.name.value)' has no sample and is left out"
            hint = "give it a 'sample:' file, or delete its entry from \(manifestName) to silence this"
        }
        return Diagnostic(.warning, message, at: spec.name.location, quoting: manifest.source, hint: hint)
    }
}
