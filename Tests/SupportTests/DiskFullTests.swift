import Foundation
import Support
import Testing
import TestSupport

/// A write that runs out of space leaves no temporary file behind.
@Suite(.enabled(if: SmallDisk.canMount, "needs to mount a tmpfs"))
struct DiskFullTests {
    @Test func aWriteThatRunsOutOfSpaceRemovesItsTemporaryFile() throws {
        let disk = try #require(SmallDisk(kilobytes: 64))
        let fileSystem = LocalFileSystem()
        #expect(throws: FileSystemError.self) {
            try fileSystem.writeFile(disk.path + "/Model/Big.swift", contents: Array(repeating: 0x61, count: 256 * 1024))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path + "/Model") == [])
        #expect((fileSystem.availableBytes(at: disk.path) ?? 0) > 60 * 1024)
    }
}
