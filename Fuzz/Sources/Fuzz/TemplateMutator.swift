/// Mutations of one template of a set, or of the shared folder: the byte mutations, plus
/// unclosed and stray tags, recursive macros, strings doubled until they are huge, nested
/// loops, chained filters, deep nesting, includes of themselves and of files outside the
/// set (directly or through links made in the set), and the whole template repeated.
struct TemplateMutator {
    static let canaryPaths = ["../../\(CaseFolder.canaryName)", "\(CaseFolder.placeholder)/\(CaseFolder.canaryName)", "/etc/passwd"]

    static let broken = [
        "{% if module %}", "{{ module.name ", "{% for e in module.endpoints %}", "{# open comment", "{% endfor %}",
        "{% endif %}", "{% endmacro %}", "{% block b %}", "{% else %}", "{% %}", "{{ }}", "{%", "}}", "{{ module.name|nope }}",
        "{{ module.name|indent:100000 }}", "{{ module.name|indent:-1 }}", "{% nope %}", "{{ 1/0 }}", "{{ module.endpoints[99999] }}",
        "{{ nope.nope.nope }}", "{% set %}", "{% macro %}", "{% macro m(a, a) %}{% endmacro %}", "{{ m() }}", "{{ \"\\u0000\" }}",
    ]

    static func hostile(selfName: String) -> [String] {
        let doubling = "{% macro d(s) %}{{ s }}{{ s }}{% endmacro %}{% set a = module.name %}"
            + String(repeating: "{% set a = d(a) %}", count: 40) + "{{ a }}"
        let loops = (0..<6).map { "{% for l\($0) in module.endpoints %}" }.joined() + "{{ l5.name }}" + String(repeating: "{% endfor %}", count: 6)
        return [
            "{% macro r(x) %}{{ r(x) }}{% endmacro %}{{ r(1) }}",
            "{% macro a(x) %}{{ b(x) }}{% endmacro %}{% macro b(x) %}{{ a(x) }}{% endmacro %}{{ a(1) }}",
            doubling, loops,
            "{% set t = module.name %}" + String(repeating: "{% set t = t|indent:4, true %}", count: 2_000) + "{{ t }}",
            "{{ module.name" + String(repeating: "|upperFirst", count: 5_000) + " }}",
            String(repeating: "{% if true %}", count: 150) + "x" + String(repeating: "{% endif %}", count: 150),
            String(repeating: "{% if true %}", count: 5_000) + "x",
            "{{ " + String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000) + " }}",
            "{% include \"\(selfName)\" %}", "{% extends \"\(selfName)\" %}",
            "{% include \"cycle-a.stencil\" %}",
        ] + canaryPaths.flatMap { ["{% include \"\($0)\" %}", "{% extends \"\($0)\" %}"] }
    }

    /// Mutates one template of `set` or of `common`; returns the set (with any links and
    /// files the mutation needs) and the shared folder.
    static func mutate(set: FileTree, common: FileTree, splices: [[UInt8]], using rng: inout SplitMix64) -> (MutatedSet, FileTree) {
        var result = MutatedSet(files: set)
        var shared = common
        let inShared = rng.chance(25)
        let names = (inShared ? common : set).paths.filter { $0.hasSuffix(".stencil") }
        let name = rng.pick(names)
        let original = (inShared ? common[name] : set[name]) ?? []
        var text = String(decoding: original, as: UTF8.self)
        switch rng.int(0...9) {
        case 0...3:
            text = String(decoding: ByteMutator.mutate(original, splices: splices, using: &rng), as: UTF8.self)
        case 4, 5:
            text = inserting(rng.pick(broken), into: text, using: &rng)
        case 6, 7:
            text = inserting(rng.pick(hostile(selfName: name)), into: text, using: &rng)
            result.files["cycle-a.stencil"] = Array("{% include \"cycle-b.stencil\" %}".utf8)
            result.files["cycle-b.stencil"] = Array("{% include \"cycle-a.stencil\" %}".utf8)
        case 8:
            let (include, links): (String, [String: String]) = rng.pick([
                ("etc/passwd", ["etc": "/etc"]), ("link.stencil", ["link.stencil": "\(CaseFolder.placeholder)/\(CaseFolder.canaryName)"]),
                ("link.stencil", ["link.stencil": "../../\(CaseFolder.canaryName)"]), ("link.stencil", ["link.stencil": "/etc/passwd"]),
                ("self.stencil", ["self.stencil": "self.stencil"]), ("dir/x.stencil", ["dir": "."]),
            ])
            text = inserting("{% include \"\(include)\" %}", into: text, using: &rng)
            result.links = links
        default:
            text = String(repeating: text, count: rng.pick([2, 3, 16, 64]))
        }
        if inShared {
            shared[name] = Array(text.utf8)
        } else {
            result.files[name] = Array(text.utf8)
        }
        return (result, shared)
    }

    /// Templates `D0` … `D<levels>`, each including the next twice, and an include of `D0` in
    /// one template of the set: 2^levels copies if includes were inlined.
    static func addDoublingIncludes(to set: inout MutatedSet, levels: Int, using rng: inout SplitMix64) {
        for level in 0..<levels {
            set.files["D\(level).stencil"] = Array("{% include \"D\(level + 1).stencil\" %}{% include \"D\(level + 1).stencil\" %}".utf8)
        }
        set.files["D\(levels).stencil"] = Array("x".utf8)
        let name = rng.pick(set.files.paths.filter { $0.hasSuffix(".swift.stencil") })
        set.files[name] = Array(inserting("{% include \"D0.stencil\" %}", into: String(decoding: set.files[name] ?? [], as: UTF8.self), using: &rng).utf8)
    }

    /// `snippet` inserted at the start of a random line.
    static func inserting(_ snippet: String, into text: String, using rng: inout SplitMix64) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.insert(snippet, at: rng.int(0...lines.count))
        return lines.joined(separator: "\n")
    }
}
