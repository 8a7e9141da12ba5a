import Testing
import Writer

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
}
