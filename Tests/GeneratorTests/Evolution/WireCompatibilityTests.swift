import Support
import Testing
import TestSupport
import Writer
@testable import Generator

/// After each change of the samples, the report names exactly the places where a build made
/// before fails to decode them, and nothing where it still decodes; `EvolutionWireTests`
/// holds the same cases against the compiled old models.
@Suite struct WireCompatibilityTests {
    @Test(arguments: WireFixture.cases)
    func theReportNamesExactlyThePlacesAnOldBuildFailsToDecode(_ wireCase: WireFixture.Case) throws {
        let old = try EvolutionModule(WireFixture.base, set: "async")
        let new = try EvolutionModule(WireFixture.base.applying(wireCase.change), set: "async", previous: old)
        let failing = new.wire.findings.filter(\.breaksDecoding)
        #expect(failing.map(\.place) == wireCase.failing, "\(new.wire.text)")
    }

    @Test func aKeyGoneIsSaidInPlainWordsApartFromTheSourceChanges() throws {
        let old = try EvolutionModule(WireFixture.base, set: "async")
        let new = try EvolutionModule(WireFixture.base.applying(WireFixture.cases[0].change), set: "async", previous: old)
        #expect(new.wire.text == """
        Builds already shipped (1 property fails to decode):
          Customer.accountBalance: the key "account_balance" is gone; builds before this change fail to decode Customer
        """)
    }

    @Test func aNullOnlyFieldPinnedToATypeIsSafeForBuildsAlreadyShipped() throws {
        let old = try EvolutionModule(WireFixture.base, set: "async")
        let new = try EvolutionModule(WireFixture.base.applying(WireFixture.cases[2].change), set: "async", previous: old)
        #expect(new.wire.text == """
        Builds already shipped (they still decode):
          Customer.note: seen only as null before (JSONValue?), now Note; safe for builds already shipped, which decode it as JSONValue
        """)
        #expect(!new.wire.breaksDecoding)
    }

    /// The models of a run decode its samples, so an endpoint whose models did not change is
    /// not read again: here its sample path leads to a response the old build could not
    /// decode, and is left alone.
    @Test func anEndpointWhoseModelsDidNotChangeIsNotReadAgain() throws {
        let old = try EvolutionModule(WireFixture.base, set: "async")
        let new = try EvolutionModule(WireFixture.base.applying(WireFixture.cases[0].change), set: "async", previous: old)
        let folder = try TemporaryFolder()
        try folder.write("{\"posts\": []}", to: "feed.json")
        var sources = new.module.wireSources
        sources.samples["Feed"] = [folder.path + "/feed.json"]
        sources.samples["Customer"] = [folder.path + "/feed.json"]
        let report = WireCompatibility.report(from: old.module.signature, to: new.module.signature, sources: sources, fileSystem: LocalFileSystem())
        #expect(Set(report.findings.map(\.endpoint)) == ["Customer"], "\(report.text)")
    }
}
