import Foundation
import Support
import Testing
import TestSupport

/// `FileSystem.readOnce`: the file's bytes, whether it is read whole or mapped, and on Linux
/// a large file's pages behind the reader given back.
@Suite struct ReadOnceTests {
    /// Bytes that differ from page to page and within one, cheap to make in a debug build.
    private static func bytes(count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 12) }
    }

    @Test(arguments: [0, 10, 1 << 20, 3 << 20 + 17])
    func theBytesAreTheFilesWhateverItsSize(count: Int) throws {
        let folder = try TemporaryFolder()
        let contents = Self.bytes(count: count)
        try LocalFileSystem().writeFile(folder.path + "/sample.json", contents: contents)
        let read = try LocalFileSystem().readOnce(folder.path + "/sample.json") { buffer, readUpTo in
            let before = Array(buffer)
            readUpTo(buffer.count)
            return (before, Array(buffer))
        }
        #expect(read.0 == contents)
        #expect(read.1 == contents, "bytes given back are read again from the file")
    }

    @Test func aMissingFileFailsAsReadingItDoes() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/missing.json"
        #expect(throws: FileSystemError(path: path, reason: "cannot read the file")) {
            try LocalFileSystem().readOnce(path) { buffer, _ in buffer.count }
        }
        #expect(throws: FileSystemError(path: "missing.json", reason: "cannot read the file")) {
            try AnchoredFileSystem(folder: folder.path).readOnce("missing.json") { buffer, _ in buffer.count }
        }
    }

    #if os(Linux)
    /// What the mapping holds in memory, in kilobytes, from the process's own account of it
    /// (read to its end: `/proc` files report no size, and Foundation stops after one block).
    private static func residentKilobytes(of buffer: UnsafeBufferPointer<UInt8>) throws -> Int? {
        let start = UInt(bitPattern: buffer.baseAddress)
        let lines = String(decoding: try LocalFileSystem().readFile("/proc/self/smaps"), as: UTF8.self).split(separator: "\n")
        guard let header = lines.firstIndex(where: { line in
            guard let range = line.split(separator: " ").first, let dash = range.firstIndex(of: "-") else { return false }
            return UInt(range[..<dash], radix: 16) == start
        }) else { return nil }
        let rss = lines[(header + 1)...].first { $0.hasPrefix("Rss:") }
        return rss.flatMap { Int($0.split(separator: " ")[1]) }
    }

    @Test func aLargeFilesPagesBehindTheReaderAreGivenBack() throws {
        let folder = try TemporaryFolder()
        let count = 16 << 20
        try LocalFileSystem().writeFile(folder.path + "/sample.json", contents: [UInt8](repeating: 0x20, count: count))
        let (whole, behind) = try LocalFileSystem().readOnce(folder.path + "/sample.json") { buffer, readUpTo in
            var sum = 0
            for page in stride(from: 0, to: buffer.count, by: 4096) {
                sum &+= Int(buffer[page])
            }
            let whole = try? Self.residentKilobytes(of: buffer)
            readUpTo(buffer.count)
            return (sum == 0 ? nil : whole, try? Self.residentKilobytes(of: buffer))
        }
        let resident = try #require(whole ?? nil)
        let left = try #require(behind ?? nil)
        #expect(resident >= 15 << 10, "every page was read")
        #expect(left <= 1 << 10, "at most the window behind the reader stays")
    }
    #endif
}
