import Foundation
import Generator
import Testing
import TestSupport

/// Each folder of `Tests/Rules` is one inference rule: its samples go through
/// `gen model <Folder>` and the model files must match `expected/` byte for byte.
@Suite struct RuleTests {
    static let rulesFolder = Repository.root + "/Tests/Rules"
    static let rules: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: rulesFolder)) ?? [])
        .filter { !$0.hasSuffix(".md") }
        .sorted()

    @Test func everyRuleHasAFolder() {
        #expect(Self.rules.count >= 13)
    }

    @Test(arguments: rules)
    func modelMatchesExpected(rule: String) throws {
        let folder = Self.rulesFolder + "/" + rule
        let manifest = folder + "/gen.yml"
        let generated = try ModulePipeline(fileSystem: LocalFileSystem()).generatePayload(PayloadRequest(
            name: rule,
            samplePaths: [folder + "/samples"],
            manifestPath: FileManager.default.fileExists(atPath: manifest) ? manifest : nil,
            templateFolder: Repository.templates + "/rxswift"
        ))
        let expectedFolder = folder + "/expected"
        if ProcessInfo.processInfo.environment["GEN_RECORD"] == "1" {
            try? FileManager.default.removeItem(atPath: expectedFolder)
            for file in generated.files {
                try LocalFileSystem().writeFile(expectedFolder + "/" + file.path, contents: Array(file.contents.utf8))
            }
            return
        }
        let expectedNames = try FileManager.default.contentsOfDirectory(atPath: expectedFolder).sorted()
        #expect(generated.files.map(\.path) == expectedNames)
        for file in generated.files where expectedNames.contains(file.path) {
            let expected = try String(contentsOfFile: expectedFolder + "/" + file.path, encoding: .utf8)
            if file.contents != expected {
                let diff = UnifiedDiff.render(old: expected, new: file.contents, oldPath: "expected/" + file.path, newPath: "generated/" + file.path)
                Issue.record("rule \(rule): \(file.path) differs:\n\(diff)")
            }
        }
    }
}
