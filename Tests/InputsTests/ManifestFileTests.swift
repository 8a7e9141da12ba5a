import Diagnostics
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
        note: gen reads ./gen.yml when it exists; rename the folder or pass --manifest
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
}
