import Foundation
import Testing
import TestSupport

/// Reruns after an endpoint's sample is removed: gen deletes the owned files it wrote and
/// nobody edited, stops at an edited one, and never deletes a scaffold file but names it on
/// every run until the user does.
@Suite struct RemovalTests {
    let project: TemporaryFolder

    init() throws {
        project = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: Repository.examples + "/Jacob/samples", toPath: project.path + "/samples")
        try FileManager.default.copyItem(atPath: Repository.examples + "/Jacob/gen.yml", toPath: project.path + "/gen.yml")
        try project.write("{\"id\": 5, \"total\": 12.5}", to: "samples/cart.json")
        #expect(try project.gen("module").status == 0)
        try FileManager.default.removeItem(atPath: project.path + "/samples/cart.json")
    }

    private func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: project.path + "/" + path)
    }

    static let orphanWarning = """
    gen: warning: Jacob/ViewModel/CartViewModel.swift is orphaned: it was written for the endpoint Cart, which the module no longer has
    note: gen never deletes a scaffold file; move what you still need out of it, then delete it (until then it stays in .gen.lock and this warning repeats)

    """

    static let report = """
    API changes (2 breaking):
      Cart  (removed endpoint, breaking)
      Cart  (removed type, breaking)
    """

    @Test func dryRunDiffAndCheckShowRemovedAndOrphanedFiles() throws {
        let dryRun = try project.gen("module", "--dry-run")
        #expect(dryRun.status == 0)
        #expect(dryRun.output == """
        remove    Jacob/Api/CartAPI.swift
        update    Jacob/Api/JacobAPI.swift
        remove    Jacob/Model/Cart.swift
        update    Jacob/Router/JacobRouter.swift
        orphaned  Jacob/ViewModel/CartViewModel.swift
        \(Self.report)
        9 unchanged, 2 to update, 2 to remove, 1 orphaned; nothing written in 38 ms

        """)
        #expect(dryRun.errorOutput == Self.orphanWarning)

        let check = try project.gen("module", "--check")
        #expect(check.status == 1)
        #expect(check.output == dryRun.output)

        let diff = try project.gen("module", "--diff")
        #expect(diff.status == 0)
        #expect(diff.output.contains("--- a/Jacob/Model/Cart.swift\n+++ /dev/null\n@@ -1,"))
        #expect(diff.output.contains("\n-public struct Cart: Codable, Hashable, Sendable {\n"))
        #expect(exists("Jacob/Model/Cart.swift") && exists("Jacob/Api/CartAPI.swift"))
    }

    @Test func aRunDeletesUneditedOwnedFilesAndOrphansScaffoldFilesUntilTheUserDeletesThem() throws {
        let viewModel = try project.read("Jacob/ViewModel/CartViewModel.swift") + "// my code\n"
        try project.write(viewModel, to: "Jacob/ViewModel/CartViewModel.swift")
        let run = try project.gen("module")
        #expect(run.status == 0)
        #expect(run.output == """
        removed   Jacob/Api/CartAPI.swift
        updated   Jacob/Api/JacobAPI.swift
        removed   Jacob/Model/Cart.swift
        updated   Jacob/Router/JacobRouter.swift
        orphaned  Jacob/ViewModel/CartViewModel.swift
        \(Self.report)
        9 unchanged, 2 updated, 2 removed, 1 orphaned in 38 ms

        """)
        #expect(run.errorOutput == Self.orphanWarning)
        #expect(!exists("Jacob/Api/CartAPI.swift") && !exists("Jacob/Model/Cart.swift"))
        #expect(try project.read("Jacob/ViewModel/CartViewModel.swift") == viewModel)
        #expect(!(try project.read("Jacob/Router/JacobRouter.swift")).contains("cart"))
        #expect(!(try project.read("Jacob/Api/JacobAPI.swift")).contains("case cart"))
        let lock = try project.read("Jacob/.gen.lock")
        #expect(lock.contains("\norphan Cart "))
        #expect(!lock.contains("Model/Cart.swift"))

        let again = try project.gen("module")
        #expect(again.status == 0)
        #expect(again.output == "orphaned  Jacob/ViewModel/CartViewModel.swift\n11 unchanged, 1 orphaned in 38 ms\n")
        #expect(again.errorOutput == Self.orphanWarning)
        #expect(try project.gen("module", "--check").status == 1)

        try FileManager.default.removeItem(atPath: project.path + "/Jacob/ViewModel/CartViewModel.swift")
        let clean = try project.gen("module", "--check")
        #expect(clean.status == 0)
        #expect(clean.errorOutput == "")
        #expect(try project.gen("module").output == "11 unchanged in 38 ms\n")
        #expect(!(try project.read("Jacob/.gen.lock")).contains("Cart"))
    }

    @Test func anEditedOwnedFileIsAConflictAndForceKeepsTheEditInABackup() throws {
        let edited = try project.read("Jacob/Model/Cart.swift") + "extension Cart { var isEmpty: Bool { total == 0 } }\n"
        try project.write(edited, to: "Jacob/Model/Cart.swift")
        let refused = try project.gen("module")
        #expect(refused.status == 1)
        #expect(refused.output == "9 unchanged, 2 to update, 1 conflict, 1 to remove, 1 orphaned; nothing written in 38 ms\n")
        #expect(refused.errorOutput == Self.orphanWarning + """
        gen: error: Jacob/Model/Cart.swift was edited since gen wrote it, and no template writes it any more
        note: nothing was written; move your edit elsewhere and delete the file, or rerun with --force to remove it and keep your text in a .orig copy beside it

        """)
        #expect(try project.read("Jacob/Model/Cart.swift") == edited)
        #expect(exists("Jacob/Api/CartAPI.swift"))

        let forced = try project.gen("module", "--force")
        #expect(forced.status == 0)
        #expect(forced.output.contains("removed   Jacob/Model/Cart.swift (your text moved to Jacob/Model/Cart.swift.orig)\n"))
        #expect(forced.output.hasSuffix("9 unchanged, 2 updated, 2 removed, 1 orphaned, 1 backed up in 38 ms\n"))
        #expect(!exists("Jacob/Model/Cart.swift"))
        #expect(try project.read("Jacob/Model/Cart.swift.orig") == edited)
    }

    @Test func quietKeepsTheSummaryAndColourMarksRemovedAndOrphanedFiles() throws {
        let quiet = try project.gen("module", "--dry-run", "--quiet")
        #expect(quiet.output == "9 unchanged, 2 to update, 2 to remove, 1 orphaned; nothing written in 38 ms\n")
        #expect(quiet.errorOutput == Self.orphanWarning)
        let coloured = try project.gen("module", "--dry-run", "--color", "always")
        let (yellow, red, reset) = ("\u{1B}[33m", "\u{1B}[1;31m", "\u{1B}[0m")
        #expect(coloured.output.hasPrefix("\(yellow)remove\(reset)    Jacob/Api/CartAPI.swift\n"))
        #expect(coloured.output.contains("\(red)orphaned\(reset)  Jacob/ViewModel/CartViewModel.swift\n"))
        #expect(coloured.output.hasSuffix("\(yellow)2 to remove\(reset), \(red)1 orphaned\(reset); nothing written in 38 ms\n"))
    }

    @Test func aBackupKeepsTheExactBytesEvenWhenTheyAreNotUTF8() throws {
        var bytes = try Data(contentsOf: URL(fileURLWithPath: project.path + "/Jacob/Model/Cart.swift"))
        bytes.append(contentsOf: [0x2F, 0x2F, 0x20, 0xFF, 0xFE, 0x0A])
        try project.write(bytes, to: "Jacob/Model/Cart.swift")
        #expect(try project.gen("module", "--force").status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: project.path + "/Jacob/Model/Cart.swift.orig")) == bytes)
    }

    @Test func theJSONDocumentNamesRemovedOrphanedAndBackedUpFiles() throws {
        try project.write(try project.read("Jacob/Model/Cart.swift") + "// mine\n", to: "Jacob/Model/Cart.swift")
        let result = try project.gen("module", "--dry-run", "--force", "--format", "json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let files = try #require(document["files"] as? [[String: Any]])
        let cart = try #require(files.first { $0["path"] as? String == "Jacob/Model/Cart.swift" })
        #expect(cart["action"] as? String == "remove")
        #expect(cart["backup"] as? String == "Jacob/Model/Cart.swift.orig")
        let orphan = try #require(files.first { $0["path"] as? String == "Jacob/ViewModel/CartViewModel.swift" })
        #expect(orphan["action"] as? String == "orphaned")
        #expect(orphan["orphanOf"] as? String == "Cart")
        let summary = try #require(document["summary"] as? [String: Int])
        #expect(summary["removed"] == 2 && summary["orphaned"] == 1 && summary["backedUp"] == 1)
        let changes = try #require(document["modelChanges"] as? [[String: Any]])
        #expect(changes.map { $0["change"] as? String } == ["removed endpoint", "removed type"])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["severity"] as? String } == ["warning"])
    }
}
