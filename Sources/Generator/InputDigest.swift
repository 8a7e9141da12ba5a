import Diagnostics
import Inputs
import Renderer
import Support
import Writer

/// The SHA-256 of everything a module run reads that shapes what it writes and prints,
/// read and hashed without inferring or rendering anything: what seals the lock
/// (`LockFile.digest`), so that a rerun with nothing changed reads and hashes only. Each
/// file enters it by its XXH64, which tells a changed file from an unchanged one as surely
/// for this purpose (nothing is won by forging a collision with one's own files) and took
/// this digest, on a cold run of examples/Jacob, from 7.75M instructions to 1.38M (callgrind,
/// both threads).
///
/// It covers gen's version (not the build's commit), the run's recorded inputs (module name, samples folder,
/// manifest, template set and naming, as the lock records them), the manifest's text, the
/// samples folder as the sample loader sees it (every entry's name and kind, one level of
/// subfolders, the bytes of every `*.json` file, where each symbolic link resolves), each
/// `sample:` file or folder the manifest names, and every file below the template set's
/// folder and the shared folder (a linked folder there is named with where it resolves,
/// and not entered: the set reads only inside those two folders, which are listed whole). Folders are named by their role, not their path, so the
/// same project elsewhere (another checkout, another machine) digests the same.
struct InputDigest: Sendable {
    let fileSystem: any FileSystem

    func sources(genVersion: String, inputs: LockFile.Inputs, manifest: ManifestFile, samplesFolder: String?, templates: TemplateFolders) -> String {
        let header = [
            "gen \(Self.release(genVersion))",
            "module \(inputs.module)",
            "samples \(inputs.samples.joined(separator: " "))",
            "manifest \(inputs.manifest ?? "-")",
            "templates \(inputs.templates)",
            "naming \(inputs.naming ?? "-")",
            "manifest-text " + (manifest.source.map { XXHash64.hex(utf8: $0.text) } ?? "-"),
        ]
        var lines = header.map { Line(text: $0) }
        if let samplesFolder {
            lines += listing(samplesFolder, as: "samples", depth: 2, followingLinks: true, contents: { $0.hasSuffix(".json") })
        }
        for spec in manifest.manifest.endpoints {
            guard let sample = spec.sample else { continue }
            lines += listing(Paths.resolve(sample.value, from: manifest.folder), as: "sample \(spec.name.value)", depth: 1, followingLinks: true, contents: { $0.hasSuffix(".json") })
        }
        lines += listing(templates.set, as: "set", depth: .max, followingLinks: false, contents: { _ in true })
        if let shared = templates.shared {
            lines += listing(shared, as: "shared", depth: .max, followingLinks: false, contents: { _ in true })
        }
        return SHA256.hex(Array(hashed(lines).joined(separator: "\n").utf8))
    }

    /// `gen 0.2.0` of `gen 0.2.0 (commit 0123456789ab)`: the version without the build's
    /// commit, which only some builds know (not the SwiftPM plugin's), so that every build of
    /// one version seals the same lock.
    static func release(_ genVersion: String) -> Substring {
        let release = genVersion.prefix { $0 != "(" }
        return release.hasSuffix(" ") ? release.dropLast() : release
    }

    private func hashed(_ lines: [Line]) -> [String] {
        ParallelMap.map(lines, minimumCount: 128) { [fileSystem] line in
            line.hashing.map { path in line.text + " " + ((try? fileSystem.readFile(path)).map(XXHash64.hex) ?? "unreadable") } ?? line.text
        }
    }

    /// A line of the digested text, and the file whose XXH64 ends it.
    private struct Line: Sendable {
        var text: String
        var hashing: String?
    }

    /// One line for `path` and, for a folder, for each entry below it down to `depth` levels,
    /// sorted (into a linked folder below `path` only when `followingLinks`): its name under
    /// `label`, its kind, where it resolves when it is a symbolic link, and the XXH64 of a
    /// file whose name `contents` accepts.
    private func listing(_ path: String, as label: String, depth: Int, followingLinks: Bool, isRoot: Bool = true, contents: @escaping @Sendable (String) -> Bool) -> [Line] {
        let isLink = fileSystem.isSymbolicLink(path)
        let link = isLink ? " -> " + (fileSystem.realPath(path) ?? "?") : ""
        switch fileSystem.kind(of: path) {
        case nil:
            return [Line(text: "\(label) missing\(link)")]
        case .file:
            return [Line(text: "\(label) file\(link)", hashing: contents(Paths.fileName(of: path)) ? path : nil)]
        case .directory:
            let lines = [Line(text: "\(label) folder\(link)")]
            guard depth > 0, !isLink || isRoot || followingLinks else { return lines }
            guard let names = try? fileSystem.contentsOfDirectory(path) else { return lines + [Line(text: "\(label) unlistable")] }
            // Two system calls an entry: a samples folder of 1,000 files is listed on all cores.
            let entries = ParallelMap.map(names.sorted()) { [self] name in
                listing(Paths.join(path, name), as: label + "/" + name, depth: depth - 1, followingLinks: followingLinks, isRoot: false, contents: contents)
            }
            return lines + entries.joined()
        }
    }
}
