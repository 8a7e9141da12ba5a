import Foundation

/// The folder a case runs in, `<root>/case`, with its logs beside it in `<root>/logs`:
///
///     case/gen.yml, case/samples/…, case/out/
///     case/templates/<set>/…, case/templates/common/…   (GEN_BUILTIN_TEMPLATES=case/templates)
///     case/canary.txt   a file no template may read: it lies outside the set and the shared folder
struct CaseFolder {
    /// Stands for the case folder's absolute path in set.yml, templates and link targets.
    static let placeholder = "@FUZZCASE@"
    static let canaryName = "canary.txt"
    /// What the canary holds; found in gen's output or in a module, it means gen read outside the set.
    static let canaryText = "FUZZ-CANARY-7d1f3a: read outside the template set"
    /// A line of /etc/passwd, which some inputs try to include.
    static let passwdText = "root:x:0:0"

    let root: String
    var folder: String { root + "/case" }
    var logs: String { root + "/logs" }

    /// Creates the folder of `fuzzCase` under `parent`, replacing any left by an earlier run.
    static func create(for fuzzCase: FuzzCase, seed: UInt64, parent: String, tag: String) throws -> CaseFolder {
        let caseFolder = CaseFolder(root: "\(parent)/gen-fuzz-\(seed)-\(tag)\(fuzzCase.number)")
        try? FileManager.default.removeItem(atPath: caseFolder.root)
        try caseFolder.write(fuzzCase)
        return caseFolder
    }

    private func write(_ fuzzCase: FuzzCase) throws {
        for folder in [logs, folder + "/out"] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        try write(Array(Self.canaryText.utf8), to: Self.canaryName)
        try write(fuzzCase.manifest, to: "gen.yml")
        try writeSamples(fuzzCase.samples)
        for (path, target) in fuzzCase.sampleLinks.sorted(by: { $0.key < $1.key }) {
            try FileManager.default.createSymbolicLink(atPath: folder + "/samples/" + path, withDestinationPath: substituted(target))
        }
        if !fuzzCase.capture.isEmpty {
            try write(fuzzCase.capture, to: "capture.har")
        }
        try write(fuzzCase.common, under: "templates/common")
        let setFolder = "templates/" + fuzzCase.setName
        try write(fuzzCase.set.files, under: setFolder)
        for (path, target) in fuzzCase.set.links.sorted(by: { $0.key < $1.key }) {
            let link = folder + "/" + setFolder + "/" + path
            try? FileManager.default.removeItem(atPath: link)
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: substituted(target))
        }
        for (path, special) in fuzzCase.specialFiles.sorted(by: { $0.key < $1.key }) {
            try FileManager.default.createDirectory(atPath: Self.parent(of: folder + "/" + path), withIntermediateDirectories: true)
            try special.make(at: folder + "/" + path)
        }
    }

    private static func parent(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    }

    /// Replaces the samples folder with `samples`.
    func writeSamples(_ samples: FileTree) throws {
        try? FileManager.default.removeItem(atPath: folder + "/samples")
        try FileManager.default.createDirectory(atPath: folder + "/samples", withIntermediateDirectories: true)
        try write(samples, under: "samples")
    }

    private func write(_ tree: FileTree, under prefix: String) throws {
        for path in tree.paths {
            let bytes = String(decoding: tree[path] ?? [], as: UTF8.self).contains(Self.placeholder)
                ? Array(substituted(String(decoding: tree[path] ?? [], as: UTF8.self)).utf8)
                : tree[path] ?? []
            try write(bytes, to: prefix + "/" + path)
        }
    }

    func write(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: folder + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    func substituted(_ text: String) -> String {
        text.replacingOccurrences(of: Self.placeholder, with: folder)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}
