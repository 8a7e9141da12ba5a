import Foundation
import Testing
import TestSupport

/// `gen module --all` and `gen lint --all`: every gen.yml below the working directory, one
/// line per module in path order, a summary, paths as seen from where the user stands.
@Suite struct WorkspaceTests {
    let workspace: TemporaryFolder

    init() throws {
        workspace = try TemporaryFolder()
        try TinyModule.write("Cart", in: workspace, at: "Features/Cart")
        try TinyModule.write("Shop", endpoints: ["home", "product"], in: workspace, at: "Features/Shop")
        try TinyModule.write("App", in: workspace, at: "App")
    }

    @Test func everyModuleRunsAndIsReportedInPathOrder() throws {
        let result = try workspace.gen("module", "--all")
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.output == """
        App            1 created in 38 ms
          created   App/App/Home.txt
        Features/Cart  1 created in 38 ms
          created   Features/Cart/Cart/Home.txt
        Features/Shop  2 created in 38 ms
          created   Features/Shop/Shop/Home.txt
          created   Features/Shop/Shop/Product.txt
        3 modules: 3 changed in 38 ms

        """)
        #expect(try workspace.read("Features/Shop/Shop/Product.txt") == "Product\n")
        let again = try workspace.gen("module", "--all", "--check")
        #expect(again.status == 0)
        #expect(again.output.hasSuffix("3 modules: 3 unchanged; nothing written in 38 ms\n"))
    }

    @Test func checkFailsWhenAModuleWouldChangeAndQuietPrintsOnlyThatOne() throws {
        _ = try workspace.gen("module", "--all")
        try workspace.write(#"{"id": 1}"#, to: "Features/Cart/samples/cart.json")
        let result = try workspace.gen("module", "--all", "--check", "--quiet")
        #expect(result.status == 1)
        #expect(result.output == """
        Features/Cart  1 unchanged, 1 to create; nothing written in 38 ms
        3 modules: 2 unchanged, 1 to change; nothing written in 38 ms

        """)
    }

    /// Under each module's line, what a run of that module alone prints: its files (the
    /// unchanged ones with --verbose), conflicts included, and the API change report.
    @Test func eachModulesFilesAndApiChangesAreListedUnderItsLine() throws {
        _ = try workspace.gen("module", "--all")
        try workspace.write(try workspace.read("Features/Shop/Shop/Home.txt") + "edited\n", to: "Features/Shop/Shop/Home.txt")
        try workspace.write(#"{"id": 1, "note": "new"}"#, to: "Features/Shop/samples/product.json")
        let result = try workspace.gen("module", "--all", "--check")
        #expect(result.status == 1)
        #expect(result.output == """
        App            1 unchanged; nothing written in 38 ms
        Features/Cart  1 unchanged; nothing written in 38 ms
        Features/Shop  1 unchanged, 1 conflict; nothing written in 38 ms
          conflict  Features/Shop/Shop/Home.txt
          API changes (1 breaking):
            Product
              added     note: String  (breaking: constructing)
        3 modules: 2 unchanged, 1 to change; nothing written in 38 ms

        """)
        let verbose = try workspace.gen("module", "--all", "--check", "--verbose")
        #expect(verbose.output.contains("""
        Features/Shop  1 unchanged, 1 conflict; nothing written in 38 ms
          conflict  Features/Shop/Shop/Home.txt
          unchanged Features/Shop/Shop/Product.txt
          API changes (1 breaking):
        """), "\(verbose.output)")
    }

    /// `--fail-on breaking` passes drift that breaks no code built on the modules, and
    /// fails on a breaking API change.
    @Test func checkCanFailOnlyOnBreakingChanges() throws {
        _ = try workspace.gen("module", "--all")
        try FileManager.default.removeItem(atPath: workspace.path + "/Features/Cart/Cart/Home.txt")
        #expect(try workspace.gen("module", "--all", "--check").status == 1)
        let drift = try workspace.gen("module", "--all", "--check", "--fail-on", "breaking", "--quiet")
        #expect(drift.status == 0, "\(drift.output)")
        #expect(drift.output == "3 modules: 2 unchanged, 1 to change; nothing written in 38 ms\n")
        try workspace.write(#"{"id": 1, "note": "new"}"#, to: "Features/Shop/samples/product.json")
        let breaking = try workspace.gen("module", "--all", "--check", "--fail-on", "breaking")
        #expect(breaking.status == 1)
        #expect(breaking.output.contains("      added     note: String  (breaking: constructing)\n"))
        #expect(try workspace.gen("module", "--all", "--fail-on", "breaking").status == 64)
    }

    /// `--format github` adds to the text the annotations GitHub Actions shows on a pull
    /// request: problems at their file, line and column, conflicts, breaking changes.
    @Test func githubFormatAnnotatesProblemsConflictsAndBreakingChanges() throws {
        _ = try workspace.gen("module", "--all")
        try workspace.write(try workspace.read("Features/Shop/Shop/Home.txt") + "edited\n", to: "Features/Shop/Shop/Home.txt")
        try workspace.write(#"{"id": 1, "note": "new"}"#, to: "Features/Shop/samples/product.json")
        try workspace.write("{\"id\": 1,}", to: "Features/Cart/samples/home.json")
        let result = try workspace.gen("module", "--all", "--check", "--format", "github")
        #expect(result.status == 1)
        let annotations = result.output.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(annotations.count == 3, "\(result.output)")
        #expect(annotations.first?.hasPrefix("::error file=Features/Cart/samples/home.json,line=1,col=10::") == true, "\(result.output)")
        #expect(annotations.dropFirst().first == "::error file=Features/Shop/Shop/Home.txt::Features/Shop/Shop/Home.txt holds text gen did not write; a run of gen module would stop here (gen module --dry-run says why)")
        #expect(annotations.last == "::error title=Breaking API change::Features/Shop: Product: added note: String (breaking: constructing)")
        #expect(result.output.contains("Features/Shop  1 unchanged, 1 conflict; nothing written in 38 ms\n  conflict  Features/Shop/Shop/Home.txt\n"))
        #expect(result.errorOutput.hasPrefix("Features/Cart/samples/home.json:1:10: error: "))
        let single = try workspace.gen(["module", "--check", "--format", "github"], in: "Features/Shop")
        #expect(single.output.contains("\n::error file=Shop/Home.txt::Shop/Home.txt holds text gen did not write; a run of gen module would stop here (gen module --dry-run says why)\n::error title=Breaking API change::Product: added note: String (breaking: constructing)\n"), "\(single.output)")
    }

    /// A file no lock records was annotated as "edited since gen wrote it", which gen never did.
    @Test func aConflictAnnotationClaimsNoEditGenCannotKnowOf() throws {
        _ = try workspace.gen("module", "--all")
        try FileManager.default.removeItem(atPath: workspace.path + "/Features/Shop/Shop/.gen.lock")
        try workspace.write("written by hand\n", to: "Features/Shop/Shop/Home.txt")
        let check = try workspace.gen(["module", "--check", "--format", "github"], in: "Features/Shop")
        #expect(check.status == 1)
        #expect(check.output.contains("\n::error file=Shop/Home.txt::Shop/Home.txt holds text gen did not write; a run of gen module would stop here (gen module --dry-run says why)\n"), "\(check.output)")
        let dryRun = try workspace.gen(["module", "--dry-run"], in: "Features/Shop")
        #expect(dryRun.errorOutput.contains("Shop/Home.txt is not what gen writes there, and .gen.lock does not record it"), "\(dryRun.errorOutput)")
    }

    @Test func errorsKeepTheirLocationAsSeenFromTheWorkspace() throws {
        try workspace.write("{\"id\": 1,}", to: "Features/Shop/samples/home.json")
        let result = try workspace.gen("module", "--all")
        #expect(result.status == 1)
        #expect(result.output.contains("Features/Shop  failed: 1 error\n"))
        #expect(result.output.hasSuffix("3 modules: 2 changed, 1 failed in 38 ms\n"))
        #expect(result.errorOutput.hasPrefix("Features/Shop/samples/home.json:1:10: error: "))
        let lint = try workspace.gen("lint", "--all")
        #expect(lint.status == 1)
        #expect(lint.errorOutput.hasPrefix("Features/Shop/samples/home.json:1:10: error: "))
        #expect(lint.output.hasSuffix("3 modules: 2 passed, 1 failed in 38 ms\n"))
    }

    @Test func buildFoldersAndWhatTheWorkspaceFileExcludesAreLeftOut() throws {
        try TinyModule.write("Built", in: workspace, at: ".build/checkouts/Built")
        try TinyModule.write("Pod", in: workspace, at: "Pods/Pod")
        try TinyModule.write("Old", in: workspace, at: "Legacy/Old")
        try workspace.write("exclude:\n  - Legacy\n  - \"Features/S*\"\n", to: "gen-workspace.yml")
        let result = try workspace.gen("lint", "--all")
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.output == """
        App            2 files checked, no problems
        Features/Cart  2 files checked, no problems
        2 modules: 2 passed in 38 ms

        """)
    }

    @Test func aMistakeInTheWorkspaceFileIsLocated() throws {
        try workspace.write("exclude:\n  - ../Other\n", to: "gen-workspace.yml")
        let result = try workspace.gen("module", "--all")
        #expect(result.status == 1)
        #expect(result.errorOutput.hasPrefix("gen-workspace.yml:2:5: error: '../Other' is not a folder inside the workspace"))
        #expect(!FileManager.default.fileExists(atPath: workspace.path + "/App/App"))
    }

    @Test func jsonHoldsEachModulesOwnReport() throws {
        try workspace.write("{\"id\": 1,}", to: "App/samples/home.json")
        let result = try workspace.gen("module", "--all", "--check", "--format", "json")
        #expect(result.status == 1)
        #expect(result.errorOutput.isEmpty)
        let document = try #require(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(document["command"] as? String == "module")
        #expect(document["mode"] as? String == "check")
        #expect(document["exitCode"] as? Int == 1)
        #expect(document["summary"] as? [String: Int] == ["modules": 3, "unchanged": 0, "changed": 2, "failed": 1])
        let modules = try #require(document["modules"] as? [[String: Any]])
        #expect(modules.map { $0["path"] as? String } == ["App", "Features/Cart", "Features/Shop"])
        #expect(modules.map { $0["state"] as? String } == ["failed", "changed", "changed"])
        let diagnostic = try #require(((modules[0]["report"] as? [String: Any])?["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["file"] as? String == "App/samples/home.json")
        let files = try #require((modules[2]["report"] as? [String: Any])?["files"] as? [[String: Any]])
        #expect(files.first?["path"] as? String == "Features/Shop/Shop/Home.txt")
    }

    @Test(arguments: [
        ["module", "--all", "Cart"],
        ["module", "--all", "--samples", "samples"],
        ["module", "--all", "--watch"],
        ["lint", "--all", "--samples", "samples"],
    ])
    func allWithOneModulesFlagsIsAUsageMistake(arguments: [String]) throws {
        let result = try workspace.gen(arguments)
        #expect(result.status == 64)
        #expect(result.output.isEmpty)
        #expect(result.errorOutput.hasPrefix("gen: error: --all "))
        #expect(result.errorOutput.contains("\nnote: run gen "))
    }

    @Test func noModuleBelowIsAUsageMistake() throws {
        let empty = try TemporaryFolder()
        let result = try empty.gen("module", "--all")
        #expect(result.status == 64)
        #expect(result.errorOutput.hasPrefix("gen: error: no gen.yml in this folder or any folder below it\n"))
    }
}
