import Foundation
import Support
import Testing
import TestSupport

/// A run that writes holds the module folder's lock for its whole run: a second one waits,
/// saying so, and a run that only reads does not wait.
@Suite struct ConcurrentRunTests {
    @Test func aSecondRunWaitsForTheFolderWithAMessage() async throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"id": 1}"#, to: "samples/home.json")
        #expect(try folder.gen("module", "Jacob", "--json", "samples").status == 0)
        try folder.write(#"{"id": 1, "name": "a"}"#, to: "samples/home.json")
        let held = try LocalFileSystem().lockFolder(folder.path + "/Jacob") {}

        let dryRun = try folder.gen("module", "Jacob", "--json", "samples", "--dry-run")
        #expect(dryRun.status == 0)
        #expect(dryRun.output.hasPrefix("update    Jacob/Api/JacobAPI.swift\nupdate    Jacob/Model/Home.swift\n"))

        let errors = folder.path + "/errors.txt"
        #expect(FileManager.default.createFile(atPath: errors, contents: nil))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ProcessRunner.genExecutable)
        process.arguments = ["module", "Jacob", "--json", "samples"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
        try process.run()
        let message = "waiting for another gen run to finish writing Jacob…\n"
        let deadline = Date().addingTimeInterval(30)
        while (try? folder.read("errors.txt")) != message, Date() < deadline {
            try await Task.sleep(nanoseconds: 20_000_000)
        }
        #expect(try folder.read("errors.txt") == message)
        try await Task.sleep(nanoseconds: 300_000_000)
        #expect(process.isRunning)
        #expect(try folder.read("Jacob/Model/Home.swift").contains("name") == false)

        held.release()
        while process.isRunning {
            try await Task.sleep(nanoseconds: 20_000_000)
        }
        #expect(process.terminationStatus == 0)
        #expect(try folder.read("Jacob/Model/Home.swift").contains("let name: String"))
    }
}
