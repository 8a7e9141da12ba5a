import Diagnostics
import Inference
@testable import Inputs
import JSONReader
import Support
import Testing
import TestSupport

/// The gen.yml `gen init` writes: samples are found by folder, so an endpoint has a
/// `sample:` only where its file or folder name cannot give its name.
@Suite struct StarterManifestTests {
    private func endpoint(_ name: String, _ paths: String...) throws -> EndpointSamples {
        try EndpointSamples(name: name, samples: paths.map { path in
            Sample(source: SourceText(path: path, text: #"{"id": 1}"#), value: try JSONReader.read(#"{"id": 1}"#, path: path).value)
        })
    }

    private func decode(_ text: String) throws -> Manifest {
        try ManifestDecoder.decode(SourceText(path: "gen.yml", text: text))
    }

    @Test func samplesWhoseNamesGiveTheEndpointsAreFoundByFolder() throws {
        let fileSystem = InMemoryFileSystem([
            "samples/home.json": #"{"status": 0, "message": "ok", "data": {"page": 1, "page_size": 2, "items": [{"id": 1}]}}"#,
            "samples/product-detail.json": #"{"status": 0, "message": "ok", "data": {"id": 1}}"#,
            "samples/order_items/1.json": #"{"status": 0, "message": "ok", "data": {"id": 1}}"#,
            "samples/order_items/2.json": #"{"status": 0, "message": "ok", "data": {"id": 2}}"#,
            "samples/null.json": #"{"status": 0, "message": "ok", "data": {"id": 1}}"#,
        ])
        let samples = try SampleLoader(fileSystem: fileSystem, keeping: .textAndValues).load(folder: "samples")
        let text = StarterManifest.text(moduleName: "Shop", samplesFolder: "samples", endpoints: samples.endpoints)
        #expect(text == """
        # gen.yml: what the JSON samples cannot say about the Shop module.
        # Written by `gen init`; docs/manifest.md documents every key.
        module: Shop
        samples: samples         # the JSON samples, one file (or folder of files) per endpoint
        templates: rxswift       # a built-in set (rxswift, async, swiftui) or a folder of your own
        access: public           # public or internal
        naming: swift            # swift: HomeAPI, Home, HomeViewModel; gckit: Home_api, Home_model, Home_vm
        # Every sample wraps its payload the same way; models are inferred from 'data'.
        envelope: { data: data, code: status, message: message, success: 0 }
        endpoints:
          - name: Home
            method: GET          # the sample cannot tell; set POST, PUT, PATCH or DELETE if it writes
            path: /home
            list: { page: page, size: page_size, first: 1, pageSize: 20, items: items }
          - name: "Null"
            method: GET          # the sample cannot tell; set POST, PUT, PATCH or DELETE if it writes
            path: /null
          - name: OrderItems
            method: GET          # the sample cannot tell; set POST, PUT, PATCH or DELETE if it writes
            path: /order_items
          - name: ProductDetail
            method: GET          # the sample cannot tell; set POST, PUT, PATCH or DELETE if it writes
            path: /product_detail

        """)
        // The next run pairs every endpoint with its sample, and warns of none.
        let source = SourceText(path: "gen.yml", text: text)
        let manifest = ManifestFile(manifest: try ManifestDecoder.decode(source), source: source)
        let paired = try SampleLoader(fileSystem: fileSystem, keeping: .textAndValues).load(folder: "samples", manifest: manifest)
        #expect(paired.endpoints.map(\.name) == ["Home", "Null", "OrderItems", "ProductDetail"])
        #expect(paired.warnings.isEmpty)
    }

    @Test func aSampleWhoseNameCannotGiveTheEndpointKeepsItsSample() throws {
        let endpoints = [
            try endpoint("Home", "samples/v2-home.json"),
            try endpoint("Orders", "samples/all-orders/1.json", "samples/all-orders/2.json"),
            try endpoint("Cart", "fixtures/cart.json"),
            try endpoint("Profile", "samples/profile.json"),
        ]
        let text = StarterManifest.text(moduleName: "Shop", samplesFolder: "samples/", endpoints: endpoints)
        #expect(text.components(separatedBy: "endpoints:\n")[1] == """
          - name: Home
            method: GET          # the sample cannot tell; set POST, PUT, PATCH or DELETE if it writes
            path: /home
            sample: samples/v2-home.json
          - name: Orders
            method: GET          # the sample cannot tell; set POST, PUT, PATCH or DELETE if it writes
            path: /orders
            sample: samples/all-orders
          - name: Cart
            method: GET          # the sample cannot tell; set POST, PUT, PATCH or DELETE if it writes
            path: /cart
            sample: fixtures/cart.json
          - name: Profile
            method: GET          # the sample cannot tell; set POST, PUT, PATCH or DELETE if it writes
            path: /profile

        """)
        #expect(try decode(text).endpoints.map { $0.sample?.value } == ["samples/v2-home.json", "samples/all-orders", "fixtures/cart.json", nil])
    }

    @Test func withoutASamplesFolderEveryEndpointNamesItsSample() throws {
        let text = StarterManifest.text(moduleName: "Shop", samplesFolder: nil, endpoints: [try endpoint("Home", "home.json")])
        #expect(!text.contains("samples:"))
        #expect(try decode(text).endpoints.first?.sample?.value == "home.json")
        let empty = StarterManifest.text(moduleName: "Shop", samplesFolder: nil, endpoints: [])
        #expect(empty.hasSuffix("\nendpoints: []            # add one per sample: - name: Home\n"))
    }

    /// A string code is written quoted and escaped, so it reads back as that string.
    @Test func stringCodesOfTheEnvelopeReadBack() throws {
        let fileSystem = InMemoryFileSystem([
            "samples/a.json": #"{"code": "o\"k: #1", "data": {}}"#,
            "samples/b.json": #"{"code": "o\"k: #1", "data": {}}"#,
            "samples/c.json": #"{"code": 7, "data": {}}"#,
        ])
        let samples = try SampleLoader(fileSystem: fileSystem, keeping: .textAndValues).load(folder: "samples")
        let text = StarterManifest.text(moduleName: "Shop", samplesFolder: "samples", endpoints: samples.endpoints)
        #expect(text.contains(#"envelope: { data: data, code: code, success: "o\"k: #1" }"#))
        #expect(try decode(text).envelope?.success == .string(#"o"k: #1"#))
    }

    @Test func theEnvelopeIsTheSameAsImportFindsIt() {
        let values = [#"{"code": "200", "data": 1}"#, #"{"code": 200, "data": 1}"#, #"{"code": 200, "data": 1}"#].map { try! JSONReader.read($0, path: "x").value }
        #expect(SharedEnvelope.detect(values) == SharedEnvelope(data: "data", code: "code", message: nil, success: .int(200)))
        #expect(SharedEnvelope.detect(Array(values.prefix(1))) == SharedEnvelope(data: "data", code: "code", message: nil, success: .string("200")))
        // A whole number beyond Int is no code the manifest can hold.
        #expect(SharedEnvelope.detect([try! JSONReader.read(#"{"code": 99999999999999999999, "data": 1}"#, path: "x").value]) == nil)
    }
}
