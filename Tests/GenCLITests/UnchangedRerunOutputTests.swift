import Foundation
import Testing
import TestSupport

/// A rerun with nothing changed reads the sealed lock instead of generating the module, and
/// prints, reports and exits exactly as the full run does on the same folder.
@Suite struct UnchangedRerunOutputTests {
    @Test(arguments: [
        [], ["--check"], ["--dry-run"], ["--diff"], ["--verbose"], ["--format", "json"], ["--check", "--format", "json"],
    ])
    func aReplayedRunPrintsWhatTheFullRunPrints(mode: [String]) throws {
        let project = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: Repository.examples + "/Jacob/samples", toPath: project.path + "/samples")
        try FileManager.default.copyItem(atPath: Repository.examples + "/Jacob/gen.yml", toPath: project.path + "/gen.yml")
        #expect(try project.gen("module").status == 0)
        try project.write(project.read("Jacob/ViewModel/HomeViewModel.swift") + "// mine\n", to: "Jacob/ViewModel/HomeViewModel.swift")
        #expect(try project.gen("module").status == 0)
        let sealed = try project.read("Jacob/.gen.lock")
        #expect(sealed.contains("\ndigest ") && sealed.contains("\nkept "))

        let replayed = try project.gen(["module"] + mode)
        #expect(try project.read("Jacob/.gen.lock") == sealed)
        let unsealed = sealed.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("digest ") }.joined(separator: "\n")
        try project.write(unsealed, to: "Jacob/.gen.lock")
        let full = try project.gen(["module"] + mode)

        #expect(replayed.status == full.status)
        #expect(replayed.output == full.output)
        #expect(replayed.errorOutput == full.errorOutput)
        #expect(replayed.output.contains("unchanged"))
        #expect(try project.read("Jacob/.gen.lock") == (mode.isEmpty || mode == ["--verbose"] || mode == ["--format", "json"] ? sealed : unsealed))
    }
}
