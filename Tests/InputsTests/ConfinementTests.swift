import Foundation
import Inputs
import Support
import Testing
import TestSupport

/// `Confinement.isUnlinked` answers for a path below a folder with one `lstat` a component:
/// true only when no component is a symbolic link, whether or not a link would still
/// resolve inside.
@Suite struct ConfinementTests {
    @Test func aPathWithoutLinksBelowTheFolderIsUnlinked() throws {
        let root = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: root.path + "/set/Partials", withIntermediateDirectories: true)
        try "x".write(toFile: root.path + "/set/Partials/Header.stencil", atomically: true, encoding: .utf8)
        #expect(Confinement.isUnlinked("Partials/Header.stencil", below: root.path + "/set", fileSystem: LocalFileSystem()))
    }

    @Test func aLinkedFileOrFolderIsNot() throws {
        let root = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: root.path + "/set", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root.path + "/elsewhere", withIntermediateDirectories: true)
        try "x".write(toFile: root.path + "/elsewhere/P.stencil", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root.path + "/set/P.stencil", withDestinationPath: root.path + "/elsewhere/P.stencil")
        try FileManager.default.createSymbolicLink(atPath: root.path + "/set/etc", withDestinationPath: root.path + "/elsewhere")
        let fileSystem = LocalFileSystem()
        #expect(!Confinement.isUnlinked("P.stencil", below: root.path + "/set", fileSystem: fileSystem))
        #expect(!Confinement.isUnlinked("etc/P.stencil", below: root.path + "/set", fileSystem: fileSystem))
        #expect(!Confinement.resolves(root.path + "/set/etc/P.stencil", inside: [root.path + "/set"], fileSystem: fileSystem))
    }

    @Test func aNameThatCouldLeaveTheFolderIsNot() {
        #expect(!Confinement.isUnlinked("../set.yml", below: "/tmp", fileSystem: LocalFileSystem()))
        #expect(!Confinement.isUnlinked("", below: "/tmp", fileSystem: LocalFileSystem()))
    }
}
