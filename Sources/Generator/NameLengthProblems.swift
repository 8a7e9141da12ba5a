import Diagnostics
import Inputs
import Support
import Writer

/// File names the file system would refuse, found once the module is rendered and located
/// where the name comes from: the manifest entry of the endpoint (or `module:` for the
/// module's own files), so the error points at what to shorten.
enum NameLengthProblems {
    static func located(_ files: [GeneratedFile], folder: String, manifest: ManifestFile, fileSystem: any FileSystem) -> [Diagnostic] {
        let limits = NameLimits(of: folder, fileSystem: fileSystem)
        let specs = manifest.manifest.endpointsByName
        return files.compactMap { file in
            limits.problem(of: file, in: folder).map { problem in
                guard let location = origin(of: file, in: manifest.manifest, specs: specs), manifest.source?.path == location.path else { return problem }
                var located = Diagnostic(.error, problem.message, at: location, quoting: manifest.source, hint: problem.hint)
                located.notes = problem.notes
                return located
            }
        }
    }

    private static func origin(of file: GeneratedFile, in manifest: Manifest, specs: [String: EndpointSpec]) -> SourceLocation? {
        guard let endpoint = file.endpoint else { return manifest.module?.location }
        return specs[endpoint]?.name.location
    }
}
