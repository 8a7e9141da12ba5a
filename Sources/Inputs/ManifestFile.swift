import Diagnostics
import Support

/// gen.yml as one run reads it: read and decoded once, with the problems of the parts that
/// did not decode, so later checks can report theirs in the same run.
public struct ManifestFile: Sendable {
    public static let defaultPath = "gen.yml"

    /// The manifest as far as it decodes; empty when there is no manifest.
    public var manifest: Manifest
    /// The manifest's text; nil when there is none.
    public var source: SourceText?
    public var problems: [Diagnostic]

    public init(manifest: Manifest = Manifest(), source: SourceText? = nil, problems: [Diagnostic] = []) {
        self.manifest = manifest
        self.source = source
        self.problems = problems
    }

    /// Reads `requested`, or `gen.yml` when it exists. Throws only when there is no manifest
    /// to read where one was named, or its YAML does not parse.
    public static func load(_ requested: String?, fileSystem: any FileSystem) throws(DiagnosticError) -> ManifestFile {
        let path = requested ?? defaultPath
        switch fileSystem.kind(of: path) {
        case .file:
            let source = try UTF8Text.read(path, fileSystem: fileSystem)
            let (manifest, problems) = try ManifestDecoder.decodeCollecting(source)
            return ManifestFile(manifest: manifest, source: source, problems: problems + ProjectFolder.problems(of: manifest, source: source, fileSystem: fileSystem))
        case .directory:
            throw DiagnosticError(Diagnostic(
                .error,
                "manifest '\(path)' is a folder, not a file",
                hint: requested == nil ? "gen reads ./\(defaultPath) when it exists; rename the folder or pass --manifest" : "pass the gen.yml file itself with --manifest"
            ))
        case nil:
            if let requested {
                throw DiagnosticError(Diagnostic(.error, "manifest '\(requested)' does not exist"))
            }
            return ManifestFile()
        }
    }

    /// The manifest, or every problem found in it.
    public func decoded() throws(DiagnosticError) -> Manifest {
        if !problems.isEmpty {
            throw DiagnosticError(problems)
        }
        return manifest
    }

    /// The folder holding the manifest, or the working directory when there is none.
    public var folder: String {
        source.map { Paths.directory(of: $0.path) } ?? "."
    }
}
