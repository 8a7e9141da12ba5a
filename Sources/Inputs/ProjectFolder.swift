import Diagnostics
import Support

/// The project is the folder of gen.yml and everything below it. A manifest arrives in pull
/// requests like any other file, so the samples folder it names (`samples:`) must resolve,
/// links followed, inside the project; a folder elsewhere is read only when the command line
/// names it (`--json DIR`). An endpoint's `sample:` file may lie elsewhere, as the examples
/// sharing one set of samples do.
enum ProjectFolder {
    static func problems(of manifest: Manifest, source: SourceText, fileSystem: any FileSystem) -> [Diagnostic] {
        let project = Paths.directory(of: source.path)
        return [manifest.samples].compactMap { $0 }.compactMap { path in
            let resolved = Paths.resolve(path.value, from: project)
            guard fileSystem.kind(of: resolved) != nil, !Confinement.resolves(resolved, inside: [project], fileSystem: fileSystem) else { return nil }
            return .error(
                "'\(path.value)' is outside the project, the folder of \(Paths.fileName(of: source.path)) and below",
                in: source,
                at: path.location.position,
                hint: "gen.yml names samples inside its own folder; pass a folder elsewhere on the command line with --samples"
            )
        }
    }
}
