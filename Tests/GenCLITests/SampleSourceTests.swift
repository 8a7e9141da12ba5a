import Foundation
import Testing
import TestSupport

/// One source of samples per module: the lock records it, a run without --json uses it,
/// the manifest can name it, and `samples/` beside gen.yml is the default.
@Suite struct SampleSourceTests {
    let project: TemporaryFolder

    init() throws {
        project = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: Repository.examples + "/Jacob/samples", toPath: project.path + "/api")
        try project.write("module: Jacob\n", to: "gen.yml")
    }

    @Test func aRunWithoutJSONUsesTheRecordedFolderAndPicksUpNewSamples() throws {
        #expect(try project.gen("module", "--json", "api").status == 0)
        #expect(try project.read("Jacob/.gen.lock").contains("\nsamples ../api\n"))
        try project.write("{\"id\": 5, \"total\": 12.5}", to: "api/cart.json")
        let result = try project.gen("module", "--dry-run")
        #expect(result.status == 0)
        #expect(result.errorOutput == "")
        #expect(result.output.contains("create    Jacob/Model/Cart.swift\n"))
        #expect(result.output.contains("  Cart  (new endpoint, breaking: exhaustive switches)\n"))
    }

    /// lint and context read the samples `gen module` reads: the folder the lock recorded.
    @Test func lintAndContextReadTheRecordedFolderToo() throws {
        #expect(try project.gen("module", "--samples", "api").status == 0)
        let lint = try project.gen("lint", "--verbose")
        #expect(lint.status == 0)
        #expect(lint.output == "checked   gen.yml\nchecked   api/home.json\nchecked   api/product.json\n3 files checked, no problems\n")
        let context = try project.gen("context", "--endpoint", "Product")
        #expect(context.status == 0, "\(context.errorOutput)")
        #expect(context.output.contains("\"Product\""))
    }

    @Test func anotherSourceSaysWhichEndpointsComeAndGoBeforeWriting() throws {
        #expect(try project.gen("module", "--json", "api").status == 0)
        try FileManager.default.createDirectory(atPath: project.path + "/other", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: project.path + "/api/home.json", toPath: project.path + "/other/home.json")
        try project.write("{\"id\": 5}", to: "other/cart.json")
        let result = try project.gen("module", "--json", "other", "--dry-run")
        #expect(result.status == 0)
        #expect(result.errorOutput.hasPrefix("""
        gen: warning: the samples come from the folder ../other, not the folder ../api as Jacob/.gen.lock records; this adds Cart and drops Product
        note: a run without --samples uses the recorded source; the new one is recorded when this run writes

        """))
        #expect(result.output.contains("  Product  (removed endpoint, breaking)\n"))
    }

    @Test func theManifestNamesTheSamplesFolder() throws {
        try project.write("module: Jacob\nsamples: api/\n", to: "gen.yml")
        let result = try project.gen("module")
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(try project.read("Jacob/.gen.lock").contains("\nsamples ../api\n"))
        let lint = try project.gen("lint")
        #expect(lint.status == 0)
        #expect(lint.output == "3 files checked, no problems\n")
    }

    @Test func samplesBesideTheManifestNeedNoFlag() throws {
        let jacob = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: Repository.examples + "/Jacob/samples", toPath: jacob.path + "/samples")
        try FileManager.default.copyItem(atPath: Repository.examples + "/Jacob/gen.yml", toPath: jacob.path + "/gen.yml")
        let dryRun = try jacob.gen("module", "--dry-run")
        #expect(dryRun.status == 0, "\(dryRun.errorOutput)")
        #expect(dryRun.output.hasPrefix("create    Jacob/Api/HomeAPI.swift\n"))
        #expect(dryRun.output.hasSuffix("\nAPICore  5 to create; nothing written in 38 ms\n  create    APICore/APICore.podspec\n  create    APICore/Sources/ModelSupport.swift\n  create    APICore/Sources/Pager.swift\n  create    APICore/Sources/RequestParameters.swift\n  create    APICore/Tests/RequestParametersTests.swift\n11 to create; nothing written in 38 ms\n"))
        let lint = try jacob.gen("lint")
        #expect(lint.status == 0)
        #expect(lint.output == "3 files checked, no problems\n")
        let context = try jacob.gen("context", "--endpoint", "Product")
        #expect(context.status == 0, "\(context.errorOutput)")
        #expect(context.output.contains("\"Product\""))
    }
}
