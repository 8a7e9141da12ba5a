#if os(Linux)
import Foundation
import Testing
import TestSupport

/// `gen lint` maps a large sample instead of copying it; a sample made shorter while it is
/// mapped raises SIGBUS where the lost pages are read, which gen turns into an error.
@Suite struct ShrinkingSampleTests {
    /// Synchronous, polling with `usleep`: under a busy test run an awaited sleep can last
    /// longer than gen takes to read the whole sample.
    @Test func aSampleCutShortWhileLintReadsItIsAnErrorNotACrash() throws {
        let folder = try TemporaryFolder()
        let element = #"{"id": 1, "name": "a name", "tags": ["a", "b"], "nested": {"flag": true, "count": 12.5}}"#
        let sample = "[" + Array(repeating: element, count: 16 << 20 / element.utf8.count).joined(separator: ",\n") + "]\n"
        try folder.write(sample, to: "big.json")
        let path = folder.path + "/big.json"
        let errors = folder.path + "/errors.txt"
        #expect(FileManager.default.createFile(atPath: errors, contents: nil))

        let process = Process()
        process.executableURL = URL(fileURLWithPath: ProcessRunner.genExecutable)
        process.arguments = ["lint", "--samples", path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
        try process.run()
        let maps = "/proc/\(process.processIdentifier)/maps"
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline, (try? String(contentsOfFile: maps, encoding: .utf8))?.contains(path) != true {
            usleep(1000)
        }
        #expect(truncate(path, 0) == 0)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1)
        #expect(try folder.read("errors.txt") == """
        gen: error: \(path) became shorter while gen read it
        note: run the command again once nothing else writes the file

        """)
    }
}
#endif
