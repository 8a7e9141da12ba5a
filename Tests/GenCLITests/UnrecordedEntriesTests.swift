import Foundation
import Testing
import TestSupport

/// A run into a folder without a lock names what the folder already holds besides the
/// run's files: gen cannot tell whether it wrote them. A module whose lock was deleted took
/// the default set and wrote its files beside the ones of its own set without a word.
@Suite struct UnrecordedEntriesTests {
    private func project() throws -> TemporaryFolder {
        let project = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: Repository.examples + "/Jacob/samples", toPath: project.path + "/samples")
        try project.write("module: Jacob\n", to: "gen.yml")
        return project
    }

    @Test func aFirstRunIntoAFolderThatHoldsOtherFilesNamesThem() throws {
        let project = try project()
        try project.write("mine\n", to: "Jacob/Notes.md")
        try project.write("", to: "Jacob/.DS_Store")
        let first = try project.gen("module", "--quiet")
        #expect(first.status == 0)
        #expect(first.errorOutput == """
        gen: warning: Jacob holds Notes.md, which this run does not write, and no .gen.lock: gen cannot tell whether it wrote it, and leaves it as it is
        note: if gen wrote it, restore Jacob/.gen.lock (from git) so that the run keeps the module's template set, names and your edits; if the folder is not this module's, choose another with --output

        """)
        #expect(try project.read("Jacob/Notes.md") == "mine\n")
        let again = try project.gen("module", "--quiet")
        #expect(again.errorOutput == "", "the lock records the run now")
    }

    @Test func aModuleWhoseLockIsGoneNamesWhatItsSetWrote() throws {
        let project = try project()
        #expect(try project.gen("module", "--templates", "async", "--quiet").status == 0)
        try FileManager.default.removeItem(atPath: project.path + "/Jacob/.gen.lock")
        let run = try project.gen("module", "--dry-run")
        #expect(run.errorOutput.hasPrefix("gen: warning: Jacob holds Package.swift, Sources and Tests, which this run does not write, and no .gen.lock"), "\(run.errorOutput)")
    }

    @Test func aFolderOfHiddenFilesOnlyIsNotNamed() throws {
        let project = try project()
        try project.write("", to: "Jacob/.DS_Store")
        let run = try project.gen("module", "--quiet")
        #expect(run.status == 0)
        #expect(run.errorOutput == "")
    }
}
