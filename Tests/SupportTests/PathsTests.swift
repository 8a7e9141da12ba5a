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
}
