import Foundation
import Testing
import TestSupport

/// What `gen import` writes, `gen lint` and `gen module` read as it is: the endpoint each
/// samples folder names is the one gen.yml lists, so no second endpoint appears beside it and
/// nothing is renamed, whatever the paths of the capture.
@Suite struct ImportThenModuleTests {
    static func entry(_ method: String, _ url: String, body: String = #"{"id": 1, "name": "a"}"#, requestBody: String? = nil) -> String {
        let post = requestBody.map { #", "postData": {"mimeType": "application/json", "text": \#(quoted($0))}"# } ?? ""
        return #"{"request": {"method": "\#(method)", "url": "\#(url)", "headers": []\#(post)}, "response": {"status": 200, "content": {"mimeType": "application/json", "text": \#(quoted(body))}}}"#
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    static func har(_ entries: [String]) -> String {
        #"{"log": {"version": "1.2", "creator": {"name": "test", "version": "1"}, "entries": [\#n"# + entries.joined(separator: ",\n") + "\n]}}\n"
    }

    /// The paths of issue 27: acronyms, dates, URNs, Unicode, names that differ in case, and
    /// query values that must stay strings or be UUIDs.
    static let issueCapture = har([
        entry("GET", "https://api.test/v1/json-body"),
        entry("GET", "https://api.test/v1/jsonbody"),
        entry("GET", "https://api.test/apiVcd"),
        entry("GET", "https://api.test/SDKServer"),
        entry("GET", "https://api.test/id/idtwo"),
        entry("POST", "https://api.test/generateIT", requestBody: #"{"prompt": "x"}"#),
        entry("GET", "https://api.test/user-ids"),
        entry("GET", "https://api.test/caf%C3%A9/cr%C3%A8me"),
        entry("POST", "https://api.test/login/date_20220202idUUID", requestBody: #"{"user": "a"}"#),
        entry("GET", "https://api.test/voyager/identity/dash/profiles/urn:li:fsd_profile:ACoAABcdEFGhijKLMnopQRStuvWXyz0123456789abcdef/memberships"),
        entry("GET", "https://api.test/stores?zip=01234&id=1&id=2&ref=3f2b8c1e-9d4a-4e5b-8c7d-1a2b3c4d5e6f&code=a1"),
        entry("GET", "https://api.test/stores?zip=02134&ref=4f2b8c1e-9d4a-4e5b-8c7d-1a2b3c4d5e6f&code=7&price=2.5"),
        entry("GET", "https://api.test/self"),
        entry("GET", "https://api.test/%E6%97%A5%E6%9C%AC"),
    ])

    /// Imports `capture`, then lints and generates the module with `set` (a dry run), each in
    /// this process; returns gen.yml.
    @discardableResult
    static func importLintAndGenerate(_ capture: String, set: String = "async", context: String) throws -> String {
        let folder = try TemporaryFolder()
        try folder.write(capture, to: "capture.har")
        let imported = try folder.gen("import", "capture.har", "--module", "Shop", "-q")
        try #require(imported.status == 0, "import, \(context):\n\(imported.errorOutput)")
        let manifest = try folder.read("gen.yml")
        let lint = try folder.gen("lint")
        #expect(lint.status == 0 && lint.errorOutput.isEmpty, "lint, \(context):\n\(lint.output)\(lint.errorOutput)\n\(manifest)")
        let module = try folder.gen("module", "--templates", set, "--dry-run")
        #expect(module.status == 0 && module.errorOutput.isEmpty, "module, \(context):\n\(module.errorOutput)\n\(manifest)")
        let names = manifest.split(separator: "\n").compactMap { line in
            line.hasPrefix("  - name: ") ? String(line.dropFirst("  - name: ".count)) : nil
        }
        let apiFiles = module.output.split(separator: "\n").filter { $0.hasPrefix("create") && $0.contains("/Api/") && $0.hasSuffix("API.swift") && !$0.hasSuffix("/Api/ShopAPI.swift") }
        #expect(apiFiles.count == names.count, "\(context): one Api file per endpoint of gen.yml:\n\(module.output)\n\(manifest)")
        for name in names {
            #expect(apiFiles.contains { $0.hasSuffix("/Api/\(name)API.swift") }, "\(context): no Api file for \(name):\n\(module.output)")
        }
        return manifest
    }

    @Test(arguments: ["async", "rxswift"])
    func theIssuesPathsImportLintAndGenerate(set: String) throws {
        let manifest = try Self.importLintAndGenerate(Self.issueCapture, set: set, context: "issue 27")
        for line in [
            "  - name: JSONBody\n", "    sample: samples/json_body\n", "  - name: Jsonbody2\n",
            "  - name: APIVcd\n", "  - name: IDIdtwo\n", "  - name: CreateGenerateIt\n", "  - name: UserIDs\n",
            "  - name: CafeCreme\n", "  - name: CreateLogin\n", "  - name: EndpointSelf\n", "  - name: Root\n",
            #"    params: { zip: String, id: "[Int]?", ref: UUID, code: String, price: Double? }"#,
        ] {
            #expect(manifest.contains(line), "\(line) not in:\n\(manifest)")
        }
    }

    /// Random paths, seeded, accented and other scripts among the words: import, lint and
    /// module agree on every endpoint and every path parameter.
    @Test(arguments: 0..<4)
    func randomCapturesImportLintAndGenerate(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let words = ["users", "JSON", "Body", "api", "ids", "SDK", "Server", "it", "IT", "data", "2fa", "v2", "me", "A", "b", "café", "über", "日本"]
        let methods = ["GET", "GET", "POST", "PUT", "DELETE"]
        var entries: [String] = []
        for _ in 0..<Int.random(in: 3...10, using: &random) {
            let segments = (0..<Int.random(in: 1...4, using: &random)).map { _ -> String in
                if Int.random(in: 0..<5, using: &random) == 0 { return String(Int.random(in: 1...999, using: &random)) }
                return (0..<Int.random(in: 1...3, using: &random)).map { _ in words.randomElement(using: &random) ?? "" }
                    .joined(separator: ["-", "_", ""].randomElement(using: &random) ?? "")
                    .addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? ""
            }
            let method = methods.randomElement(using: &random) ?? "GET"
            entries.append(Self.entry(method, "https://api.test/" + segments.joined(separator: "/"), requestBody: method == "GET" || method == "DELETE" ? nil : #"{"a": 1}"#))
        }
        try Self.importLintAndGenerate(Self.har(entries), context: "seed \(seed)")
    }
}
