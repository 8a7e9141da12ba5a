import Diagnostics
import Support

/// gen.yml as one run reads it: read and decoded once, with the problems of the parts that
/// did not decode, so later checks can report theirs in the same run.
package struct ManifestFile: Sendable {
    package static let defaultPath = "gen.yml"

    /// The manifest as far as it decodes; empty when there is no manifest.
    package var manifest: Manifest
    /// The manifest's text; nil when there is none.
    package var source: SourceText?
    package var problems: [Diagnostic]

    package init(manifest: Manifest = Manifest(), source: SourceText? = nil, problems: [Diagnostic] = []) {
        self.manifest = manifest
        self.source = source
        self.problems = problems
    }

    /// `gen.yml` in the working directory or in the nearest folder above it that has one, as
    /// git finds `.git` and SwiftLint its configuration: `gen.yml`, `../gen.yml`, …; nil
    /// when no folder up to the root has one.
    package static func find(fileSystem: any FileSystem) -> String? {
        fileSystem.nearest(defaultPath) { _ in true }
    }

    /// Reads `requested`, or the `gen.yml` that `find` finds. Throws only when there is no
    /// manifest to read where one was named, or its YAML does not parse.
    package static func load(_ requested: String?, fileSystem: any FileSystem) throws(DiagnosticError) -> ManifestFile {
        guard let path = requested ?? find(fileSystem: fileSystem) else {
            return ManifestFile()
        }
        switch fileSystem.kind(of: path) {
        case .file:
            let source = try UTF8Text.read(path, limit: .manifest, fileSystem: fileSystem)
            let (manifest, problems) = try ManifestDecoder.decodeCollecting(source)
            return ManifestFile(manifest: manifest, source: source, problems: problems + ProjectFolder.problems(of: manifest, source: source, fileSystem: fileSystem))
        case .directory:
            throw DiagnosticError(Diagnostic(
                .error,
                "manifest '\(path)' is a folder, not a file",
                hint: requested == nil ? "gen reads the \(defaultPath) of this folder or the nearest folder above; rename the folder or pass --manifest" : "pass the gen.yml file itself with --manifest"
            ))
        case nil:
            if let requested {
                throw DiagnosticError(Diagnostic(.error, "manifest '\(requested)' does not exist"))
            }
            return ManifestFile()
        }
    }

    /// The manifest, or every problem found in it.
    package func decoded() throws(DiagnosticError) -> Manifest {
        if !problems.isEmpty {
            throw DiagnosticError(problems)
        }
        return manifest
    }

    /// The folder holding the manifest, or the working directory when there is none.
    package var folder: String {
        source.map { Paths.directory(of: $0.path) } ?? "."
    }
}
