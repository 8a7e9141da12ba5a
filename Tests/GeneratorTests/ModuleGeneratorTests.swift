import Diagnostics
@testable import Generator
import Inference
import JSONReader
import TemplateEngine
import Testing

@Suite struct ModuleGeneratorTests {
    private func samples(_ name: String, _ text: String) throws -> EndpointSamples {
        let path = "samples/\(name.lowercased()).json"
        return EndpointSamples(name: name, samples: [Sample(source: SourceText(path: path, text: text), value: try JSONReader.read(text, path: path).value)])
    }

    private func templateSet(path: String, text: String) throws -> TemplateSet {
        let setSource = SourceText(path: "set.yml", text: "")
        return TemplateSet(folder: "t", entries: [
            TemplateSet.Entry(
                template: try Template(source: SourceText(path: "t/file.stencil", text: text)),
                scope: .endpoint,
                path: try Template(text: path, at: SourcePosition(line: 1, column: 1), in: setSource),
                ownership: .owned,
                layer: "model"
            ),
        ])
    }

    @Test func rendersPathParametersIntoTheContext() throws {
        let manifest = try ManifestDecoder.decode(SourceText(path: "gen.yml", text: "endpoints:\n  - name: Product\n    path: /products/{product_id}/reviews\n"))
        let module = try ModuleGenerator.generate(
            moduleName: "Shop",
            command: "gen module Shop",
            samples: [try samples("Product", "{\"id\": 1}")],
            manifest: manifest,
            manifestSource: nil,
            templates: try templateSet(
                path: "{{ endpoint.name }}.txt",
                text: "{{ endpoint.pathLiteral }} {{ endpoint.route }}{% for p in endpoint.pathParameters %} {{ p.name }}={{ p.key|swiftString }}{% endfor %}"
            )
        )
        #expect(module.files == [GeneratedFile(
            path: "Product.txt",
            contents: #"/products/\(productID)/reviews shop/product/<product_id> productID="product_id""#,
            ownership: .owned,
            layer: "model",
            endpoint: "Product",
            template: "t/file.stencil"
        )])
        #expect(module.signature == ModelSignature(
            properties: ["Product.id": "Int"],
            requests: ["Product": ["productID: String"]],
            routes: ["Product": "shop/product/<product_id>"]
        ))
    }

    @Test func aTemplateErrorSeenForEveryEndpointIsReportedOnce() throws {
        do {
            _ = try ModuleGenerator.generate(
                moduleName: "Shop",
                command: "gen module Shop",
                samples: [try samples("Home", "{}"), try samples("Product", "{}")],
                manifest: Manifest(),
                manifestSource: nil,
                templates: try templateSet(path: "{{ endpoint.name }}.txt", text: "{{ endpoint.nme }}")
            )
            Issue.record("expected an error")
        } catch let error as DiagnosticError {
            #expect(DiagnosticRenderer.render(error.diagnostics) == """
            t/file.stencil:1:4: error: 'endpoint' has no 'nme'
            {{ endpoint.nme }}
               ^
            note: did you mean 'name'?
            """)
        }
    }

    @Test func refusesPathsOutsideTheModuleFolder() throws {
        for path in ["../{{ endpoint.name }}.swift", "/tmp/x.swift", "a//b.swift", "./a.swift"] {
            #expect(throws: DiagnosticError.self) {
                try ModuleGenerator.generate(
                    moduleName: "Shop",
                    command: "gen module Shop",
                    samples: [try samples("Home", "{}")],
                    manifest: Manifest(),
                    manifestSource: nil,
                    templates: try templateSet(path: path, text: "x")
                )
            }
        }
    }

    /// The rendered diagnostics of generating the Home sample `{}` with this manifest.
    private func failure(manifest text: String) throws -> String? {
        let source = SourceText(path: "gen.yml", text: text)
        do {
            _ = try ModuleGenerator.generate(
                moduleName: "Shop",
                command: "gen module Shop",
                samples: [try samples("Home", "{}")],
                manifest: try ManifestDecoder.decode(source),
                manifestSource: source,
                templates: try templateSet(path: "x", text: "x")
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
