import Foundation
import Testing
import TestSupport

/// After a run whose samples changed, gen says which properties the builds made before fail
/// to decode, apart from the API changes, in JSON as `wireChanges`, and `--check --fail-on
/// wire` fails on them alone.
@Suite struct WireCheckCommandTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
        try TinyModule.write("Shop", in: folder)
        try folder.write(#"{"id": 1, "account_balance": 10}"#, to: "samples/home.json")
        let first = try folder.gen("module")
        try #require(first.status == 0, "\(first.errorOutput)")
    }

    @Test func aKeyGoneFailsTheWireCheckAndIsSaidAfterTheApiChanges() throws {
        try folder.write(#"{"id": 1}"#, to: "samples/home.json")
        let check = try folder.gen("module", "--check", "--fail-on", "wire")
        #expect(check.status == 1)
        #expect(check.output.hasPrefix("""
        API changes (1 breaking):
          Home
            removed   accountBalance: Int  (breaking)
        Builds already shipped (1 property fails to decode):
          Home.accountBalance: the key "account_balance" is gone; builds before this change fail to decode Home

        """), "\(check.output)")
        let json = try folder.gen("module", "--check", "--format", "json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let wire = try #require(document["wireChanges"] as? [[String: Any]])
        #expect(wire.count == 1)
        #expect(wire.first?["change"] as? String == "key gone")
        #expect(wire.first?["breaksDecoding"] as? Bool == true)
        #expect(wire.first?["property"] as? String == "accountBalance")
        #expect(wire.first?["key"] as? String == "account_balance")
    }

    @Test func aNewRequiredKeyBreaksCodeButNotTheBuildsAlreadyShipped() throws {
        try folder.write(#"{"id": 1, "account_balance": 10, "note": "new"}"#, to: "samples/home.json")
        #expect(try folder.gen("module", "--check", "--fail-on", "breaking").status == 1)
        let wire = try folder.gen("module", "--check", "--fail-on", "wire")
        #expect(wire.status == 0, "\(wire.output)")
        #expect(!wire.output.contains("Builds already shipped"))
    }
}
