import Diagnostics
import Generator
import Foundation
import Inputs
import Renderer
import Support
import Testing
import TestSupport

/// The template set compiles while the samples are read and the models inferred; as when it
/// compiled first, a run whose samples and set both have problems reports the samples', and
/// the set's once the samples are right.
@Suite struct PipelineProblemOrderTests {
    @Test func theSetsProblemsComeOnceTheSamplesAreRight() throws {
        let folder = try TemporaryFolder()
        try folder.write("module: Broken\n", to: "gen.yml")
        try folder.write(#"{"id": 1,}"#, to: "samples/home.json")
        try folder.write("""
        files:
          - template: Model.stencil
            kind: owned
            layer: model
            for: module
            path: "Model.swift"

        """, to: "set/set.yml")
        try folder.write("{% if %}", to: "set/Model.stencil")
        let request = ModuleRequest(
            name: nil,
            samplesFolder: folder.path + "/samples",
            manifest: try ManifestFile.load(folder.path + "/gen.yml", fileSystem: LocalFileSystem()),
            templates: TemplateFolders(set: folder.path + "/set", shared: nil)
        )
        let withBrokenSample = Self.problems(request)
        #expect(withBrokenSample.count == 1)
        #expect(withBrokenSample.allSatisfy { $0.hasPrefix("home.json: ") }, "\(withBrokenSample)")

        try folder.write(#"{"id": 1}"#, to: "samples/home.json")
        let withRightSample = Self.problems(request)
        #expect(!withRightSample.isEmpty)
        #expect(withRightSample.allSatisfy { $0.hasPrefix("Model.stencil: ") }, "\(withRightSample)")
    }

    /// Each problem as `file: message`.
    private static func problems(_ request: ModuleRequest) -> [String] {
        do {
            _ = try ModulePipeline(fileSystem: LocalFileSystem()).generate(request)
            return []
        } catch {
            return error.diagnostics.map { "\($0.location.map { ($0.path as NSString).lastPathComponent } ?? "-"): \($0.message)" }
        }
    }
}
