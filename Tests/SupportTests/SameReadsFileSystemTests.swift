import Support
import Testing
import TestSupport

/// `SameReadsFileSystem`: a file below its folders reads the same however often it is read
/// and whatever happens to it meanwhile; other files read as they are now.
@Suite struct SameReadsFileSystemTests {
    @Test func aFileInsideTheFoldersReadsAsItsFirstRead() throws {
        let folder = try TemporaryFolder()
        let local = LocalFileSystem()
        try local.writeFile(folder.path + "/set/Model.stencil", contents: Array("first".utf8))
        let reads = SameReadsFileSystem(base: local, folders: [folder.path + "/set"])
        #expect(try reads.readFile(folder.path + "/set/Model.stencil") == Array("first".utf8))
        try local.writeFile(folder.path + "/set/Model.stencil", contents: Array("saved since".utf8))
        #expect(try reads.readFile(folder.path + "/set/Model.stencil") == Array("first".utf8))
    }

    @Test func aFileOutsideTheFoldersReadsAsItIsNow() throws {
        let folder = try TemporaryFolder()
        let local = LocalFileSystem()
        try local.writeFile(folder.path + "/settings/gen.yml", contents: Array("first".utf8))
        let reads = SameReadsFileSystem(base: local, folders: [folder.path + "/set"])
        #expect(try reads.readFile(folder.path + "/settings/gen.yml") == Array("first".utf8))
        try local.writeFile(folder.path + "/settings/gen.yml", contents: Array("saved since".utf8))
        #expect(try reads.readFile(folder.path + "/settings/gen.yml") == Array("saved since".utf8))
    }

    @Test func aFileThatCannotBeReadFailsEachTime() throws {
        let folder = try TemporaryFolder()
        let reads = SameReadsFileSystem(base: LocalFileSystem(), folders: [folder.path + "/set"])
        #expect(throws: FileSystemError.self) { try reads.readFile(folder.path + "/set/missing.stencil") }
        try LocalFileSystem().writeFile(folder.path + "/set/missing.stencil", contents: Array("now here".utf8))
        #expect(try reads.readFile(folder.path + "/set/missing.stencil") == Array("now here".utf8))
    }
}
