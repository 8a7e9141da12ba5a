import Diagnostics
import Foundation
import Inputs
import Support
import Testing
import TestSupport

/// Finding and reading gen.yml, over an in-memory file system.
@Suite struct ManifestFileTests {
    private func failure(_ requested: String?, _ fileSystem: InMemoryFileSystem) -> String? {
        do {
            _ = try ManifestFile.load(requested, fileSystem: fileSystem)
            return nil
        } catch {
            return DiagnosticRenderer.render(error.diagnostics)
        }
    }

    @Test func missingNamedManifestIsAnError() {
        #expect(failure("config/gen.yml", InMemoryFileSystem()) == "gen: error: manifest 'config/gen.yml' does not exist")
    }

    @Test func folderNamedAsManifestIsAnError() {
        let fileSystem = InMemoryFileSystem(["config/gen.yml/notes.txt": ""])
        #expect(failure("config/gen.yml", fileSystem) == """
        gen: error: manifest 'config/gen.yml' is a folder, not a file
        note: pass the gen.yml file itself with --manifest
        """)
    }

    @Test func defaultManifestThatIsAFolderIsAnError() {
        let fileSystem = InMemoryFileSystem()
        fileSystem.makeFolder("gen.yml")
        #expect(failure(nil, fileSystem) == """
        gen: error: manifest 'gen.yml' is a folder, not a file
        note: gen reads the gen.yml of this folder or the nearest folder above; rename the folder or pass --manifest
        """)
    }

    @Test func withoutDefaultManifestTheManifestIsEmpty() throws {
        let file = try ManifestFile.load(nil, fileSystem: InMemoryFileSystem())
        #expect(file.source == nil)
        #expect(file.problems.isEmpty)
        #expect(file.manifest == Manifest())
        #expect(file.folder == ".")
    }

    @Test func defaultManifestIsRead() throws {
        let file = try ManifestFile.load(nil, fileSystem: InMemoryFileSystem(["gen.yml": "module: Jacob\n"]))
        #expect(file.manifest.module?.value == "Jacob")
        #expect(file.source?.path == "gen.yml")
    }

    @Test func problemsAreKeptUntilDecoded() throws {
        let file = try ManifestFile.load("api/gen.yml", fileSystem: InMemoryFileSystem(["api/gen.yml": "module: Jacob\nnamig: gckit\n"]))
        #expect(file.manifest.module?.value == "Jacob")
        #expect(file.folder == "api")
        #expect(DiagnosticRenderer.render(file.problems) == """
        api/gen.yml:2:1: error: unknown key 'namig' in the manifest
        namig: gckit
        ^
        note: did you mean 'naming'?
        """)
        #expect(throws: DiagnosticError.self) { try file.decoded() }
    }

    @Test func aSamplesFolderOutsideTheProjectIsAnErrorInGenYmlButSampleFilesMayBe() throws {
        let root = try TemporaryFolder()
        try root.write("{}", to: "elsewhere/home.json")
        try root.write("{}", to: "project/samples/home.json")
        try FileManager.default.createSymbolicLink(atPath: root.path + "/project/linked", withDestinationPath: root.path + "/elsewhere")
        try root.write("samples: /etc\nendpoints:\n  - name: Home\n    sample: ../elsewhere/home.json\n  - name: Linked\n    sample: linked\n  - name: Inside\n    sample: samples/home.json\n", to: "project/gen.yml")
        let file = try ManifestFile.load(root.path + "/project/gen.yml", fileSystem: LocalFileSystem())
        let hint = "note: gen.yml names samples inside its own folder; pass a folder elsewhere on the command line with --samples"
        #expect(DiagnosticRenderer.render(file.problems) == """
        \(root.path)/project/gen.yml:1:10: error: '/etc' is outside the project, the folder of gen.yml and below
        samples: /etc
                 ^
        \(hint)
        """)
    }

    @Test func aSamplesFolderLinkedOutOfTheProjectIsAnError() throws {
        let root = try TemporaryFolder()
        try root.write("{}", to: "elsewhere/home.json")
        try root.write("samples: linked\n", to: "project/gen.yml")
        try FileManager.default.createSymbolicLink(atPath: root.path + "/project/linked", withDestinationPath: root.path + "/elsewhere")
        let file = try ManifestFile.load(root.path + "/project/gen.yml", fileSystem: LocalFileSystem())
        #expect(file.problems.map(\.message) == ["'linked' is outside the project, the folder of gen.yml and below"])
        try root.write("samples: ./linked/..\n", to: "project/gen.yml")
        #expect(try ManifestFile.load(root.path + "/project/gen.yml", fileSystem: LocalFileSystem()).problems.count == 1)
    }
}

extension ManifestFileTests {
    /// A `sample:` file outside the project may be read, but a problem in it is located
    /// without quoting its line, while one inside the project is quoted as usual.
    @Test func aProblemInASampleOutsideTheProjectQuotesNothing() throws {
        let root = try TemporaryFolder()
        try root.write("{\"token\": \"s3cr3t\", \"a\": 1, \"a\": 2}", to: "elsewhere/home.json")
        try root.write("{\"token\": \"visible\", \"b\": 1, \"b\": 2}", to: "project/samples/inside.json")
        try root.write("endpoints:\n  - name: Home\n    sample: ../elsewhere/home.json\n  - name: Inside\n    sample: samples/inside.json\n", to: "project/gen.yml")
        let file = try ManifestFile.load(root.path + "/project/gen.yml", fileSystem: LocalFileSystem())
        let warnings = try SampleLoader(fileSystem: LocalFileSystem()).load(folder: nil, manifest: file).warnings
        let text = DiagnosticRenderer.render(warnings)
        #expect(text.contains("elsewhere/home.json:1:29: warning:"))
        #expect(!text.contains("s3cr3t"))
        #expect(text.contains("visible"))
    }
}

extension ManifestFileTests {
    /// A file of the samples folder that links out of it is read, but not quoted.
    @Test func aSampleLinkedOutOfItsFolderIsNotQuoted() throws {
        let root = try TemporaryFolder()
        try root.write("CANARY not json", to: "secret.txt")
        try root.write("{}", to: "samples/home.json")
        try FileManager.default.createSymbolicLink(atPath: root.path + "/samples/outside.json", withDestinationPath: root.path + "/secret.txt")
        do {
            _ = try SampleLoader(fileSystem: LocalFileSystem()).load(folder: root.path + "/samples")
            Issue.record("expected an error")
        } catch {
            let text = DiagnosticRenderer.render(error.diagnostics)
            #expect(text.hasPrefix("\(root.path)/samples/outside.json:1:1: error:"))
            #expect(!text.contains("CANARY not json"))
        }
        let lint = DiagnosticRenderer.render(SampleLinter(fileSystem: LocalFileSystem()).lint([root.path + "/samples"]).diagnostics)
        #expect(lint.hasPrefix("\(root.path)/samples/outside.json:1:1: error:"))
        #expect(!lint.contains("CANARY not json"))
    }
}
