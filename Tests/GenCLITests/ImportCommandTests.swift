import Foundation
import Testing
import TestSupport

/// `gen import` writes samples and gen.yml from a HAR capture, keeps credentials out of
/// every file, never overwrites, and merges into an existing gen.yml on request.
@Suite struct ImportCommandTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    static func entry(_ method: String, _ url: String, status: Int = 200, body: String?, requestBody: String? = nil, headers: String = "[]", responseHeaders: String = "[]") -> String {
        let text = body.map { ", \"text\": \(quoted($0))" } ?? ""
        let post = requestBody.map { #", "postData": {"mimeType": "application/json", "text": \#(quoted($0))}"# } ?? ""
        return #"{"request": {"method": "\#(method)", "url": "\#(url)", "headers": \#(headers), "cookies": [{"name": "sid", "value": "COOKIE-SECRET-1"}]\#(post)}, "response": {"status": \#(status), "headers": \#(responseHeaders), "content": {"mimeType": "application/json"\#(text)}}}"#
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    static func har(_ entries: [String]) -> String {
        #"{"log": {"version": "1.2", "creator": {"name": "test", "version": "1"}, "entries": [\#n"# + entries.joined(separator: ",\n") + "\n]}}\n"
    }

    static let secrets = [
        "HEADER-SECRET-1", "COOKIE-SECRET-1", "SETCOOKIE-SECRET-1", "QUERY-SECRET-1", "QUERY-SECRET-2",
        "BODY-SECRET-1", "RESPONSE-SECRET-1", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl", "jane.doe@example.org",
    ]

    static let secretCapture = har([
        entry(
            "GET", "https://api.test/v1/profile?api_key=QUERY-SECRET-1&lang=en",
            body: #"{"id": 1, "email": "jane.doe@example.org", "session": {"access_token": "RESPONSE-SECRET-1", "idToken": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl"}}"#,
            headers: #"[{"name": "Authorization", "value": "Bearer HEADER-SECRET-1"}, {"name": "Cookie", "value": "sid=COOKIE-SECRET-1"}]"#,
            responseHeaders: #"[{"name": "Set-Cookie", "value": "sid=SETCOOKIE-SECRET-1; HttpOnly"}]"#
        ),
        entry("GET", "https://api.test/v1/profile?token=QUERY-SECRET-2", body: #"{"id": 1, "email": "jane.doe@example.org"}"#),
        entry("POST", "https://api.test/v1/sessions", body: #"{"ok": true}"#, requestBody: #"{"user": "jane", "password": "BODY-SECRET-1"}"#),
    ])

    /// Every file under the folder but the capture.
    func writtenFiles() throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder.path + "/" + path, isDirectory: &isFolder)
            if !isFolder.boolValue, path != "capture.har" { files.append(path) }
        }
        return files.sorted()
    }

    /// A capture that is not there was "cannot read the file", as if it were unreadable.
    @Test func aMissingCaptureIsSaidNotToExist() throws {
        let result = try folder.gen("import", "missing.har")
        #expect(result.status == 1)
        #expect(result.errorOutput.hasPrefix("gen: error: missing.har: does not exist\n"), "\(result.errorOutput)")
    }

    @Test func noCredentialReachesAnyFileGenWrites() throws {
        try folder.write(Self.secretCapture, to: "capture.har")
        let result = try folder.gen("import", "capture.har", "--module", "Account", "--redact")
        #expect(result.status == 0, "\(result.errorOutput)")
        let module = try folder.gen("module", "--templates", "async")
        #expect(module.status == 0, "\(module.errorOutput)")
        let files = try writtenFiles()
        #expect(files.contains("gen.yml") && files.contains("Account/Package.swift"))
        for file in files {
            let text = try folder.read(file)
            for secret in Self.secrets {
                #expect(!text.contains(secret), "\(file) holds \(secret)")
            }
        }
        for secret in Self.secrets {
            #expect(!result.output.contains(secret) && !result.errorOutput.contains(secret))
        }
    }

    @Test func withoutRedactCredentialKeysAreStillReplacedButEmailsStay() throws {
        try folder.write(Self.secretCapture, to: "capture.har")
        let result = try folder.gen("import", "capture.har", "--module", "Account")
        #expect(result.status == 0, "\(result.errorOutput)")
        let sample = try folder.read("samples/profile/response-1.json")
        #expect(sample.contains("\"access_token\": \"REDACTED\""))
        #expect(sample.contains("jane.doe@example.org"))
        #expect(try !folder.read("gen.yml").contains("QUERY-SECRET"))
    }

    @Test func writesSamplesAndAManifestThatGenModuleRunsWith() throws {
        try folder.write(Self.har([
            Self.entry("GET", "https://api.test/products?page=1&per_page=2", body: #"{"items": [{"id": 1}, {"id": 2}]}"#),
            Self.entry("GET", "https://api.test/products?page=2&per_page=2&q=red", body: #"{"items": [{"id": 3}]}"#),
            Self.entry("GET", "https://api.test/products/1", body: #"{"id": 1, "name": "Shoe"}"#),
            Self.entry("OPTIONS", "https://api.test/products", status: 204, body: nil),
        ]), to: "capture.har")
        let result = try folder.gen("import", "capture.har", "--module", "Shop")
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.output == """
        hosts     api.test (3)
        requests  4 read, 3 kept, 1 dropped
        dropped   1 OPTIONS preflight
        endpoint  Products: GET /products             2 requests
        endpoint  Product: GET /products/{productID}  1 request
        created   samples/products/  2 samples
        created   samples/product/  1 sample
        created   gen.yml  2 endpoints
        2 endpoints from 3 of 4 requests; 4 files written in 38 ms

        """)
        #expect(try folder.read("gen.yml").components(separatedBy: "endpoints:\n")[1] == """
          # 2 requests, entries 1, 2: GET /products and 1 more
          - name: Products
            method: GET
            path: /products
            sample: samples/products
            params: { q: String? }
            list: { page: page, size: per_page, first: 1, pageSize: 2, items: items }
          # 1 request, entry 3: GET /products/1
          - name: Product
            method: GET
            path: "/products/{productID: Int}"
            sample: samples/product

        """)
        #expect(try folder.read("samples/product/response-3.json") == "{\n  \"id\": 1,\n  \"name\": \"Shoe\"\n}\n")
        let module = try folder.gen("module", "--dry-run")
        #expect(module.status == 0, "\(module.errorOutput)")
        #expect(module.output.contains("create    Shop/Model/Products.swift\n"))
        #expect(module.output.contains("create    Shop/Model/Product.swift\n"))
    }

    @Test func writesTheTemplateSetItIsGiven() throws {
        try folder.write(Self.har([Self.entry("GET", "https://api.test/products/1", body: #"{"id": 1}"#)]), to: "capture.har")
        let result = try folder.gen("import", "capture.har", "--module", "Shop", "--output", "shop", "--templates", "swiftui")
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(try folder.read("shop/gen.yml").contains("\ntemplates: swiftui "))
    }

    /// An `Authorization` header makes gen.yml's `auth` entry: its scheme, never its value.
    @Test func anAuthorizationHeaderWritesTheAuthEntryWithoutItsValue() throws {
        let headers = #"[{"name": "authorization", "value": "Bearer SECRET-TOKEN-123"}]"#
        try folder.write(Self.har([Self.entry("GET", "https://api.test/products/1", body: #"{"id": 1}"#, headers: headers)]), to: "capture.har")
        let result = try folder.gen("import", "capture.har", "--module", "Shop")
        #expect(result.status == 0, "\(result.errorOutput)")
        let manifest = try folder.read("gen.yml")
        #expect(manifest.contains("\nauth: bearer "), "\(manifest)")
        #expect(!manifest.contains("SECRET-TOKEN-123"))
        #expect(try folder.gen("module").status == 0)
        #expect(try folder.read("Shop/Api/ShopAPI.swift").contains("var authorizationType: AuthorizationType? { .bearer }"))
    }

    @Test func neverOverwritesGenYmlWithoutMerge() throws {
        try folder.write(Self.secretCapture, to: "capture.har")
        try folder.write("module: Mine\n", to: "gen.yml")
        let result = try folder.gen("import", "capture.har")
        #expect(result.status == 1)
        #expect(result.errorOutput.contains("gen: error: gen.yml already exists\nnote: gen import never overwrites it; --merge adds the capture's new endpoints to it\n"))
        #expect(try folder.read("gen.yml") == "module: Mine\n")
        #expect(try writtenFiles() == ["gen.yml"])
    }

    @Test func neverOverwritesASampleAndWritesNothing() throws {
        try folder.write(Self.secretCapture, to: "capture.har")
        try folder.write("{}", to: "samples/create_sessions/response-3.json")
        let result = try folder.gen("import", "capture.har", "--module", "Account")
        #expect(result.status == 1)
        #expect(result.errorOutput.contains("gen: error: samples/create_sessions/response-3.json already exists\nnote: gen import never overwrites a sample"))
        #expect(try writtenFiles() == ["samples/create_sessions/response-3.json"])
        #expect(try folder.read("samples/create_sessions/response-3.json") == "{}")
    }

    /// gen.yml records only in its first line the hosts it was imported from, and its module
    /// sends every request to one base URL: a merge of another host's capture says so. It
    /// added that host's endpoints without a word.
    @Test func mergingACaptureOfAnotherHostWarns() throws {
        try folder.write(Self.har([Self.entry("GET", "https://api.shop.test/products/1", body: #"{"id": 1}"#)]), to: "shop.har")
        #expect(try folder.gen("import", "shop.har").status == 0)
        try folder.write(Self.har([Self.entry("GET", "https://api.shop.test/cart", body: #"{"total": 1}"#)]), to: "cart.har")
        let sameHost = try folder.gen("import", "cart.har", "--merge")
        #expect(sameHost.status == 0)
        #expect(!sameHost.errorOutput.contains("warning"), "\(sameHost.errorOutput)")
        try folder.write(Self.har([Self.entry("GET", "https://api.news.test/articles", body: #"{"items": []}"#)]), to: "news.har")
        let otherHost = try folder.gen("import", "news.har", "--merge")
        #expect(otherHost.status == 0)
        #expect(otherHost.errorOutput.hasPrefix("""
            gen.yml:1:1: warning: this capture's requests went to api.news.test; gen.yml was imported from api.shop.test, \
            and its module sends every request to one base URL
            """), "\(otherHost.errorOutput)")
        #expect(otherHost.errorOutput.contains("note: import a capture of another API into a module of its own (gen import news.har --output OtherModule)"))
        #expect(try folder.read("gen.yml").contains("- name: Articles"))
    }

    @Test func mergeAddsNewEndpointsAndLeavesExistingEntries() throws {
        let existing = """
        module: Shop
        endpoints:
          - name: Product   # mine
            path: /products/{id}
            sample: samples/product.json
        types:
          Product.id: Int

        """
        try folder.write(existing, to: "gen.yml")
        try folder.write(#"{"id": 1}"#, to: "samples/product.json")
        try folder.write(Self.har([
            Self.entry("GET", "https://api.test/products/1", body: #"{"id": 1}"#),
            Self.entry("GET", "https://api.test/cart", body: #"{"total": 1}"#),
        ]), to: "capture.har")
        let result = try folder.gen("import", "capture.har", "--merge")
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.output.contains("updated   gen.yml  added Cart\n"))
        // The endpoint gen.yml has is named as gen.yml names it, not Product2.
        #expect(result.output.contains("endpoint  Product: GET /products/{productID}  1 request, in gen.yml already\nendpoint  Cart: GET /cart                     1 request\n"), "\(result.output)")
        #expect(result.output.contains("1 endpoint added (1 already in gen.yml) from 2 of 2 requests; 2 files written in 38 ms\n"))
        #expect(try folder.read("gen.yml") == """
        module: Shop
        endpoints:
          - name: Product   # mine
            path: /products/{id}
            sample: samples/product.json
          # 1 request, entry 2: GET /cart
          - name: Cart
            method: GET
            path: /cart
            sample: samples/cart
        types:
          Product.id: Int

        """)
        #expect(try folder.gen("module", "--dry-run").status == 0)
    }

    /// The second endpoint's folder cannot be created (a file is in its way): the first
    /// one's folder and samples are removed again. (Names are kept short, so a long path
    /// segment no longer makes a name the file system refuses.)
    @Test func anImportThatFailsHalfWayLeavesNothingBehind() throws {
        try folder.write(Self.har([
            Self.entry("GET", "https://api.test/v1/products", body: #"{"id": 1}"#),
            Self.entry("GET", "https://api.test/v1/cart", body: #"{"id": 2}"#),
        ]), to: "capture.har")
        try folder.write("not a folder", to: "out/samples/cart")
        let result = try folder.gen("import", "capture.har", "--module", "Shop", "--output", "out")
        #expect(result.status == 1)
        #expect(result.errorOutput.contains("cannot create the folder"), "\(result.errorOutput)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["capture.har", "out"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out") == ["samples"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out/samples") == ["cart"])
    }

    @Test func severalHostsAreListedAndNothingIsWritten() throws {
        try folder.write(Self.har([
            Self.entry("GET", "https://api.one.test/a", body: "{}"),
            Self.entry("GET", "https://api.two.test/b", body: "{}"),
        ]), to: "capture.har")
        let result = try folder.gen("import", "capture.har")
        #expect(result.status == 1)
        #expect(result.errorOutput == """
        gen: error: capture.har has JSON responses from 2 hosts
        note: choose one with --host (repeat it for several): gen import capture.har --host api.one.test
        note: api.one.test: 1 request
        note: api.two.test: 1 request

        """)
        #expect(try writtenFiles().isEmpty)
        #expect(try folder.gen("import", "capture.har", "--host", "api.two.test", "--module", "Two").status == 0)
    }

    @Test func malformedCapturesAreLocated() throws {
        try folder.write("{\"log\": {\"entries\": [\n  {\"request\": {\"method\": \"GET\"}, \"response\": {}}\n]}}\n", to: "capture.har")
        let result = try folder.gen("import", "capture.har")
        #expect(result.status == 1)
        #expect(result.errorOutput.hasPrefix("capture.har:2:15: error: the request of entry 1 has no 'url' (a string)\n"))
    }

    @Test func maxSamplesBoundsTheSamplesOfAnEndpoint() throws {
        try folder.write(Self.har((1...3).map { Self.entry("GET", "https://api.test/cart", body: #"{"total": \#($0)}"#) }), to: "capture.har")
        let result = try folder.gen("import", "capture.har", "--module", "Shop", "--max-samples", "2")
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.output.contains("created   samples/cart/  2 samples of 3 responses\n"))
        let samples = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/samples/cart").sorted()
        #expect(samples == ["response-1.json", "response-2.json"])
        #expect(try folder.gen("import", "capture.har", "--max-samples", "-1").status != 0)
    }

    @Test func jsonFormatReportsTheImport() throws {
        try folder.write(Self.har([Self.entry("GET", "https://api.test/cart", body: #"{"total": 1}"#)]), to: "capture.har")
        let result = try folder.gen("import", "capture.har", "--module", "Shop", "--format", "json")
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.output.contains(#""filesWritten" : 2"#) || result.output.contains(#""filesWritten": 2"#))
        #expect(result.output.contains(#""command": "import""#) || result.output.contains(#""command" : "import""#))
    }
}
