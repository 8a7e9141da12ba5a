import Diagnostics
@testable import Inputs
import Support
import Testing
import TestSupport

/// How the samples folder and the manifest's endpoints are paired: deleting a sample removes
/// its endpoint, and a `sample:` that is gone says how to drop the endpoint.
@Suite struct ManifestSamplesTests {
    private func load(_ files: [String: String]) throws -> SampleSet {
        let fileSystem = InMemoryFileSystem(files)
        let manifest = try ManifestFile.load("gen.yml", fileSystem: fileSystem)
        return try SampleLoader(fileSystem: fileSystem).load(folder: "samples", manifest: manifest)
    }

    private func failure(_ files: [String: String]) throws -> String? {
        do {
            _ = try load(files)
            return nil
        } catch let error as DiagnosticError {
            return DiagnosticRenderer.render(error.diagnostics)
        }
    }

    @Test func anEndpointWithoutASampleInTheFolderIsLeftOutWithAWarning() throws {
        let set = try load([
            "samples/home.json": "{}",
            "gen.yml": "module: Shop\nsamples: samples\nendpoints:\n  - name: Home\n  - name: OrderItems\n    method: POST\n    path: /order_items\n",
        ])
        #expect(set.endpoints.map(\.name) == ["Home"])
        #expect(DiagnosticRenderer.render(set.warnings) == """
        gen.yml:5:11: warning: endpoint 'OrderItems' has no sample in 'samples' and is left out
          - name: OrderItems
                  ^
        note: add samples/order_items.json, or delete the endpoint's entry from gen.yml to silence this
        """)
    }

    /// `name: home` beside samples/home.json said to add samples/home.json, which was there:
    /// it is the sample of `Home`, which took it without the manifest's entry.
    @Test(arguments: [("samples/home.json", "samples/home.json"), ("samples/home/1.json", "samples/home/")])
    func anEndpointNamedUnlikeItsSampleIsToldTheNameTheSampleGives(file: String, shown: String) throws {
        let set = try load([
            file: "{}",
            "gen.yml": "module: Shop\nsamples: samples\nendpoints:\n  - name: home\n    path: /products\n",
        ])
        #expect(set.endpoints.map(\.name) == ["Home"])
        #expect(DiagnosticRenderer.render(set.warnings) == """
        gen.yml:4:11: warning: endpoint 'home' has no sample in 'samples' and is left out: \(shown) is the sample of the endpoint 'Home'
          - name: home
                  ^
        note: name the endpoint Home, as its sample's file name in UpperCamelCase, or give it a 'sample:'
        """)
    }

    @Test func anEndpointFoundInTheFolderAsAFolderOfSamplesHasNoWarning() throws {
        let set = try load([
            "samples/order_items/1.json": "{}",
            "samples/order_items/2.json": "{}",
            "gen.yml": "endpoints:\n  - name: OrderItems\n",
        ])
        #expect(set.endpoints.map(\.name) == ["OrderItems"])
        #expect(set.endpoints[0].samples.count == 2)
        #expect(set.warnings.isEmpty)
    }

    @Test func aSampleThatIsGoneSaysHowToDropTheEndpoint() throws {
        #expect(try failure([
            "samples/home.json": "{}",
            "gen.yml": "module: Shop\nendpoints:\n  - name: Home\n  - name: Error\n    path: /error\n    sample: samples/error.json\n",
        ]) == """
        gen.yml:6:13: error: sample 'samples/error.json' does not exist
            sample: samples/error.json
                    ^
        note: delete the endpoint's entry in gen.yml (line 4) to drop it, or restore the file; sample paths are relative to the manifest's folder, and gen looked for samples/error.json
        """)
    }

    @Test func theManifestIsStillValidated() throws {
        let fileSystem = InMemoryFileSystem([
            "samples/home.json": "{}",
            "gen.yml": "endpoints:\n  - name: Home\n  - name: Cart\n    sampel: cart.json\n",
        ])
        let manifest = try ManifestFile.load("gen.yml", fileSystem: fileSystem)
        #expect(DiagnosticRenderer.render(manifest.problems).hasPrefix("gen.yml:4:5: error: unknown key 'sampel' in an endpoint"))
    }
}
