import Diagnostics
import Foundation
import Inference
import Inputs
@testable import Planner
import Support
import Testing
import TestSupport

/// Each folder of `Tests/Rules` is one inference rule: its samples are planned as
/// `gen model <Folder>` plans them, and the dump of the model must match `expected.ir`.
/// A template edit cannot fail these; GeneratorTests/RuleTests renders the same folders.
@Suite struct RuleModelTests {
    static let rulesFolder = Repository.root + "/Tests/Rules"
    static let rules: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: rulesFolder)) ?? [])
        .filter { !$0.hasSuffix(".md") }
        .sorted()

    /// The model `gen model <rule>` infers, with the same manifest handling and reserved names.
    private func model(of rule: String) throws -> String {
        let folder = Self.rulesFolder + "/" + rule
        let fileSystem = LocalFileSystem()
        var manifest = ManifestFile()
        if fileSystem.kind(of: folder + "/gen.yml") == .file {
            manifest = try ManifestFile.load(folder + "/gen.yml", fileSystem: fileSystem)
            manifest.manifest = try manifest.decoded()
            manifest.manifest.endpoints = []
        }
        var samples = try SampleLoader(fileSystem: fileSystem).loadPayload([folder + "/samples"])
        samples.endpoints[0].name = rule
        let plan = try ModulePlanner.plan(
            moduleName: rule,
            samples: samples.endpoints,
            manifest: manifest.manifest,
            manifestSource: manifest.source,
            reservedTypes: ReservedNames.swiftAndFoundation
        )
        let endpoint = try #require(plan.endpoints.first)
        return ModelDump.text(of: endpoint.model, shared: plan.sharedModels, supportTypes: plan.supportTypes)
    }

    @Test func everyRuleHasAFolder() {
        #expect(Self.rules.count >= 13)
    }

    @Test(arguments: rules)
    func modelMatchesExpected(rule: String) throws {
        let dump = try model(of: rule)
        let path = Self.rulesFolder + "/" + rule + "/expected.ir"
        if ProcessInfo.processInfo.environment["GEN_RECORD"] == "1" {
            try LocalFileSystem().writeFile(path, contents: Array(dump.utf8))
            return
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        if dump != expected {
            let diff = UnifiedDiff.render(old: expected, new: dump, oldPath: "expected.ir", newPath: "inferred")
            Issue.record("rule \(rule): the model differs from expected.ir:\n\(diff)")
        }
    }
}
