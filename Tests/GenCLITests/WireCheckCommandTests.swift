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
        let github = try folder.gen("module", "--check", "--format", "github")
        #expect(github.output.contains("""
        ::error title=Breaking API change::Home: removed accountBalance: Int (breaking)
        ::error title=Builds already shipped fail to decode::Home.accountBalance: the key "account_balance" is gone; builds before this change fail to decode Home

        """), "\(github.output)")
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

    /// `--against` compares with the lock of a past release instead of the module folder's:
    /// a key the last run already dropped is still gone for the builds of that release.
    @Test func checkAgainstALockFileOrAGitRefComparesWithThatRelease() throws {
        try folder.write(try folder.read("Shop/.gen.lock"), to: "v1.lock")
        let git = ["-c", "user.email=gen@example.com", "-c", "user.name=gen"]
        for arguments in [["init", "-q", "."], ["add", "-A"], git + ["commit", "-qm", "v1"], ["tag", "v1"]] {
            let result = try ProcessRunner.run("/usr/bin/env", ["git", "-C", folder.path] + arguments)
            try #require(result.status == 0, "\(result.errorOutput)")
        }
        try folder.write(#"{"id": 1}"#, to: "samples/home.json")
        #expect(try folder.gen("module").status == 0)
        #expect(try folder.gen("module", "--check", "--fail-on", "wire").status == 0)
        for release in ["v1.lock", "v1"] {
            let check = try folder.gen("module", "--check", "--against", release, "--fail-on", "wire")
            #expect(check.status == 1, "\(check.output)\(check.errorOutput)")
            #expect(check.output.hasPrefix("""
            Compared with the module at \(release):
            API changes (1 breaking):
              Home
                removed   accountBalance: Int  (breaking)
            Builds already shipped (1 property fails to decode):
            """), "\(release): \(check.output)\(check.errorOutput)")
        }
        let unknown = try folder.gen("module", "--check", "--against", "v0")
        #expect(unknown.status == 1)
        #expect(unknown.errorOutput.hasPrefix("gen: error: --against v0: no Shop/.gen.lock at that git ref"), "\(unknown.errorOutput)")
        #expect(try folder.gen("module", "--against", "v1").status == 64)
    }

    @Test func everyModuleOfAWorkspaceListsWhatItsShippedBuildsFailToDecode() throws {
        try folder.write(#"{"id": 1}"#, to: "samples/home.json")
        let check = try folder.gen("module", "--all", "--check", "--fail-on", "wire", "--format", "github")
        #expect(check.status == 1)
        #expect(check.output.contains("""
        ::error title=Builds already shipped fail to decode::.: Home.accountBalance: the key "account_balance" is gone; builds before this change fail to decode Home

        """), "\(check.output)")
        #expect(check.output.contains("""
          Builds already shipped (1 property fails to decode):
            Home.accountBalance: the key "account_balance" is gone; builds before this change fail to decode Home

        """), "\(check.output)")
    }
}
