/// The inputs issue 25 found gen accepting or choking on, as cases that must stay refused:
/// a crafted `.gen.lock` naming files outside the module, a capture whose errors would quote
/// credentials, and inputs that must be errors (a link out of the samples folder, set.yml
/// linked out of its set, a template of invalid UTF-8, control characters in a manifest's
/// path or a capture's method, includes that double at every level).
enum HostileCases {
    static let canaryHash = SHA256.hex(Array(CaseFolder.canaryText.utf8))
    static let otherHash = String(repeating: "0", count: 64)

    /// Paths from the module folder `out/M` to the canary in the case folder, or that would
    /// forge a line, each with the link it needs.
    static let lockPaths: [(String, (path: String, target: String)?)] = [
        ("../../\(CaseFolder.canaryName)", nil), ("\(CaseFolder.placeholder)/\(CaseFolder.canaryName)", nil),
        ("./../../\(CaseFolder.canaryName)", nil), ("Model/../../../\(CaseFolder.canaryName)", nil),
        ("a\u{0}b.swift", nil), ("a\rb.swift", nil), (".gen.lock", nil),
        ("up/\(CaseFolder.canaryName)", ("up", "../..")),
    ]

    /// A module, then a lock line naming a file outside it, then a run with or without
    /// `--force`, which must refuse.
    static func lock(_ fuzzCase: inout FuzzCase, using rng: inout SplitMix64) {
        let (path, link) = rng.pick(lockPaths)
        let kinds = link == nil ? ["file owned \(canaryHash)", "file owned \(otherHash)", "file scaffold \(canaryHash)", "orphan - \(canaryHash)", "pending owned \(canaryHash)"]
            : ["file owned \(canaryHash)", "file owned \(otherHash)", "orphan - \(canaryHash)"]
        fuzzCase.kind = .lock
        fuzzCase.steps = [.module(force: false), .craftLock(line: rng.pick(kinds) + " " + path, link: link), .module(force: rng.chance(50))]
        fuzzCase.mustRefuse = true
    }

    static let secrets = ["Bearer FUZZ-SECRET-TOKEN-41f0", "session=FUZZ-SECRET-COOKIE-9c2e"]

    /// A minified capture of one JSON call with credentials in its headers, cut short or with
    /// a method holding a line feed: `gen import` must refuse it without printing them, and
    /// leave nothing behind.
    static func capture(_ fuzzCase: inout FuzzCase, using rng: inout SplitMix64) {
        let method = rng.chance(30) ? "GET\\nfile owned x y" : "GET"
        let har = #"{"log":{"version":"1.2","creator":{"name":"fuzz","version":"1"},"entries":[{"startedDateTime":"2024-01-01T00:00:00Z","time":1,"# +
            #""request":{"method":"\#(method)","url":"https://api.example.com/v1/items","httpVersion":"HTTP/1.1","headers":[{"name":"Authorization","value":"\#(secrets[0])"},{"name":"Cookie","value":"\#(secrets[1])"}],"queryString":[],"cookies":[],"headersSize":-1,"bodySize":0},"# +
            #""response":{"status":200,"statusText":"OK","httpVersion":"HTTP/1.1","headers":[{"name":"Content-Type","value":"application/json"}],"cookies":[],"content":{"size":12,"mimeType":"application/json","text":"{\"items\":[]}"},"redirectURL":"","headersSize":-1,"bodySize":12},"# +
            #""cache":{},"timings":{"send":0,"wait":1,"receive":0}}]}}"#
        let bytes = Array(har.utf8)
        fuzzCase.kind = .capture
        fuzzCase.capture = method == "GET" ? Array(bytes.prefix(rng.int(40...(bytes.count - 2)))) : bytes
        fuzzCase.secrets = secrets
        fuzzCase.moduleFolder = "imported"
        fuzzCase.steps = [.importCapture]
        fuzzCase.mustRefuse = true
    }

    /// One input gen must refuse with a located error, then `gen lint` or `gen module`; or
    /// includes that double at every level, which must end in time whether or not they fit
    /// the render budget.
    static func refused(_ fuzzCase: inout FuzzCase, using rng: inout SplitMix64) {
        fuzzCase.kind = .hostile
        switch rng.int(0...4) {
        case 0:
            fuzzCase.sampleLinks = [rng.pick(["dangling.json", "outside.json"]): rng.pick(["/nonexistent/x.json", "\(CaseFolder.placeholder)/\(CaseFolder.canaryName)"])]
        case 1:
            fuzzCase.set.files["set.yml"] = nil
            fuzzCase.set.links["set.yml"] = rng.pick(["/etc/passwd", "\(CaseFolder.placeholder)/\(CaseFolder.canaryName)", "../../\(CaseFolder.canaryName)"])
        case 2:
            let name = rng.pick(fuzzCase.set.files.paths.filter { $0.hasSuffix(".stencil") })
            let text = fuzzCase.set.files[name] ?? []
            let at = rng.int(0...text.count)
            fuzzCase.set.files[name] = Array(text[..<at]) + [0xFF, 0xFE, 0xC3] + Array(text[at...])
        case 3:
            var text = String(decoding: fuzzCase.manifest, as: UTF8.self)
            text += text.contains("endpoints:") ? "\n" : "\nendpoints:\n"
            text += rng.pick(["  - name: Extra\n    path: \"/a\\nfile owned x y\"\n", "  - name: Extra\n    method: \"GET\\nPOST\"\n", "  - name: \"Ex\\ttra\"\n"])
            fuzzCase.manifest = Array(text.utf8)
        default:
            TemplateMutator.addDoublingIncludes(to: &fuzzCase.set, levels: rng.pick([16, 20, 24]), using: &rng)
        }
        fuzzCase.steps = [rng.chance(50) ? .lint : .module(force: false)]
        fuzzCase.mustRefuse = fuzzCase.set.files["D0.stencil"] == nil
    }
}
