import Foundation
import Support
import Testing
import TestSupport

/// Every read takes only a regular file within its limit: a FIFO blocked a read for ever
/// and a link to /dev/zero filled the memory.
@Suite struct RegularFileTests {
    private static func refusal(_ read: () throws -> Void) -> String? {
        do {
            try read()
            return nil
        } catch let error as FileSystemError {
            return "\(error.path): \(error.reason)"
        } catch {
            return "\(error)"
        }
    }

    /// A read by the real file system.
    private static func refusals(_ path: String, limit: ReadLimit = .sample) -> [String?] {
        [refusal { _ = try LocalFileSystem().readFile(path, limit: limit) }]
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/home.json"
        #expect(mkfifo(path, 0o644) == 0)
        let expected = "\(path): is a FIFO, not a regular file; gen reads its inputs only from regular files"
        #expect(Self.refusals(path) == [expected])
    }

    @Test func aLinkToDevZeroIsRefused() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/home.json"
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        let expected = "\(path): is a character device, not a regular file; gen reads its inputs only from regular files"
        #expect(Self.refusals(path) == [expected])
    }

    @Test func aFolderIsRefused() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/home.json", withIntermediateDirectories: false)
        let expected = "\(folder.path)/home.json: is a folder, not a file"
        #expect(Self.refusals(folder.path + "/home.json") == [expected])
    }

    @Test(arguments: [10, (1 << 20) + 10])
    func aFileLargerThanItsLimitIsRefusedNamingTheLimit(size: Int) throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/gen.yml"
        try LocalFileSystem().writeFile(path, contents: [UInt8](repeating: 0x20, count: size))
        let limit = ReadLimit("a gen.yml", bytes: size - 1)
        let expected = "\(path): is \(size) bytes, more than gen reads from a gen.yml (\(size - 1) bytes)"
        #expect(Self.refusals(path, limit: limit) == [expected])
        #expect(try LocalFileSystem().readFile(path, limit: ReadLimit("a gen.yml", bytes: size)).count == size)
    }

    @Test func theLimitsReadAsPeopleWriteThem() {
        #expect(ReadLimit.manifest.description == "64 MiB")
        #expect(ReadLimit.sample.description == "1 GiB")
    }

    @Test(arguments: [SpecialFile.fifo, .characterDevice, .blockDevice, .socket])
    func theFileSystemInMemoryRefusesItsSpecialFilesAsTheRealOneDoes(special: SpecialFile) {
        let fileSystem = InMemoryFileSystem(["samples/home.json": "{}"])
        fileSystem.makeSpecialFile("samples/home.json", special)
        #expect(fileSystem.kind(of: "samples/home.json") == .file)
        #expect(throws: special.refusal("samples/home.json")) {
            try fileSystem.readFile("samples/home.json", limit: .sample)
        }
    }
}
