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

    /// `[String]?` unquoted in `params: { … }` would be a flow list and no YAML at all.
    @Test func arrayTypesAreQuoted() throws {
        let analysis = try HARFixture.analyze(HARFixture.har([HARFixture.entry("GET", "https://api.test/search?tag=a&tag=b&q=x")]))
        #expect(ManifestText.entry(analysis.endpoints[0], indent: "  ").contains(#"    params: { tag: "[String]", q: String }"#))
    }

    /// One writer for gen init and gen import: the same envelope line, a string code quoted.
    @Test func theEnvelopeIsWrittenAsGenInitWritesIt() throws {
        let analysis = try HARFixture.analyze(HARFixture.har([
            HARFixture.entry("GET", "https://api.test/cart", body: #"{"status": "OK", "msg": "fine", "data": {"total": 1}}"#),
        ]))
        let text = ManifestText.text(moduleName: "Shop", captureName: "capture.har", analysis: analysis)
        #expect(text == """
        # gen.yml for the Shop module, written by `gen import capture.har` from 1 requests to api.test.
        # docs/manifest.md documents every key. Edit it, then run gen module.
        module: Shop
        templates: rxswift       # a built-in set (rxswift, async, swiftui) or a folder of your own
        access: public           # public or internal
        naming: swift            # swift: HomeAPI, Home, HomeViewModel; gckit: Home_api, Home_model, Home_vm
        # Every response wraps its payload the same way; models are inferred from 'data'.
        envelope: { data: data, code: status, message: msg, success: "OK" }
        endpoints:
          # 1 request, entry 1: GET /cart
          - name: Cart
            method: GET
            path: /cart
            sample: samples/cart

        """)
    }

    /// A capture's names reach the manifest only in comments and quoted scalars; a key with a
    /// control character, which gen.yml cannot hold, is left out (issue 40, finding 16).
    @Test func aCaptureCannotBreakTheManifestsLines() throws {
        let analysis = try HARFixture.analyze(HARFixture.har([HARFixture.entry("GET", "https://api.test/cart?a%0Ab=1&%23c=2&d%C2%85e=3")]))
        let lines = ManifestText.entry(analysis.endpoints[0], indent: "  ")
        #expect(lines.contains(##"    params: { "#c": Int }"##), "\(lines)")
        #expect(analysis.controlKeys == ["a\nb", "d\u{85}e"])
        #expect(lines.allSatisfy { !$0.contains("\n") })
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
