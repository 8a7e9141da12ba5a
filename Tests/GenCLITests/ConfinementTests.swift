import Foundation
import Testing
import TestSupport

/// A template set reads only inside its own folder and the shared one, symbolic links
/// followed, and writes only paths that cannot forge or overwrite gen's own files; each
/// refusal is a located error and nothing is written.
@Suite struct ConfinementTests {

    /// A module of Jacob's samples with a set of one template, `set/P.stencil`, written per
    /// endpoint at `path`.
    private func module(template: String = "P.stencil", path: String = "\"{{ endpoint.name }}.swift\"") throws -> TemporaryFolder {
        try JacobWithOneTemplate.make(template: template, scope: "endpoint", path: path, files: ["secret.txt": "secret\n"])
    }

    private func expectNothingWritten(_ folder: TemporaryFolder) {
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Jacob"))
    }

    @Test(arguments: ["../secret.txt", "../../../../../../../../etc/passwd", "/etc/passwd"])
    func aSetYmlTemplateOutsideTheSetIsRefusedAtItsLine(template: String) throws {
        let folder = try module(template: template)
        let result = try folder.gen("module")
        #expect(result.status == 1)
        #expect(result.errorOutput == """
        set/set.yml:2:15: error: a template name must be a relative path inside the template folder
          - template: \(template)
                      ^
        note: name templates from the folder of set.yml, e.g. "Partials/Header.stencil", without '..'

        """)
        expectNothingWritten(folder)
    }

    @Test func aTemplateLinkedOutsideTheSetIsRefusedAtItsSetYmlLine() throws {
        let folder = try module()
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/set/P.stencil", withDestinationPath: folder.path + "/secret.txt")
        let result = try folder.gen("module")
        #expect(result.status == 1)
        #expect(result.errorOutput == """
        set/set.yml:2:15: error: 'set/P.stencil' resolves outside the template folders, through a symbolic link
          - template: P.stencil
                      ^
        note: a set reads only files inside its own folder or the shared folder; copy the file into the set instead of linking to it

        """)
        expectNothingWritten(folder)
    }

    @Test func anIncludeThroughAFolderLinkedOutsideTheSetIsRefusedAtTheInclude() throws {
        let folder = try module()
        try folder.write("{{ endpoint.name }}\n{% include \"etc/passwd\" %}\n", to: "set/P.stencil")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/set/etc", withDestinationPath: "/etc")
        let result = try folder.gen("module")
        #expect(result.status == 1)
        #expect(result.errorOutput == """
        set/P.stencil:2:12: error: cannot include 'etc/passwd': 'set/etc/passwd' resolves outside the template folders, through a symbolic link
        {% include "etc/passwd" %}
                   ^
        note: a set reads only files inside its own folder or the shared folder; copy the file into the set instead of linking to it

        """)
        expectNothingWritten(folder)
    }

    @Test func aLinkInsideTheSetToAnotherOfItsFilesIsRead() throws {
        let folder = try module()
        try folder.write("{{ endpoint.name }}\n", to: "set/Real.stencil")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/set/P.stencil", withDestinationPath: "Real.stencil")
        let result = try folder.gen("module")
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(try folder.read("Jacob/Home.swift") == "Home\n")
    }
}
