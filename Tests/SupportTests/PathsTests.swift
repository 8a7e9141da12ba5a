import Support
import Testing

@Suite struct PathsTests {
    @Test(arguments: ["Model/Home.swift", "a", "Déjà vu/x.swift", "a/\u{301}b", "...", ".hidden"])
    func relativePathsInsideTheFolderAreConfined(path: String) {
        #expect(Paths.isConfined(path))
    }

    /// `/` and a combining mark make one character, but the file system splits there.
    @Test(arguments: ["", "/etc/passwd", "a/../b", "./a", "a/.", "a//b", "a//\u{301}b", "a/\u{301}/../b"])
    func pathsThatCouldLeaveTheFolderAreNot(path: String) {
        #expect(!Paths.isConfined(path))
    }

    /// Split at the last `/` byte, as the file system splits, a combining mark after it
    /// included.
    @Test(arguments: [
        ("Model/Home.swift", "Model", "Home.swift"), ("Home.swift", ".", "Home.swift"), ("/Home.swift", "/", "Home.swift"),
        ("/tmp/Déjà vu/x.swift", "/tmp/Déjà vu", "x.swift"), ("a/\u{301}b", "a", "\u{301}b"), ("a/", "a", ""),
    ])
    func aPathSplitsIntoFolderAndFileName(path: String, directory: String, fileName: String) {
        #expect(Paths.directory(of: path) == directory)
        #expect(Paths.fileName(of: path) == fileName)
    }
}
