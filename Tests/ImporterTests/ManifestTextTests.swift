@testable import Importer
import Testing

/// The manifest gen import writes, and how it extends an existing one.
@Suite struct ManifestTextTests {
    func endpoints() throws -> [ImportedEndpoint] {
        try HARFixture.analyze(HARFixture.har([HARFixture.entry("GET", "https://api.test/cart?filter%5Bkind%5D=a&sort-by=b")])).endpoints
    }

    @Test func keysThatAreNotPlainAreQuoted() throws {
        #expect(try ManifestText.entry(endpoints()[0], indent: "  ").contains(#"    params: { "filter[kind]": String, sort-by: String }"#))
    }

    @Test func aManifestWithoutEndpointsGetsTheKey() throws {
        let merged = ManifestText.merge("module: Shop\n", adding: try endpoints())
        #expect(merged == "module: Shop\nendpoints:\n  # 1 request, entry 1: GET /cart\n  - name: Cart\n    method: GET\n    path: /cart\n    sample: samples/cart\n    params: { \"filter[kind]\": String, sort-by: String }\n")
    }

    @Test func entriesFollowTheExistingIndentation() throws {
        let merged = try #require(ManifestText.merge("endpoints:\n- name: Home\n\ntypes: {}\n", adding: try endpoints()))
        #expect(merged.hasPrefix("endpoints:\n- name: Home\n# 1 request, entry 1: GET /cart\n- name: Cart\n  method: GET\n"))
        #expect(merged.hasSuffix("\n\ntypes: {}\n"))
    }

    @Test func aFlowListCannotBeExtended() throws {
        #expect(ManifestText.merge("endpoints: [{ name: Home }]\n", adding: try endpoints()) == nil)
    }

    @Test func pathShapesIgnoreParameterNames() {
        #expect(ImportPlan.shape("/products/{id}/") == ImportPlan.shape("/products/{productID}"))
    }
}
