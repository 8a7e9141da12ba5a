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
        let expectedFolder = folder + "/expected"
        if ProcessInfo.processInfo.environment["GEN_RECORD"] == "1" {
            try? FileManager.default.removeItem(atPath: expectedFolder)
            for file in module.files {
                try LocalFileSystem().writeFile(expectedFolder + "/" + file.path, contents: Array(file.contents.utf8))
            }
            return
        }
        let expectedPaths = Self.files(under: expectedFolder)
        #expect(module.files.map(\.path) == expectedPaths, "generated files differ from \(expectedFolder)")
        for file in module.files where expectedPaths.contains(file.path) {
            let expected = try String(contentsOfFile: expectedFolder + "/" + file.path, encoding: .utf8)
            if file.contents != expected {
                let diff = UnifiedDiff.render(old: expected, new: file.contents, oldPath: "expected/" + file.path, newPath: "generated/" + file.path)
                Issue.record("\(example)/expected/\(file.path) differs from the generated file:\n\(diff)")
            }
        }
    }

    private static func files(under folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var paths: [String] = []
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                paths.append(path)
            }
        }
        return paths.sorted()
    }
}
