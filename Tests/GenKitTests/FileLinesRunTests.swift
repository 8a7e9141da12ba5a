import Foundation
import GenKit
import Support
import Testing
import TestSupport

/// The lines a write run prints for its files reach standard output in one write, in plan
/// order, with the lines each verbosity keeps.
@Suite struct FileLinesRunTests {
    private func run(_ folder: TemporaryFolder, verbosity: OutputStyle.Verbosity = .normal, writeMode: WriteMode = WriteMode()) -> (status: GenKit.ExitStatus, writes: [String], errors: String) {
        let output = CollectedText()
        let errors = CollectedText()
        let invocation = ModuleInvocation(options: ModuleOptions(), writeMode: writeMode, style: OutputStyle(verbosity: verbosity))
        let status = invocation.run(in: TinyModule.environment(folder, output: output, errors: errors, clock: ScriptedClock(step: .milliseconds(1))))
        return (status, output.writes, errors.text)
    }

    @Test func theFilesOfARunArePrintedInOneWrite() throws {
        let folder = try TemporaryFolder()
        try TinyModule.write("Cart", endpoints: ["home", "order", "profile"], in: folder)
        let created = run(folder)
        #expect(created.status == .success, "\(created.errors)")
        #expect(created.writes == [
            "created   Cart/Home.txt\ncreated   Cart/Order.txt\ncreated   Cart/Profile.txt\n",
            "3 created in 38 ms\n",
        ])
        try folder.write("{{ endpoint.name }}!\n", to: "set/P.stencil")
        let checked = run(folder, writeMode: WriteMode(check: true))
        #expect(checked.status == .failure)
        #expect(checked.writes.first == "update    Cart/Home.txt\nupdate    Cart/Order.txt\nupdate    Cart/Profile.txt\n")
    }

    @Test func onlyVerboseRunsPrintTheFilesLeftAsTheyWere() throws {
        let folder = try TemporaryFolder()
        try TinyModule.write("Cart", endpoints: ["home", "order"], in: folder)
        #expect(run(folder).status == .success)
        try folder.write("{{ endpoint.name }}{% if endpoint.name == \"Order\" %}!{% endif %}\n", to: "set/P.stencil")
        let verbose = run(folder, verbosity: .verbose)
        #expect(verbose.status == .success, "\(verbose.errors)")
        #expect(verbose.writes.contains("unchanged Cart/Home.txt\nupdated   Cart/Order.txt\n"), "\(verbose.writes)")
        try folder.write("{{ endpoint.name }}?\n", to: "set/P.stencil")
        let quiet = run(folder, verbosity: .quiet)
        #expect(quiet.status == .success, "\(quiet.errors)")
        #expect(quiet.writes == ["2 updated in 38 ms\n"])
    }
}
