import Diagnostics
import Support

extension SampleLoader {
    /// The samples of the `--json` folder, with each endpoint that names its own `sample:`
    /// in the manifest read from that file or folder instead (relative to the manifest), in
    /// endpoint name order.
    public func load(folder: String?, manifest: ManifestFile) throws(DiagnosticError) -> SampleSet {
        var set = try folder.map { folder throws(DiagnosticError) in try load(folder: folder) } ?? SampleSet(endpoints: [], warnings: [])
        var problems = ManifestProblems(source: manifest.source)
        for spec in manifest.manifest.endpoints {
            guard let sample = spec.sample else { continue }
            let path = Paths.resolve(sample.value, from: manifest.folder)
            guard fileSystem.kind(of: path) != nil else {
                problems.report("sample '\(sample.value)' does not exist", at: sample.location, hint: "sample paths are relative to the manifest's folder; looked for \(path)")
                continue
            }
            let quotable = Confinement.resolves(path, inside: [manifest.folder], fileSystem: fileSystem)
            do {
                let payload = try loadPayload([path])
                set.warnings += payload.warnings.quoted(quotable)
                set.endpoints.removeAll { $0.name == spec.name.value }
                set.endpoints.append(EndpointSamples(name: spec.name.value, samples: payload.endpoints[0].samples))
            } catch {
                problems.diagnostics += error.diagnostics.quoted(quotable)
            }
        }
        if !problems.diagnostics.isEmpty {
            throw DiagnosticError(problems.diagnostics)
        }
        guard !set.endpoints.isEmpty else {
            throw DiagnosticError(Diagnostic(
                .error,
                "no samples",
                hint: "pass the folder of samples with --json, or give each endpoint in the manifest a 'sample:' file"
            ))
        }
        set.endpoints.sort { $0.name < $1.name }
        return set
    }
}
