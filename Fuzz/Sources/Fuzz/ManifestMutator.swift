/// Mutations of a gen.yml: the byte mutations, plus deep nesting, alias bombs, tags,
/// thousands of keys, duplicated lines, odd module names and snippets of every key with
/// values at and past their limits.
struct ManifestMutator {
    /// Top-level lines to append, each valid YAML whatever gen makes of it.
    static let snippets = [
        "naming: gckit", "naming: kebab", "access: internal", "access: private",
        "layers: [api, model, viewmodel, router, viewcontroller, cell]", "layers: []", "layers: [model]", "layers: [nope]",
        "render: { steps: 1 }", "render: { bytes: 10 }", "render: { steps: 2000000, bytes: 33554432 }", "render: { steps: 0 }",
        "render: { steps: 99999999999999999999999 }", "render: { steps: -1, bytes: 1.5 }",
        "envelope: { data: data, code: code, success: 0 }", "envelope: { data: data }", "envelope: []",
        "types: { Home.items: Date, Product.id: \"[String: [Int?]]\" }", "types: { Nope.nope: map }",
        "inference: { enumMaxCases: 0, enumMinOccurrences: 1, mapMinKeys: 1, detectFormats: false }",
        "inference: { mapMinKeys: 99999999999999999999 }",
        "package: { version: \"\", platforms: { ios: \"99\" }, dependencies: { A: \">= 1\" } }",
        "package: { homepage: \"\\u0000\", license: [] }",
        "templates: /etc", "templates: ../../..", "samples: /nonexistent", "output: ''",
        "module: class", "module: \"\"", "module: \"Jäcob\"", "module: \"A\\u0000B\"", "module: \"A\\nB\"", "module: 9lives",
        "endpoints: []", "endpoints: {}", "endpoints: null",
        "? [complex, key]\n: value", "unknown: 1", "module: Jacob\nmodule: Shop",
        "x: !custom 1", "y: !!int Jacob", "z: !!binary aGVsbG8=", "w: !!python/object:os.system ls",
        "a: &a [x, x]\nb: *a\nc: *nope", "%YAML 1.1\n---", "---\n---", "...",
    ]

    /// Endpoint entries to append under `endpoints:`.
    static let endpoints = [
        "  - name: Home\n    path: /again", "  - name: \"\"\n", "  - name: class\n    method: FETCH",
        "  - name: Extra\n    path: /a/{id}/{id}/{}", "  - name: Extra\n    path: no-slash\n    route: <int:x>/<x>/<>",
        "  - name: Extra\n    sample: /dev/null", "  - name: Extra\n    sample: /etc/passwd", "  - name: Extra\n    sample: samples",
        "  - name: Extra\n    params: { \"a b\": Int, self: \"[[String: Int?]]\", x: Nope }",
        "  - name: Extra\n    list: { page: page, size: size, first: -1, pageSize: 0, items: nope }",
        "  - name: Extra\n    model: Home", "  - name: Extra\n    model: \"\"",
        "  - 1", "  - [a, b]", "  - name: Extra\n    unknown: [1]",
    ]

    static func mutate(_ input: [UInt8], splices: [[UInt8]], using rng: inout SplitMix64) -> [UInt8] {
        var text = String(decoding: input, as: UTF8.self)
        switch rng.int(0...11) {
        case 0...3:
            return ByteMutator.mutate(input, splices: splices, using: &rng)
        case 4:
            text += "\n" + rng.pick(snippets) + "\n"
        case 5:
            text += text.contains("endpoints:") ? "\n" : "\nendpoints:\n"
            text += rng.pick(endpoints) + "\n"
        case 6:
            text += "\ndeep: " + nesting(using: &rng) + "\n"
        case 7:
            text += "\n" + aliasBomb(levels: rng.int(3...12)) + "\n"
        case 8:
            let count = rng.pick([100, 2_000, 20_000])
            text += "\n" + (0..<count).map { "unknown\($0): \($0)" }.joined(separator: "\n") + "\n"
        case 9:
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let line = rng.int(0...(lines.count - 1))
            lines.insert(lines[line], at: line)
            text = lines.joined(separator: "\n")
        case 10:
            text = replacingModule(in: text, with: oddModuleName(using: &rng))
        default:
            text = text.replacingOccurrences(of: "\n", with: rng.pick(["\r\n", "\r", "\n\t", "\n\u{0}"]))
        }
        return Array(text.utf8)
    }

    static func nesting(using rng: inout SplitMix64) -> String {
        let depth = rng.pick([100, 1_000, 10_000, 60_000])
        let open = rng.pick(["[", "{a: ", "- "])
        let close = open == "[" ? "]" : open == "{a: " ? "}" : ""
        let closing = rng.chance(70) ? depth : rng.int(0...depth)
        if open == "- " {
            return "\n" + (0..<min(depth, 2_000)).map { String(repeating: " ", count: $0) + "- " }.joined(separator: "\n") + "x"
        }
        return String(repeating: open, count: depth) + "x" + String(repeating: close, count: closing)
    }

    /// Each level lists the one before it ten times: 10^levels scalars if aliases were expanded.
    static func aliasBomb(levels: Int) -> String {
        var lines = ["bomb0: &b0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1..<levels {
            let previous = Array(repeating: "*b\(level - 1)", count: 10).joined(separator: ", ")
            lines.append("bomb\(level): &b\(level) [\(previous)]")
        }
        return lines.joined(separator: "\n")
    }

    static func oddModuleName(using rng: inout SplitMix64) -> String {
        switch rng.int(0...3) {
        case 0: return rng.identifier(length: rng.int(200...300))
        case 1: return rng.pick(["Jäcob", "日本", "Self", "Type", "Any", "Swift", "Foundation", "_", "`class`", "A.B", "A/B", "..", "/tmp/x"])
        case 2: return "\"" + rng.pick(["A\\u0000B", "A\\tB", "A\\u202EB", "A\\nfile owned x y"]) + "\""
        default: return rng.identifier(length: rng.int(1...60))
        }
    }

    static func replacingModule(in text: String, with name: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let index = lines.firstIndex(where: { $0.hasPrefix("module:") }) {
            lines[index] = "module: " + name
        } else {
            lines.insert("module: " + name, at: 0)
        }
        return lines.joined(separator: "\n")
    }
}
