import Support
import Testing
import TestSupport

/// `SameReadsFileSystem`: a file below its folders reads the same however often it is read
/// and whatever happens to it meanwhile; other files read as they are now.
@Suite struct SameReadsFileSystemTests {
    /// A file read, saved with other text, and read again: inside the folders it reads as
    /// before, outside them as it is now.
    @Test(arguments: [("set/Model.stencil", "first"), ("settings/gen.yml", "saved since")])
    func aFileSavedAfterItsFirstRead(path: String, readAgain: String) throws {
        let folder = try TemporaryFolder()
        let local = LocalFileSystem()
        try local.writeFile(folder.path + "/" + path, contents: Array("first".utf8))
        let reads = SameReadsFileSystem(base: local, folders: [folder.path + "/set"])
        #expect(try reads.readFile(folder.path + "/" + path) == Array("first".utf8))
        try local.writeFile(folder.path + "/" + path, contents: Array("saved since".utf8))
        #expect(try reads.readFile(folder.path + "/" + path) == Array(readAgain.utf8))
    }

    @Test func aFileThatCannotBeReadFailsEachTime() throws {
        let folder = try TemporaryFolder()
        let reads = SameReadsFileSystem(base: LocalFileSystem(), folders: [folder.path + "/set"])
        #expect(throws: FileSystemError.self) { try reads.readFile(folder.path + "/set/missing.stencil") }
        try LocalFileSystem().writeFile(folder.path + "/set/missing.stencil", contents: Array("now here".utf8))
        #expect(try reads.readFile(folder.path + "/set/missing.stencil") == Array("now here".utf8))
    }
}
