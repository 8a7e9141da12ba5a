import Foundation
import GenKit
import Support
import Testing
import TestSupport

/// Whole runs over an owned file the user edited that the set then makes scaffold: every
/// later run still reads the lock (gen 0.2.0 recorded the file twice, and refused it).
@Suite struct OwnershipSwitchRunTests {
    @Test func anEditedOwnedFileThatTheSetMakesScaffoldIsKeptOnEveryLaterRun() throws {
        let folder = try TemporaryFolder()
        try TinyModule.write("Cart", in: folder)
        let errors = CollectedText()
        let run = { () -> (GenKit.ExitStatus, String) in
            let output = CollectedText()
            let invocation = ModuleInvocation(options: ModuleOptions(), writeMode: WriteMode(), style: OutputStyle())
            let status = invocation.run(in: TinyModule.environment(folder, output: output, errors: errors, clock: ScriptedClock(step: .milliseconds(1))))
            return (status, output.text)
        }
        #expect(run().0 == .success, "\(errors.text)")
        try folder.write("Home, edited\n", to: "Cart/Home.txt")
        try folder.write("files:\n  - template: P.stencil\n    kind: scaffold\n    for: endpoint\n    path: \"{{ endpoint.name }}.txt\"\n", to: "set/set.yml")
        for _ in 1...2 {
            let (status, output) = run()
            #expect(status == .success, "\(errors.text)")
            #expect(output == "1 kept in 38 ms\n")
        }
        #expect(try String(contentsOfFile: folder.path + "/Cart/Home.txt", encoding: .utf8) == "Home, edited\n")
        let lock = try String(contentsOfFile: folder.path + "/Cart/.gen.lock", encoding: .utf8)
        #expect(lock.split(separator: "\n").filter { $0.hasSuffix(" Home.txt") }.map { $0.split(separator: " ").prefix(2).joined(separator: " ") } == [
            "file scaffold",
            "kept \(SHA256.hex(Array("Home, edited\n".utf8)))",
        ])
    }
}
