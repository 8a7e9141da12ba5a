@testable import Importer
import Testing

/// `gen import --merge` named an endpoint gen.yml already has with a number after its name
/// (`Product2`), because gen.yml had taken the name, and listed it and its error responses
/// as if they were imported.
@Suite struct MergeNamingTests {
    typealias F = HARFixture

    @Test func anEndpointGenYMLHasIsNamedAsGenYMLNamesItAndSaidToBeThere() throws {
        let entries = try HARReader.read(Array(F.har([
            F.entry("GET", "https://api.test/products/1", body: #"{"id": 1}"#),
            F.entry("GET", "https://api.test/products/9", status: 404, body: #"{"error": "none"}"#),
            F.entry("GET", "https://api.test/cart", body: #"{"total": 1}"#),
        ]).utf8), path: "capture.har")
        let existing = [ImportPlan.ExistingEndpoint(name: "Item", method: "GET", path: "/products/{id}")]
        guard case .success(var analysis) = CaptureImport.analyze(entries, options: ImportOptions(), takenNames: ["Item", "Product"]) else {
            Issue.record("the capture asks for a host")
            return
        }
        let names = ImportPlan.existingNames(of: analysis.endpoints, in: existing)
        #expect(names == [analysis.endpoints[0].name: "Item"])
        analysis.rename(names)
        #expect(analysis.endpoints.map(\.name) == ["Item", "Cart"])
        #expect(analysis.errorResponses.map(\.endpoint) == ["Item"])
        #expect(ImportSummary.lines(analysis, present: ["Item"]).suffix(3) == [
            "endpoint  Item: GET /products/{productID}  1 request, in gen.yml already",
            "endpoint  Cart: GET /cart                  1 request",
            "errors    Item: GET /products/{productID}  1 error response (404), not written: the endpoint is in gen.yml already",
        ])
    }
}
