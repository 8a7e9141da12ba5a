import Foundation
import Support
import Testing
import TestSupport

/// `FileSystem.readOnce`: the file's bytes, whatever its size.
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
        #expect(read.1 == contents)
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
}
