import Foundation
import Generator
import Testing
import TestSupport

/// Regenerates every example under `examples/` and compares each file byte for byte with
/// its `expected/` tree. `GEN_RECORD=1 swift test` rewrites the expected trees instead.
@Suite struct GoldenTests {
    static let exampleNames: [String] = (try? FileManager.default.contentsOfDirectory(atPath: Repository.examples))?
        .filter { !$0.hasPrefix(".") }
        .sorted() ?? []

    @Test func examplesExist() {
        #expect(Self.exampleNames.contains("Jacob"))
    }

    @Test(arguments: exampleNames)
    func generatedModuleMatchesExpected(example: String) throws {
        let folder = Repository.examples + "/" + example
        let module = try ModulePipeline(fileSystem: LocalFileSystem()).generate(ModuleRequest(
            name: nil,
            samplesFolder: folder + "/samples",
            manifestPath: folder + "/gen.yml",
            templateFolder: Repository.templates + "/rxswift"
        ))
        try GoldenFiles.check(module.files, against: folder + "/expected", label: example)
    }
}
