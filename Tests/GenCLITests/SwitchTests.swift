import Foundation
import Testing
import TestSupport

/// A run that switches the template set of an existing module shows what switching would
/// create, remove and orphan, and does it only with --force; `gen model` reports API
/// changes as `gen module` does, and keeps the module on its core.
@Suite struct SwitchTests {
    let project: TemporaryFolder

    init() throws {
        project = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: Repository.examples + "/Jacob/samples", toPath: project.path + "/samples")
        try FileManager.default.copyItem(atPath: Repository.examples + "/Jacob/gen.yml", toPath: project.path + "/gen.yml")
        #expect(try project.gen("module").status == 0)
    }

    private func files(in folder: String = "Jacob") throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: project.path + "/" + folder).sorted()
    }

    @Test func anotherTemplateSetAsksForForce() throws {
        let before = try files()
        let coreBefore = try files(in: "APICore")
        let refused = try project.gen("module", "--templates", "async")
        #expect(refused.status == 1)
        #expect(refused.output.contains("remove    Jacob/Api/HomeAPI.swift\n"))
        #expect(refused.output.contains("orphaned  Jacob/Jacob.podspec\n"))
        #expect(refused.output.contains("create    Jacob/Sources/Jacob/Api/HomeAPI.swift\n"))
        #expect(refused.output.hasSuffix("\n13 to create, 8 to remove, 3 orphaned; nothing written in 38 ms\n"))
        #expect(refused.errorOutput.hasSuffix("""
        gen: error: this run switches the template set from rxswift to async in Jacob
        note: nothing was written; the lines above say what switching creates, removes and orphans; to keep rxswift, run with --templates rxswift; rerun with --force to switch (an edited file is kept as a .orig copy, a scaffold file is never deleted)

        """))
        #expect(try files() == before)
        #expect(try files(in: "APICore") == coreBefore)

        let forced = try project.gen("module", "--templates", "async", "--force")
        #expect(forced.status == 0)
        #expect(forced.output.hasSuffix("\n13 created, 8 removed, 3 orphaned in 38 ms\n"))
        #expect(try project.read("Jacob/.gen.lock").contains("\ntemplates async\n"))
        #expect(try project.read("APICore/.gen.lock").contains("\ntemplates async\n"))
        #expect(try files(in: "APICore").contains("Sources/APICore/APIClient.swift"))
        #expect(try !files(in: "APICore").contains("APICore.podspec"))
        #expect(try files().contains("Jacob.podspec"))
        #expect(!(try files()).contains("Api/HomeAPI.swift"))
        #expect(try project.gen("module", "--templates", "async").errorOutput.contains("error") == false)
    }

    /// A set gen.yml names is refused at its place, with the line that keeps the module's set:
    /// the note said only --force, which switches.
    @Test func aSetGenYMLNamesIsNamedWhereItIsWritten() throws {
        try project.write(try project.read("gen.yml").replacingOccurrences(of: "module: Jacob\n", with: "module: Jacob\ntemplates: async\n"), to: "gen.yml")
        let refused = try project.gen("module")
        #expect(refused.status == 1)
        #expect(refused.errorOutput.contains("""
        gen: error: this run switches the template set from rxswift to async in Jacob
        note: nothing was written; the lines above say what switching creates, removes and orphans; gen.yml:3:12 names async; to keep rxswift, write 'templates: rxswift' there; rerun with --force to switch
        """), "\(refused.errorOutput)")
    }

    /// With neither --templates nor gen.yml's `templates`, a run keeps the set the lock
    /// records, rather than switching the module back to the default set.
    @Test func aPlainRerunKeepsTheRecordedSet() throws {
        #expect(try project.gen("module", "--templates", "async", "--force").status == 0)
        let lock = try project.read("Jacob/.gen.lock")
        let coreLock = try project.read("APICore/.gen.lock")
        let before = try files()
        let rerun = try project.gen("module")
        #expect(rerun.status == 0, "\(rerun.errorOutput)")
        #expect(!rerun.errorOutput.contains("error"), "\(rerun.errorOutput)")
        #expect(rerun.output.hasSuffix("\n13 unchanged, 3 orphaned in 38 ms\n"), "\(rerun.output)")
        #expect(try project.read("Jacob/.gen.lock") == lock)
        #expect(try project.read("APICore/.gen.lock") == coreLock)
        #expect(try files() == before)
    }

    @Test func modelCommandReportsEnumCases() throws {
        try project.write("{\"id\": 5, \"state\": \"open\"}", to: "samples/cart/a.json")
        try project.write(try project.read("gen.yml") + "types:\n  Cart.state: enum\n", to: "gen.yml")
        #expect(try project.gen("module").status == 0)
        try project.write("{\"id\": 6, \"state\": \"draft\"}", to: "samples/cart/b.json")
        let result = try project.gen(["model"], in: "Jacob")
        #expect(result.status == 0)
        #expect(result.output == """
        updated   Model/Cart.swift
        API changes (1 breaking):
          Cart.State
            new case  draft  (breaking: exhaustive switches)
        3 unchanged, 1 updated in 38 ms

        """)
        #expect(!FileManager.default.fileExists(atPath: project.path + "/Jacob/Model/ModelSupport.swift"))
    }
}
