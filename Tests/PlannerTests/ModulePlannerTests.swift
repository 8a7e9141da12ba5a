import Diagnostics
import Inference
import Inputs
import JSONReader
@testable import Planner
import Testing

@Suite struct ModulePlannerTests {
    private func samples(_ name: String, _ text: String) throws -> EndpointSamples {
        let path = "samples/\(name.lowercased()).json"
        return EndpointSamples(name: name, samples: [Sample(source: SourceText(path: path, text: text), value: try JSONReader.read(text, path: path).value)])
    }

    /// The rendered diagnostics of generating the Home sample `{}` with this manifest.
    private func failure(manifest text: String) throws -> String? {
        let source = SourceText(path: "gen.yml", text: text)
        do {
            _ = try ModulePlanner.plan(
                moduleName: "Shop",
                samples: [try samples("Home", "{}")],
                manifest: try ManifestDecoder.decode(source),
                manifestSource: source,
                reservedTypes: []
            )
            return nil
        } catch let error as DiagnosticError {
            return DiagnosticRenderer.render(error.diagnostics)
        }
    }

    @Test func manifestEndpointWithoutSampleIsLocated() throws {
        #expect(try failure(manifest: "endpoints:\n  - name: OrderItems\n") == """
        gen.yml:2:11: error: endpoint 'OrderItems' has no sample
          - name: OrderItems
                  ^
        note: add order_items.json to the samples folder, or give the endpoint a 'sample:' file
        """)
    }

    @Test func unclosedPathPlaceholderIsLocated() throws {
        #expect(try failure(manifest: "endpoints:\n  - name: Home\n    path: /home/{id\n") == """
        gen.yml:3:17: error: '{' is never closed in the path
            path: /home/{id
                        ^
        """)
    }
}
