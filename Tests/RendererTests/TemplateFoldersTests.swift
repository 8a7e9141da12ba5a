import Foundation
import Diagnostics
@testable import Renderer
import Support
import TemplateEngine
import Testing
import TestSupport

/// The loader looks a template up in the set's folder, then in the shared folder.
@Suite struct TemplateFoldersTests {
    let root: TemporaryFolder
    let loader: FileTemplateLoader

    init() throws {
        root = try TemporaryFolder()
        try root.write("files: []\n", to: "mine/set.yml")
        try root.write("mine\n", to: "mine/Model.stencil")
        try root.write("shared model\n", to: "common/Model.stencil")
        try root.write("shared macros\n", to: "common/Macros/Swift.stencil")
        loader = FileTemplateLoader(folders: TemplateFolders(set: root.path + "/mine", shared: root.path + "/common"), fileSystem: LocalFileSystem())
    }

    @Test func searchOrderIsTheSetThenTheSharedFolder() {
        #expect(TemplateFolders(set: "a", shared: "b").searchOrder == ["a", "b"])
        #expect(TemplateFolders(set: "a", shared: nil).searchOrder == ["a"])
    }

    @Test func setsOwnFileOverridesTheSharedOne() throws {
        let source = try loader.load("Model.stencil")
        #expect(source.text == "mine\n")
        #expect(source.path == root.path + "/mine/Model.stencil")
    }

    @Test func fileOnlyInTheSharedFolderIsFound() throws {
        let source = try loader.load("Macros/Swift.stencil")
        #expect(source.text == "shared macros\n")
        #expect(source.path == root.path + "/common/Macros/Swift.stencil")
    }

    /// A folder in the set where a template of the shared folder is named made the set fall
    /// back on the shared template without a word (make fuzz, special files).
    @Test func aFolderWhereTheSetsTemplateIsIsRefused() throws {
        try root.write("x\n", to: "mine/Macros/Swift.stencil/x")
        #expect(throws: TemplateLoaderError(
            "'\(root.path)/mine/Macros/Swift.stencil' is a folder, not a file; gen reads its inputs only from regular files",
            hint: "a template is a file; a folder of that name hides the template of the shared folder too"
        )) {
            try loader.load("Macros/Swift.stencil")
        }
    }

    @Test func missingTemplateNamesBothFoldersAndTheNearestFile() {
        #expect(throws: TemplateLoaderError(
            "there is no such file in '\(root.path)/mine' or '\(root.path)/common'",
            hint: "did you mean 'Macros/Swift.stencil'?"
        )) {
            try loader.load("Macros/Swfit.stencil")
        }
    }

    @Test func withoutASharedFolderOnlyTheSetIsSearched() {
        let alone = FileTemplateLoader(folders: TemplateFolders(set: root.path + "/mine", shared: nil), fileSystem: LocalFileSystem())
        #expect(throws: TemplateLoaderError("there is no such file in '\(root.path)/mine'", hint: nil)) {
            try alone.load("Macros/Swift.stencil")
        }
    }

    @Test(arguments: ["../common/Model.stencil", "Macros/../Model.stencil", "/etc/passwd", "./Model.stencil", ""])
    func namesLeavingTheFolderAreRefused(name: String) {
        #expect(throws: TemplateLoaderError(
            "a template name must be a relative path inside the template folder",
            hint: "name templates from the folder of set.yml, e.g. \"Partials/Header.stencil\", without '..'"
        )) {
            try loader.load(name)
        }
    }

    @Test func aFileLinkedOutsideTheFoldersIsRefused() throws {
        try root.write("secret\n", to: "secret.txt")
        try FileManager.default.createSymbolicLink(atPath: root.path + "/mine/P.stencil", withDestinationPath: root.path + "/secret.txt")
        #expect(throws: TemplateLoaderError(
            "'\(root.path)/mine/P.stencil' resolves outside the template folders, through a symbolic link",
            hint: "a set reads only files inside its own folder or the shared folder; copy the file into the set instead of linking to it"
        )) {
            try loader.load("P.stencil")
        }
    }

    @Test func aFolderLinkedOutsideTheFoldersIsRefused() throws {
        try FileManager.default.createSymbolicLink(atPath: root.path + "/mine/etc", withDestinationPath: "/etc")
        #expect(throws: TemplateLoaderError.self) {
            try loader.load("etc/passwd")
        }
    }

    @Test func aLinkFromTheSetIntoTheSharedFolderIsRead() throws {
        try FileManager.default.createSymbolicLink(atPath: root.path + "/mine/Shared.stencil", withDestinationPath: root.path + "/common/Model.stencil")
        #expect(try loader.load("Shared.stencil").text == "shared model\n")
    }

    @Test func aSetFolderReachedThroughALinkStillReadsItsOwnFiles() throws {
        try FileManager.default.createSymbolicLink(atPath: root.path + "/linked", withDestinationPath: root.path + "/mine")
        let linked = FileTemplateLoader(folders: TemplateFolders(set: root.path + "/linked", shared: root.path + "/common"), fileSystem: LocalFileSystem())
        #expect(try linked.load("Model.stencil").text == "mine\n")
    }

    @Test func aSetYmlLinkedOutsideTheSetIsNotRead() throws {
        try root.write("files:\n  - {template: secret-first-line, path: x}\n", to: "outside.yml")
        try FileManager.default.removeItem(atPath: root.path + "/mine/set.yml")
        try FileManager.default.createSymbolicLink(atPath: root.path + "/mine/set.yml", withDestinationPath: root.path + "/outside.yml")
        #expect(throws: DiagnosticError(Diagnostic(
            .error,
            "'\(root.path)/mine/set.yml' resolves outside the template folder '\(root.path)/mine', through a symbolic link",
            hint: "a set reads only files inside its own folder; copy set.yml into the set instead of linking to it"
        ))) {
            try TemplateSet.load(TemplateFolders(set: root.path + "/mine", shared: root.path + "/common"), fileSystem: LocalFileSystem(), filters: .builtIn)
        }
    }

    @Test func aTemplateThatIsNotUTF8IsAnErrorAtItsFirstBadByte() throws {
        try root.write(Data("ok\nab\u{e9}".utf8) + Data([0xFF, 0x0A]), to: "mine/Bad.stencil")
        #expect(throws: TemplateLoaderError("\(root.path)/mine/Bad.stencil:2:4: invalid UTF-8 byte 0xFF", hint: "save the file as UTF-8")) {
            try loader.load("Bad.stencil")
        }
    }
}
