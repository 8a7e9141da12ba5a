import Diagnostics
@testable import Importer
import Testing

/// Issue 27: a 304 that carries the resource is a response of its endpoint, JSON error
/// bodies are kept beside the samples, and an entry without a response is skipped with a
/// warning instead of refusing the file.
@Suite struct AnswersKeptTests {
    typealias F = HARFixture

    @Test func a304WithABodyIsAResponseOfItsEndpoint() throws {
        let analysis = try F.analyze(F.har([
            F.entry("GET", "https://api.test/products/1", body: #"{"id": 1}"#),
            F.entry("GET", "https://api.test/products/2", status: 304, body: #"{"id": 2, "name": "Cap"}"#),
            F.entry("GET", "https://api.test/products/3", status: 304, mimeType: "x-unknown", body: nil),
            F.entry("GET", "https://api.test/old", status: 301, body: #"{"moved": true}"#),
        ]))
        let endpoint = try #require(analysis.endpoints.first)
        #expect(analysis.endpoints.count == 1)
        #expect(endpoint.exchanges.map(\.entry.number) == [1, 2])
        #expect(endpoint.samples.map(\.entry.status) == [200, 304])
        #expect(analysis.dropped.map { "\($0.count) \($0.reason.rawValue)" } == ["1 redirect", "1 304 Not Modified without a body"])
    }

    @Test func jsonErrorBodiesAreKeptBesideTheSamplesNotInTheModel() throws {
        let analysis = try F.analyze(F.har([
            F.entry("GET", "https://api.test/products/1", body: #"{"id": 1, "name": "Shoe"}"#),
            F.entry("GET", "https://api.test/products/2", body: #"{"id": 2, "name": "Cap"}"#),
            F.entry("GET", "https://api.test/products/9", status: 404, body: #"{"error": {"code": "not_found"}}"#),
            F.entry("GET", "https://api.test/products/8", status: 500, mimeType: "application/problem+json", body: #"{"title": "boom"}"#),
            F.entry("GET", "https://api.test/products/7", status: 404, body: #"{"error": {"code": "not_found"}}"#),
            F.entry("GET", "https://api.test/products/6", status: 503, mimeType: "text/plain", body: "down for maintenance"),
            F.entry("GET", "https://api.test/products/5", status: 401, mimeType: "x-unknown", body: nil),
        ]))
        let endpoint = try #require(analysis.endpoints.first)
        #expect(endpoint.exchanges.map(\.entry.number) == [1, 2])
        #expect(SampleFiles.files(for: analysis.endpoints, redact: false).map(\.path) == ["samples/product/response-1.json", "samples/product/response-2.json"])
        let errors = try #require(endpoint.errors)
        #expect(errors.endpoint == "Product" && errors.folder == "errors/product" && errors.path == "/products/{productID}")
        #expect(errors.statusText == "2 × 404, 500")
        #expect(ErrorResponses.files(for: analysis.errorResponses, redact: false).map(\.path) == [
            "errors/product/404-3.json", "errors/product/500-4.json", "errors/product/404-5.json",
        ])
        #expect(analysis.dropped.map { "\($0.count) \($0.reason.rawValue)" } == ["1 failed, without a body", "1 error status, not JSON"])
        #expect(ImportSummary.lines(analysis) == [
            "hosts     api.test (2)",
            "requests  7 read, 2 kept, 3 error responses, 2 dropped",
            "dropped   1 failed, without a body",
            "dropped   1 error status, not JSON",
            "endpoint  Product: GET /products/{productID}  2 requests",
            "errors    Product: GET /products/{productID}  3 error responses (2 × 404, 500)",
        ])
        let manifest = ManifestText.text(moduleName: "Shop", captureName: "capture.har", analysis: analysis)
        #expect(manifest.contains("  # error responses (2 × 404, 500): the model of their bodies is the endpoint's error\n  - name: Product\n"))
        #expect(manifest.contains("    error: errors/product\n"))
    }

    @Test func anErrorOfAPathNoEndpointHasGetsAFolderOfItsOwn() throws {
        let analysis = try F.analyze(F.har([
            F.entry("GET", "https://api.test/orders", body: #"[{"id": 1}]"#),
            F.entry("DELETE", "https://api.test/orders/4", status: 409, body: #"{"message": "shipped"}"#),
            F.entry("GET", "https://api.test/orders/4/invoice", status: 404, body: #"{"message": "none"}"#),
        ]))
        #expect(analysis.endpoints.map(\.name) == ["Orders"])
        #expect(analysis.endpoints[0].errors == nil)
        #expect(analysis.errorResponses.map { "\($0.endpoint ?? "-") \($0.method) \($0.path) \($0.folder)" } == [
            "- DELETE /orders/{orderID} errors/delete_order",
            "- GET /orders/{orderID}/invoice errors/order_invoice",
        ])
        let manifest = ManifestText.text(moduleName: "Shop", captureName: "capture.har", analysis: analysis)
        #expect(manifest.contains("# Error responses of DELETE /orders/{orderID}, which no endpoint has, kept out of the models: errors/delete_order/ (409).\n"))
    }

    @Test func errorsNeverShapeTheEnvelope() throws {
        let analysis = try F.analyze(F.har([
            F.entry("GET", "https://api.test/a", body: #"{"code": 0, "data": {"id": 1}}"#),
            F.entry("GET", "https://api.test/b", body: #"{"code": 0, "data": [1]}"#),
            F.entry("GET", "https://api.test/c", status: 500, body: #"{"message": "no"}"#),
        ]))
        #expect(analysis.envelope?.data == "data")
        #expect(analysis.errorResponseCount == 1)
    }

    @Test func errorsOfAnotherHostOrOutsideThePrefixAreDropped() throws {
        let analysis = try F.analyze(F.har([
            F.entry("GET", "https://api.test/v2/a", body: #"{"id": 1}"#),
            F.entry("GET", "https://auth.other.test/token", status: 401, body: #"{"error": "expired"}"#),
            F.entry("GET", "https://api.test/v1/a", status: 404, body: #"{"error": "gone"}"#),
        ]), options: ImportOptions(pathPrefix: "/v2"))
        #expect(analysis.errorResponses.isEmpty)
        #expect(analysis.dropped.map { "\($0.count) \($0.reason.rawValue)" } == ["1 another host", "1 outside --path-prefix"])
    }

    static let responseLess = F.har([
        #"{"request": {"method": "GET", "url": "https://api.test/a"}}"#,
        #"{"request": {"method": "GET", "url": "https://api.test/b"}, "response": null}"#,
        #"{"request": {"method": "POST", "url": "https://api.test/c"}, "response": {}}"#,
        #"{"request": {"method": "GET", "url": "https://api.test/d"}, "response": {"status": 0, "content": {"mimeType": "application/json", "text": "{}"}}}"#,
        #"{"request": {"method": "GET", "url": "https://api.test/e?token=SECRET"}, "response": {"status": null, "content": {}}}"#,
        F.entry("GET", "https://api.test/f"),
        #"{"request": {"method": "GET", "url": "https://api.test/logo.png"}}"#,
    ])

    @Test func entriesWithoutAResponseAreSkippedWithAWarningAndTheRestImports() throws {
        let analysis = try F.analyze(Self.responseLess)
        #expect(analysis.endpoints.map(\.path) == ["/f"])
        #expect(analysis.unanswered.map(\.number) == [1, 2, 3, 4, 5])
        #expect(analysis.dropped.map { "\($0.count) \($0.reason.rawValue)" } == ["1 static asset or image", "5 no response"])
        let warnings = ImportSummary.warnings(analysis, capture: "capture.har")
        #expect(warnings.map { DiagnosticRenderer.render($0) } == [
            "capture.har:2:1: warning: entry 1 (GET /a) has no response; skipped",
            "capture.har:3:1: warning: entry 2 (GET /b) has no response; skipped",
            "capture.har:4:1: warning: entry 3 (POST /c) has no response; skipped",
            "capture.har:5:1: warning: entry 4 (GET /d) has no response; skipped",
            "capture.har:6:1: warning: entry 5 (GET /e) has no response; skipped",
        ])
    }

    @Test func manyEntriesWithoutAResponseAreCountedInOneMoreWarning() throws {
        let entries = (1...14).map { #"{"request": {"method": "GET", "url": "https://api.test/x\#($0)"}, "response": {"status": 0}}"# }
        let analysis = try F.analyze(F.har(entries + [F.entry("GET", "https://api.test/y")]))
        let warnings = ImportSummary.warnings(analysis, capture: "capture.har")
        #expect(warnings.count == ImportSummary.unansweredShown + 1)
        #expect(DiagnosticRenderer.render(warnings.last!) == "capture.har:12:1: warning: 4 more entries have no response; skipped\nnote: entries 11, 12, 13, 14")
    }
}
