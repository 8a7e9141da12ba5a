import Foundation
import Generator
import Support
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
            templates: BuiltInTemplates.folders("rxswift")
        ))
        try GoldenFiles.check(generated.files, against: folder + "/expected", label: "rule \(rule)")
    }
}
