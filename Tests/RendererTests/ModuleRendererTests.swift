import Diagnostics
import Inference
import Inputs
import JSONReader
import Planner
@testable import Renderer
import Support
import TemplateEngine
import Testing

@Suite struct ModuleRendererTests {
    private func samples(_ name: String, _ text: String) throws -> EndpointSamples {
        let path = "samples/\(name.lowercased()).json"
        return EndpointSamples(name: name, samples: [Sample(source: SourceText(path: path, text: text), value: try JSONReader.read(text, path: path).value)])
    }

    private func templateSet(path: String, text: String) throws -> TemplateSet {
        let setSource = SourceText(path: "set.yml", text: "")
        return TemplateSet(folders: TemplateFolders(set: "t", shared: nil), entries: [
            TemplateSet.Entry(
                template: try Template(source: SourceText(path: "t/file.stencil", text: text)),
                scope: .endpoint,
                path: try Template(text: path, at: SourcePosition(line: 1, column: 1), in: setSource),
                pathLocation: SourceLocation(path: "set.yml", position: SourcePosition(line: 1, column: 1)),
                ownership: .owned,
                layer: "model",
                costlyKeys: .all
            ),
        ])
    }

    private func render(
        _ samples: [EndpointSamples],
        manifest: Manifest = Manifest(),
        templates: TemplateSet
    ) throws(DiagnosticError) -> [GeneratedFile] {
        let plan = try ModulePlanner.plan(moduleName: "Shop", samples: samples, manifest: manifest, manifestSource: nil, reservedTypes: [])
        return try ModuleRenderer.render(ModuleContexts(plan: plan, command: "gen module Shop", layers: nil), with: templates)
    }

    @Test func rendersPathParametersIntoTheContext() throws {
        let manifest = try ManifestDecoder.decode(SourceText(path: "gen.yml", text: "endpoints:\n  - name: Product\n    path: /products/{product_id}/reviews\n"))
        let files = try render(
            [try samples("Product", "{\"id\": 1}")],
            manifest: manifest,
            templates: try templateSet(
                path: "{{ endpoint.name }}.txt",
                text: "{{ endpoint.pathLiteral }} {{ endpoint.route }}{% for p in endpoint.pathParameters %} {{ p.name }}={{ p.key|swiftString }}{% endfor %}"
            )
        )
        #expect(files == [GeneratedFile(
            path: "Product.txt",
            contents: #"/products/\(productID)/reviews shop/product/<product_id> productID="product_id""#,
            ownership: .owned,
            layer: "model",
            endpoint: "Product",
            template: "t/file.stencil"
        )])
    }

    @Test func anEndpointHasItsCostlyKeysOnlyWhenTheContextsAreAskedForThem() throws {
        let plan = try ModulePlanner.plan(moduleName: "Shop", samples: [try samples("Product", "{\"id\": 1}")], manifest: Manifest(), manifestSource: nil, reservedTypes: [])

        let with = ModuleContexts(plan: plan, command: "gen module Shop", layers: nil, costlyKeys: .all)
        let without = ModuleContexts(plan: plan, command: "gen module Shop", layers: nil, costlyKeys: [])

        #expect(with.context.endpoints.map(\.fixture) == [".init(id: 1)"])
        #expect(with.context.endpoints.map { $0.screen?.kind } == ["detail"])
        #expect(without.context.endpoints.map(\.fixture) == [nil])
        #expect(without.context.endpoints.map { $0.screen == nil } == [true])
    }

    /// Generated code sets the path as a `percentEncodedPath`, which traps on text that is not
    /// percent-escaped.
    @Test func pathPartsPercentEscapeTheLiteralText() throws {
        let manifest = try ManifestDecoder.decode(SourceText(path: "gen.yml", text: "endpoints:\n  - name: Product\n    path: '/v2/für alle/50%/\"a\\b\"/{id}'\n"))
        let files = try render(
            [try samples("Product", "{\"id\": 1}")],
            manifest: manifest,
            templates: try templateSet(path: "{{ endpoint.name }}.txt", text: "{% for part in endpoint.pathParts %}{{ part.literal|default:part.name }}|{% endfor %}")
        )
        #expect(files.map(\.contents) == ["/v2/f%C3%BCr%20alle/50%25/%22a%5Cb%22/|id|"])
    }

    @Test func aTemplateErrorSeenForEveryEndpointIsReportedOnce() throws {
        do {
            _ = try render([try samples("Home", "{}"), try samples("Product", "{}")], templates: try templateSet(path: "{{ endpoint.name }}.txt", text: "{{ endpoint.nme }}"))
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
                try render([try samples("Home", "{}")], templates: try templateSet(path: path, text: "x"))
            }
        }
    }
}
