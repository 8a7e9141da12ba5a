import Foundation
import Testing
import TestSupport

/// `gen module --watch` as a process: a saved sample is regenerated within a deadline, and
/// Ctrl-C ends the watch with status 0 and nothing left behind.
@Suite struct WatchProcessTests {
    @Test func aSavedSampleIsRegeneratedAndCtrlCStopsCleanly() throws {
        let folder = try TemporaryFolder()
        try TinyModule.write("Tiny", in: folder)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ProcessRunner.genExecutable)
        process.arguments = ["module", "--watch"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            if process.isRunning { process.terminate() }
        }
        let created = folder.path + "/Tiny/Cart.txt"
        #expect(waitUntil(seconds: 10) { FileManager.default.fileExists(atPath: folder.path + "/Tiny/Home.txt") })
        try folder.write(#"{"id": 2}"#, to: "samples/cart.json")
        #expect(waitUntil(seconds: 10) { FileManager.default.fileExists(atPath: created) })
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Tiny").sorted()
        #expect(left == [".gen.lock", "Cart.txt", "Home.txt"])
        let check = try folder.genProcess("module", "--check")
        #expect(check.status == 0, "\(check.output)")
    }

    /// The SwiftPM plugin runs gen in a process group of its own, out of reach of Ctrl-C:
    /// when the process that started the watch is killed, the watch ends by itself.
    @Test func theWatchEndsWhenItsParentProcessIsGone() throws {
        let folder = try TemporaryFolder()
        try TinyModule.write("Tiny", in: folder)
        let parent = Process()
        parent.executableURL = URL(fileURLWithPath: "/bin/sh")
        parent.arguments = ["-c", #""$0" module --watch >/dev/null 2>&1 & echo $! > gen.pid; wait"#, ProcessRunner.genExecutable]
        parent.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        parent.standardInput = FileHandle.nullDevice
        parent.standardOutput = FileHandle.nullDevice
        parent.standardError = FileHandle.nullDevice
        try parent.run()
        #expect(waitUntil(seconds: 10) { FileManager.default.fileExists(atPath: folder.path + "/Tiny/Home.txt") })
        let pid = try #require(pid_t(try folder.read("gen.pid").trimmingCharacters(in: .whitespacesAndNewlines)))
        defer { kill(pid, SIGKILL) }
        // Not waited for: Foundation's wait for it lasts as long as gen, which inherited its
        // end of the pipe that tells Foundation a child has ended.
        kill(parent.processIdentifier, SIGKILL)
        #expect(waitUntil(seconds: 10) { !Self.isRunning(pid) }, "gen went on watching after its parent was killed")
    }

    /// Whether `pid` is a process that has not ended (a zombie has).
    private static func isRunning(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return true }
        return !stat[close...].hasPrefix(") Z")
    }

    private func waitUntil(seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return condition()
    }
}
