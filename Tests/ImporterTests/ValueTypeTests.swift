@testable import Importer
import Testing

/// Query and path values are typed from every value seen, and only as a type that sends
/// each of them back as the capture showed it.
@Suite struct ValueTypeTests {
    @Test(arguments: [
        (["1", "42", "-7", "0"], "Int"),
        (["01234", "02134"], "String"),
        (["1", "007"], "String"),
        (["-0"], "String"),
        (["+5"], "String"),
        (["123456789012345678901"], "String"),
        (["2.5", "-0.75", "3"], "Double"),
        (["2.50"], "String"),
        ([".5"], "String"),
        (["1e3"], "String"),
        (["01.5"], "String"),
        (["a1", "7"], "String"),
        (["1a"], "String"),
        (["true", "false"], "Bool"),
        (["3f2b8c1e-9d4a-4e5b-8c7d-1a2b3c4d5e6f", "4F2B8C1E-9D4A-4E5B-8C7D-1A2B3C4D5E6F"], "UUID"),
        (["3f2b8c1e-9d4a-4e5b-8c7d-1a2b3c4d5e6f", "x"], "String"),
    ] as [([String], String)])
    func textValues(values: [String], type: String) {
        #expect(ValueTypes.textType(values) == type, "\(values)")
    }

    @Test func queryValuesWithLeadingZerosOrLettersAreStringsAndUUIDsAreUUIDs() throws {
        let analysis = try HARFixture.analyze(HARFixture.har([
            HARFixture.entry("GET", "https://api.test/stores?zip=01234&code=7&ref=3f2b8c1e-9d4a-4e5b-8c7d-1a2b3c4d5e6f&id=1&id=2"),
            HARFixture.entry("GET", "https://api.test/stores?zip=10115&code=a7&ref=4f2b8c1e-9d4a-4e5b-8c7d-1a2b3c4d5e6f"),
        ]))
        #expect(analysis.endpoints[0].params == [
            .init(key: "zip", type: "String"),
            .init(key: "code", type: "String"),
            .init(key: "ref", type: "UUID"),
            .init(key: "id", type: "[Int]?"),
        ])
    }

    @Test func pathValuesWithLeadingZerosAreStrings() throws {
        let analysis = try HARFixture.analyze(HARFixture.har([
            HARFixture.entry("GET", "https://api.test/zips/01234"),
            HARFixture.entry("GET", "https://api.test/zips/10115"),
        ]))
        #expect(analysis.endpoints.map(\.pathParameters) == [[PathParameter(name: "zipID", type: "String")]])
    }
}
