import Diagnostics
import Foundation
@testable import Generator
import Inputs
import Renderer
import Support
import TemplateEngine
import Testing
import TestSupport
import Writer

/// Rendering on all cores gives the files, and the problems, of rendering one file after
/// another: every byte, in the same order.
@Suite struct ParallelRenderTests {
    /// The contexts of a module of `endpoints` endpoints with seeded random samples.
    static func contexts(endpoints: Int) throws -> (contexts: ModuleContexts, folder: TemporaryFolder) {
        let folder = try TemporaryFolder()
        var random = RandomJSON(seed: 29)
        for number in 0..<endpoints {
            try folder.write(random.document(), to: "samples/endpoint_\(number).json")
        }
        try folder.write("module: Wide\n", to: "gen.yml")
        let contexts = try ModulePipeline(fileSystem: LocalFileSystem()).planned(
            name: nil,
            samplesFolder: folder.path + "/samples",
            manifest: ManifestFile.load(folder.path + "/gen.yml", fileSystem: LocalFileSystem())
        ).contexts
        return (contexts, folder)
    }

    /// The files of a render, or its problems as printed.
    static func outcome(_ contexts: ModuleContexts, _ templates: TemplateSet, parallel: Bool) -> [String] {
        do {
            return try ModuleRenderer.render(contexts, with: templates, parallel: parallel).map { file in
                [file.path, file.ownership.rawValue, file.layer?.rawValue ?? "-", file.endpoint ?? "-", file.template, file.contents].joined(separator: "\n")
            }
        } catch {
            return error.diagnostics.map { DiagnosticRenderer.render([$0]) }
        }
    }

    @Test(arguments: ["rxswift", "async"])
    func aManyEndpointModuleRendersTheSameBytesOnAllCores(set: String) throws {
        let (contexts, _) = try Self.contexts(endpoints: 120)
        let templates = try TemplateSet.load(BuiltInTemplates.folders(set), fileSystem: LocalFileSystem(), filters: .builtIn)
        let serial = Self.outcome(contexts, templates, parallel: false)
        #expect(serial.count > 240)
        #expect(Self.outcome(contexts, templates, parallel: true) == serial)
    }

    /// The model signature a module of many endpoints lists beside the set's load and the
    /// render is the plan's, and its lock lines are the ones the writer would render.
    @Test func theSignatureListedBesideTheRenderIsThePlans() throws {
        let folder = try TemporaryFolder()
        var random = RandomJSON(seed: 31)
        for number in 0..<(ParallelMap.defaultMinimumCount + 8) {
            try folder.write(random.document(), to: "samples/endpoint_\(number).json")
        }
        try folder.write("module: Wide\n", to: "gen.yml")
        let pipeline = ModulePipeline(fileSystem: LocalFileSystem())
        let manifest = try ManifestFile.load(folder.path + "/gen.yml", fileSystem: LocalFileSystem())
        let module = try pipeline.generate(ModuleRequest(name: nil, samplesFolder: folder.path + "/samples", manifest: manifest, templates: BuiltInTemplates.folders("rxswift")))
        let plan = try pipeline.plan(name: nil, samplesFolder: folder.path + "/samples", manifest: manifest).plan
        #expect(module.signature == ModelSignature(plan))
        #expect(module.signature.properties.count > 100)
        #expect(module.signatureLines == LockFile.modelLines(module.signature))
    }

    /// Paths outside the module, two endpoints writing one file, and a template that runs
    /// out of its budget for some endpoints (the ones after the first are not rendered).
    @Test func problemsAreFoundAndOrderedAsOneAfterAnother() throws {
        var (contexts, folder) = try Self.contexts(endpoints: 60)
        try folder.write("""
        files:
          - template: Sample.stencil
            kind: owned
            layer: model
            for: endpoint
            path: "Samples/{{ endpoint.name }}.json"
          - template: Sample.stencil
            kind: owned
            layer: api
            for: endpoint
            path: "Same.swift"
          - template: Sample.stencil
            kind: owned
            layer: viewmodel
            for: endpoint
            path: "{% if endpoint.sample|count > 200 %}../{% endif %}{{ endpoint.name }}.txt"

        """, to: "set/set.yml")
        try folder.write("{{ endpoint.sample }}{{ endpoint.sample }}", to: "set/Sample.stencil")
        contexts.renderBudget = RenderBudget(steps: 1_000_000, bytes: 600)
        let templates = try TemplateSet.load(TemplateFolders(set: folder.path + "/set", shared: nil), fileSystem: LocalFileSystem(), filters: .builtIn)
        let serial = Self.outcome(contexts, templates, parallel: false)
        #expect(serial.contains { $0.contains("would write '../") })
        #expect(serial.contains { $0.contains("Same.swift") })
        #expect(serial.filter { $0.contains("budget") }.count == 1)
        #expect(Self.outcome(contexts, templates, parallel: true) == serial)
    }
}
