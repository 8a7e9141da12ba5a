import Generator
import Renderer
import Support
import Testing
import TestSupport

/// `gen model` streams a sample and lets its text go unless a model template reads it:
/// quoting it as `endpoint.sample`, or building `fixture` from it.
@Suite struct PayloadSampleTextTests {
    private static let sample = #"{"id": 7, "title": "A title"}"#

    private func generate(templates: TemplateFolders, in folder: TemporaryFolder) throws -> [String: String] {
        try folder.write(Self.sample, to: "samples/item.json")
        let generated = try ModulePipeline(fileSystem: LocalFileSystem()).generatePayload(PayloadRequest(
            name: "Item",
            samplePaths: [folder.path + "/samples/item.json"],
            manifestPath: nil,
            templates: templates
        ))
        return Dictionary(uniqueKeysWithValues: generated.files.map { ($0.path, $0.contents) })
    }

    @Test func aModelTemplateQuotingTheSampleGetsItsText() throws {
        let folder = try TemporaryFolder()
        try folder.write("""
        files:
          - template: Quote.stencil
            kind: owned
            layer: model
            for: endpoint
            path: "{{ endpoint.name }}Sample.json"
        """, to: "set/set.yml")
        try folder.write("{{ endpoint.sample }}\n", to: "set/Quote.stencil")

        let files = try generate(templates: TemplateFolders(set: folder.path + "/set", shared: nil), in: folder)
        #expect(files["ItemSample.json"] == Self.sample + "\n")
    }

    @Test func theSwiftUIFixturesAreBuiltFromTheSample() throws {
        let folder = try TemporaryFolder()
        let files = try generate(templates: BuiltInTemplates.folders("swiftui"), in: folder)
        let fixtures = try #require(files["ItemFixtures.swift"])
        #expect(fixtures.contains(#"title: "A title""#), "\(fixtures)")
    }
}
