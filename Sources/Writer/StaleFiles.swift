import Diagnostics
import Support

/// The files of the lock that a run no longer generates, because their endpoint is gone or
/// the template set or naming changed: an unedited owned file is removed, an edited one is a
/// conflict (removed with `--force`, the edit kept in a backup), and a scaffold file is never
/// deleted but orphaned, named on every run until the user deletes it.
extension ModuleWriter {
    func staleFiles(
        of lock: LockFile,
        generated: [GeneratedFile],
        in folder: String,
        force: Bool
    ) throws(DiagnosticError) -> [WritePlan.File] {
        let generatedPaths = Set(generated.map(\.path))
        let liveEndpoints = Set(generated.compactMap(\.endpoint))
        let goneEndpoints = lock.models.endpoints.filter { !liveEndpoints.contains($0) }
        var stale: [WritePlan.File] = []
        for entry in lock.files where !generatedPaths.contains(entry.path) {
            let path = Paths.join(folder, entry.path)
            if let link = symbolicLink(onTheWayTo: entry.path, under: folder) {
                throw DiagnosticError(Diagnostic(
                    .error,
                    "\(link) is a symbolic link on the way to \(path), which \(LockFile.fileName) names; gen reads, moves and deletes only inside the module folder",
                    hint: "replace the link with a real folder, or remove its line from \(LockFile.fileName)"
                ))
            }
            guard fileSystem.kind(of: path) == .file else { continue }
            let bytes = try diagnosed(fileSystem.readFile(path))
            var file = WritePlan.File(
                generated: GeneratedFile(path: entry.path, contents: "", ownership: entry.ownership),
                action: .remove,
                displayPath: path,
                existing: String(decoding: bytes, as: UTF8.self),
                isGenerated: false
            )
            if entry.ownership == .scaffold {
                file.action = .orphaned
                file.orphanOf = entry.orphanOf ?? Self.endpoint(of: entry.path, among: goneEndpoints)
            } else if SHA256.hex(bytes) != entry.hash {
                if force {
                    file.backup = backupPath(for: path)
                } else {
                    file.action = .conflict
                }
            }
            stale.append(file)
        }
        return stale
    }

    /// The first free name of `<file>.orig`, `<file>.orig.2`, … beside `path`.
    func backupPath(for path: String) -> String {
        var candidate = path + ".orig"
        var number = 2
        while fileSystem.kind(of: candidate) != nil {
            candidate = path + ".orig.\(number)"
            number += 1
        }
        return candidate
    }

    /// The removed endpoint a file was written for: the longest endpoint name its file name
    /// holds, or empty for a file of the module.
    private static func endpoint(of path: String, among endpoints: [String]) -> String {
        let name = Paths.fileName(of: path)
        return endpoints.filter { name.hasPrefix($0) }.max { $0.count < $1.count } ?? ""
    }

    /// The warning an orphaned file gets on every run until it is deleted.
    package static func orphanWarning(_ file: WritePlan.File) -> Diagnostic {
        let reason = (file.orphanOf ?? "").isEmpty
            ? "no template writes this path any more (the template set, naming or layers changed, or its endpoint stopped being a screen)"
            : "it was written for the endpoint \(file.orphanOf ?? ""), which the module no longer has"
        return Diagnostic(
            .warning,
            "\(file.displayPath) is orphaned: \(reason)",
            hint: "gen never deletes a scaffold file; move what you still need out of it, then delete it (until then it stays in \(LockFile.fileName) and this warning repeats)"
        )
    }
}
