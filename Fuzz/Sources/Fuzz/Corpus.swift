import Foundation

/// Files by path relative to some folder. Code that makes random choices iterates
/// `paths` (sorted), never the dictionary, so a seed reproduces its case exactly.
struct FileTree: Sendable {
    var files: [String: [UInt8]] = [:]

    var paths: [String] { files.keys.sorted() }

    subscript(path: String) -> [UInt8]? {
        get { files[path] }
        set { files[path] = newValue }
    }

    /// Every regular file under `folder`, recursively.
    static func read(_ folder: String) throws -> FileTree {
        var tree = FileTree()
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: folder) else { return tree }
        while let path = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            if manager.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                tree[path] = Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + path)))
            }
        }
        return tree
    }
}

/// One example of the repository: its gen.yml and its samples folder.
struct Example: Sendable {
    var name: String
    var manifest: [UInt8]
    /// Paths relative to `samples/`.
    var samples: FileTree
}

/// The inputs the fuzzer starts from: the repository's examples and built-in templates.
struct Corpus: Sendable {
    var examples: [Example]
    /// The sets `rxswift`, `async` and `swiftui` (which only name collision cases use), each
    /// a tree relative to its folder.
    var sets: [String: FileTree]
    var common: FileTree
    let setNames = ["async", "rxswift"]

    static func load(repository: String) throws -> Corpus {
        var examples: [Example] = []
        for name in ["Jacob", "JacobGckit", "Shop", "Store"] {
            let folder = repository + "/examples/" + name
            var manifest = try String(contentsOfFile: folder + "/gen.yml", encoding: .utf8)
            // JacobGckit reads the samples of examples/Jacob; a case holds them in samples/.
            manifest = manifest.replacingOccurrences(of: "../Jacob/samples/", with: "samples/")
            let samplesFolder = FileManager.default.fileExists(atPath: folder + "/samples") ? folder + "/samples" : repository + "/examples/Jacob/samples"
            examples.append(Example(name: name, manifest: Array(manifest.utf8), samples: try FileTree.read(samplesFolder)))
        }
        var sets: [String: FileTree] = [:]
        for name in ["async", "rxswift", "swiftui"] {
            sets[name] = try FileTree.read(repository + "/templates/" + name)
        }
        return Corpus(examples: examples, sets: sets, common: try FileTree.read(repository + "/templates/common"))
    }

    /// Every input, for splicing a region of one into another.
    var splices: [[UInt8]] {
        var all = examples.flatMap { example in [example.manifest] + example.samples.paths.compactMap { example.samples[$0] } }
        for name in setNames {
            let set = sets[name] ?? FileTree()
            all += set.paths.compactMap { set[$0] }
        }
        return all + common.paths.compactMap { common[$0] }
    }
}
