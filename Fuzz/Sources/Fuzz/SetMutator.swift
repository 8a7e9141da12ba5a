/// A mutated template set: its files (set.yml among them) and the symbolic links to create in
/// its folder, path relative to the set → target. `CaseFolder.placeholder` in either stands
/// for the case folder's absolute path.
struct MutatedSet {
    var files: FileTree
    var links: [String: String] = [:]
}

/// Mutations of a set.yml: template paths that leave the set (`..`, absolute, through links
/// made in the set folder), output paths with control characters, gen's own names, `..`,
/// very long names, a file and a folder of the same name, the same file twice, and bad values.
struct SetMutator {
    static let case_ = CaseFolder.placeholder
    static let canary = CaseFolder.canaryName

    /// Template names that must not be read, each with the link it needs (name → target).
    static let readTricks: [(String, [String: String])] = [
        ("../../\(canary)", [:]), ("\(case_)/\(canary)", [:]), ("/etc/passwd", [:]), ("sub/../../../\(canary)", [:]),
        ("link.stencil", ["link.stencil": "\(case_)/\(canary)"]), ("link.stencil", ["link.stencil": "../../\(canary)"]),
        ("link.stencil", ["link.stencil": "/etc/passwd"]), ("etc/passwd", ["etc": "/etc"]),
        ("out/\(canary)", ["out": "\(case_)"]), ("loop.stencil", ["loop.stencil": "loop.stencil"]),
        ("../common/Model.swift.stencil", [:]), ("./Swift.stencil", [:]), ("", [:]), (".", [:]), ("..", [:]),
    ]

    /// Output paths that gen must refuse, or write only inside the module folder.
    static let writeTricks = [
        "../escape.txt", "../../escape.txt", "\(case_)/escape.txt", "\"a\\u0000b.txt\"", "\"a\\nmodel X Y.txt\"", "\"a\\tb\\r.txt\"",
        ".gen.lock", "Api/.gen.lock", ".x.gen-0123", "Model/Home.swift.orig", "A.orig.2", "\"\"", ".", "..", "/",
        "a//b.swift", "a/./b.swift", "Api", "\"{{ module.name }}{{ module.name }}{{ module.name }}{{ module.name }}{{ module.name }}/x\"",
        String(repeating: "p", count: 300) + ".swift", String(repeating: "d/", count: 2_000) + "x.swift",
        "\"{% for e in module.endpoints %}{{ e.name }}/{% endfor %}x.swift\"", "\"{{ nope }}\"", "\"{% if %}\"", "\"é/日本/🧪.swift\"",
    ]

    static func mutate(_ set: FileTree, splices: [[UInt8]], using rng: inout SplitMix64) -> MutatedSet {
        var result = MutatedSet(files: set)
        var text = String(decoding: set["set.yml"] ?? [], as: UTF8.self)
        let templates = set.paths.filter { $0.hasSuffix(".stencil") }
        switch rng.int(0...9) {
        case 0...2:
            result.files["set.yml"] = ByteMutator.mutate(Array(text.utf8), splices: splices, using: &rng)
            return result
        case 3, 4:
            let (template, links) = rng.pick(readTricks)
            text = replacingValue(of: "- template:", in: text, with: template, using: &rng)
            result.links = links
        case 5, 6:
            text = replacingValue(of: "path:", in: text, with: rng.pick(writeTricks), using: &rng)
        case 7:
            let first = rng.pick(["Dup", "Api", "Model/Home.swift"])
            let paths = [first, first + "/b.txt"]
            let ordered = rng.chance(50) ? paths : paths.reversed()
            for path in ordered {
                text += entry(template: rng.pick(templates), path: path)
            }
        case 8:
            text += entry(template: rng.pick(templates), path: "Same.swift") + entry(template: rng.pick(templates), path: "Same.swift")
        default:
            text = replacingValue(of: rng.pick(["kind:", "layer:", "for:"]), in: text, with: rng.pick(["nope", "\"\"", "[]", "module", "scaffold", "~"]), using: &rng)
        }
        result.files["set.yml"] = Array(text.utf8)
        return result
    }

    static func entry(template: String, path: String) -> String {
        "\n  - template: \(template)\n    kind: owned\n    layer: api\n    for: module\n    path: \"\(path)\"\n"
    }

    /// `text` with the value of one line starting (after indentation) with `key` replaced.
    static func replacingValue(of key: String, in text: String, with value: String, using rng: inout SplitMix64) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let matching = lines.indices.filter { lines[$0].drop(while: { $0 == " " }).hasPrefix(key) }
        guard !matching.isEmpty else { return text }
        let index = rng.pick(matching)
        let indentation = lines[index].prefix(while: { $0 == " " })
        lines[index] = indentation + key + " " + value
        return lines.joined(separator: "\n")
    }
}
