import Foundation
import Testing
import TestSupport

/// Tests/Corpus/captures holds one small capture per exporter, in that exporter's HAR
/// dialect (its README says which features each exercises). Each is imported in-process,
/// linted, generated with the async templates, and typechecked with one swiftc run.
@Suite struct CaptureCorpusTests {
    static let folder = Repository.root + "/Tests/Corpus/captures"

    /// The endpoints a correct import finds, by scenario: the captures of one scenario were
    /// recorded from the same calls by different tools.
    static let shop = ["GET /v2/products", #"GET "/v2/products/{productID: Int}""#, #"GET "/v2/orders/{orderID: UUID}""#, "POST /v2/cart/items", "GET /v2/stores"]
    static let news = ["GET /api/articles", #"GET "/api/articles/{articleID: Int}""#, #"GET "/api/authors/{authorID: Int}""#, #"GET "/api/comments/{commentID: UUID}""#, "POST /api/comments", "GET /api/editions"]
    static let tasks = ["GET /api/v1/projects", #"GET "/api/v1/projects/{projectID: Int}/tasks""#, #"GET "/api/v1/tasks/{taskID: UUID}""#, #"POST "/api/v1/projects/{projectID: Int}/tasks""#, "GET /api/v1/reports"]
    static let music = ["GET /v1/albums", #"GET "/v1/albums/{albumID: Int}""#, #"GET "/v1/playlists/{playlistID: UUID}""#, "POST /v1/playlists", "GET /v1/charts"]

    struct Capture: Sendable, CustomStringConvertible {
        var name: String
        var endpoints: [String]
        /// The query keys whose values have leading zeros (`zip=02139`): a String in params.
        var leadingZeroKeys: [String]
        var description: String { name }
    }

    static let captures = [
        Capture(name: "chrome", endpoints: shop, leadingZeroKeys: ["zip", "radius"]),
        Capture(name: "firefox", endpoints: news, leadingZeroKeys: ["edition", "region"]),
        Capture(name: "safari", endpoints: tasks, leadingZeroKeys: ["week"]),
        Capture(name: "charles", endpoints: music, leadingZeroKeys: ["week"]),
        Capture(name: "proxyman", endpoints: shop, leadingZeroKeys: ["zip", "radius"]),
        Capture(name: "mitmproxy", endpoints: news, leadingZeroKeys: ["edition", "region"]),
        Capture(name: "fiddler", endpoints: tasks, leadingZeroKeys: ["week"]),
        Capture(name: "polly", endpoints: music, leadingZeroKeys: ["week"]),
    ]

    @Test func everyExporterHasACapture() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { $0.hasSuffix(".har") }.sorted()
        #expect(files == Self.captures.map { $0.name + ".har" }.sorted())
    }

    /// Imports the capture into a fresh folder as a user would: `gen import capture.har`.
    static func imported(_ capture: Capture) throws -> (folder: TemporaryFolder, module: String, output: String, warnings: String) {
        let folder = try TemporaryFolder()
        try folder.write(Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + capture.name + ".har")), to: "capture.har")
        let module = capture.name.prefix(1).uppercased() + capture.name.dropFirst()
        let result = try folder.gen("import", "capture.har", "--module", module)
        #expect(result.status == 0, "\(capture.name): gen import failed:\n\(result.errorOutput)")
        return (folder, module, result.output, result.errorOutput)
    }

    /// Import, then lint without errors, then the async module, whose sources typecheck in
    /// the Swift 6 language mode without warnings against the core gen wrote beside it,
    /// built as the module they import.
    @Test(arguments: captures)
    func importsLintsGeneratesAndTypechecks(_ capture: Capture) throws {
        let (folder, module, output, warnings) = try Self.imported(capture)
        #expect(warnings.contains("warning: entry ") && warnings.contains(" has no response; skipped"), "\(capture.name): \(warnings)")
        #expect(output.contains("kept, 1 error response") || output.contains("error responses, "), "\(capture.name):\n\(output)")
        let lint = try folder.gen("lint")
        #expect(lint.status == 0 && !lint.errorOutput.contains("error:"), "\(capture.name): gen lint:\n\(lint.errorOutput)")
        let generated = try folder.gen("module", "--templates", "async")
        #expect(generated.status == 0, "\(capture.name): gen module:\n\(generated.errorOutput)")
        let sources = Self.swiftFiles(under: folder.path + "/" + module + "/Sources")
        try #require(!sources.isEmpty, "\(capture.name): no sources under \(module)/Sources")
        let core = try Self.asyncCore.get()
        #expect(try Self.coreTexts(in: folder.path) == core.texts, "\(capture.name): its core differs from the one built")
        let typecheck = try Swiftc.run(["-typecheck", "-wmo", "-swift-version", "6", "-I", core.folder.path] + sources)
        #expect(typecheck.status == 0 && typecheck.errorOutput.isEmpty, "\(capture.name) with async:\n\(typecheck.errorOutput)")
    }

    /// The core the first capture's async module was written beside, built as APICore once
    /// for every case: each module of a set writes the same core, which each case checks
    /// before it typechecks against this build.
    static let asyncCore = Result { () throws -> (folder: TemporaryFolder, texts: [String: String]) in
        let (project, _, _, _) = try imported(captures[0])
        let run = try project.gen("module", "--templates", "async")
        guard run.status == 0 else {
            throw CoreBuildFailure(errorOutput: run.errorOutput)
        }
        let folder = try TemporaryFolder.keptUntilExit()
        try buildCore(swiftFiles(under: project.path + "/APICore/Sources/APICore"), into: folder.path)
        return (folder, try coreTexts(in: project.path))
    }

    private struct CoreBuildFailure: Error {
        var errorOutput: String
    }

    /// The core's Swift files under `project`, by their path inside the core's folder.
    static func coreTexts(in project: String) throws -> [String: String] {
        let folder = project + "/APICore/"
        return try Dictionary(uniqueKeysWithValues: swiftFiles(under: folder).map { path in
            (String(path.dropFirst(folder.count)), try String(contentsOfFile: path, encoding: .utf8))
        })
    }

    static func swiftFiles(under folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
    }

    /// Builds APICore.swiftmodule from `sources` into `folder`, for the module's files to import.
    static func buildCore(_ sources: [String], into folder: String) throws {
        try #require(!sources.isEmpty, "no sources under APICore/Sources/APICore")
        let built = try Swiftc.run(["-emit-module", "-wmo", "-parse-as-library", "-swift-version", "6", "-module-name", "APICore", "-emit-module-path", folder + "/APICore.swiftmodule"] + sources)
        try #require(built.status == 0 && built.errorOutput.isEmpty, "the async core:\n\(built.errorOutput)")
    }

    /// The endpoints and parameter types a correct import finds: one per resource, ids as
    /// typed path parameters (quoted, as YAML needs for `: `), versions literal, query values
    /// with leading zeros as String.
    @Test(arguments: captures)
    func findsTheEndpointsOfTheScenario(_ capture: Capture) throws {
        let (folder, _, _, _) = try Self.imported(capture)
        let manifest = try folder.read("gen.yml")
        var found: [String] = []
        var method = ""
        for line in manifest.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("method: ") { method = String(text.dropFirst(8)) }
            if text.hasPrefix("path: ") { found.append(method + " " + text.dropFirst(6)) }
        }
        #expect(found == capture.endpoints, "\(capture.name)")
        for key in capture.leadingZeroKeys {
            #expect(manifest.contains("\(key): String"), "\(capture.name): '\(key)' sent with leading zeros is not a String:\n\(manifest)")
        }
    }
}

/// What `gen import` writes and prints for JSON error responses and entries without a response.
@Suite struct ImportAnswersTests {
    static let capture = """
    {"log": {"version": "1.2", "entries": [
    {"request": {"method": "GET", "url": "https://api.test/products/1"}, "response": {"status": 200, "content": {"mimeType": "application/json", "text": "{\\"id\\": 1}"}}},
    {"request": {"method": "GET", "url": "https://api.test/products/1"}, "response": {"status": 304, "content": {"mimeType": "application/json", "text": "{\\"id\\": 1, \\"name\\": \\"Cap\\"}"}}},
    {"request": {"method": "GET", "url": "https://api.test/products/9"}, "response": {"status": 404, "content": {"mimeType": "application/json", "text": "{\\"error\\": \\"not found\\", \\"token\\": \\"abc\\"}"}}},
    {"request": {"method": "GET", "url": "https://api.test/products/2"}}
    ]}}
    """

    @Test func writesErrorResponsesBesideTheSamplesAndWarnsOfEntriesWithoutAResponse() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.capture, to: "capture.har")
        let result = try folder.gen("import", "capture.har", "--module", "Shop")
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.errorOutput == "capture.har:5:1: warning: entry 4 (GET /products/2) has no response; skipped\n")
        #expect(result.output == """
        hosts     api.test (2)
        requests  4 read, 2 kept, 1 error response, 1 dropped
        dropped   1 no response
        endpoint  Product: GET /products/{productID}  2 requests
        errors    Product: GET /products/{productID}  1 error response (404)
        created   samples/product/  2 samples
        created   errors/product/  1 error response
        created   gen.yml  1 endpoint
        1 endpoint from 2 of 4 requests; 4 files written in 38 ms

        """)
        #expect(try folder.read("errors/product/404-3.json") == "{\n  \"error\": \"not found\",\n  \"token\": \"REDACTED\"\n}\n")
        #expect(try folder.read("gen.yml").contains("  # error responses (404): the model of their bodies is the endpoint's error\n"))
        #expect(try folder.read("gen.yml").contains("    sample: samples/product\n    error: errors/product\n"))
        #expect(try folder.gen("module", "--dry-run").status == 0)
    }

    @Test func jsonFormatListsTheErrorResponses() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.capture, to: "capture.har")
        let result = try folder.gen("import", "capture.har", "--module", "Shop", "--format", "json")
        #expect(result.status == 0, "\(result.errorOutput)")
        let document = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let imported = document?["import"] as? [String: Any]
        let errors = imported?["errorResponses"] as? [[String: Any]]
        #expect(errors?.count == 1)
        #expect(errors?.first?["endpoint"] as? String == "Product")
        #expect(errors?.first?["folder"] as? String == "errors/product")
        #expect(errors?.first?["files"] as? [String] == ["errors/product/404-3.json"])
        let statuses = errors?.first?["statuses"] as? [[String: Int]]
        #expect(statuses == [["status": 404, "requests": 1]])
        let diagnostics = document?["diagnostics"] as? [[String: Any]]
        #expect(diagnostics?.first?["severity"] as? String == "warning")
        #expect(diagnostics?.first?["message"] as? String == "entry 4 (GET /products/2) has no response; skipped")
    }
}
