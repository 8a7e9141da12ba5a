import Diagnostics
import Support
import Testing
import TestSupport
import Writer

/// What the file system would refuse half-way is refused before the first write.
@Suite struct PreflightTests {
    let inputs = LockFile.Inputs(module: "Shop", samples: [], manifest: nil, templates: "rxswift")

    private func owned(_ path: String, _ text: String = "x\n", template: String = "set/Model.stencil") -> GeneratedFile {
        GeneratedFile(path: path, contents: text, ownership: .owned, layer: "model", template: template)
    }

    private func failure(_ files: [GeneratedFile], on fileSystem: InMemoryFileSystem) -> String? {
        do {
            let writer = ModuleWriter(fileSystem: fileSystem)
            try writer.apply(try writer.plan(files, into: "Shop", force: false), inputs: inputs, models: ModelSignature(), keepingOtherEntries: false)
            return nil
        } catch {
            return DiagnosticRenderer.render(error.diagnostics)
        }
    }

    @Test func aNameTooLongForTheTemporaryFileIsRefusedBeforeAnyWrite() {
        let fileSystem = InMemoryFileSystem()
        fileSystem.nameLimit = 60
        let fits = String(repeating: "a", count: 12) + ".swift"
        let tooLong = String(repeating: "b", count: 13) + ".swift"
        #expect(failure([owned("Model/" + fits), owned("Model/" + tooLong)], on: fileSystem) == """
        gen: error: Shop/Model/\(tooLong) (template 'set/Model.stencil'): the file name '\(tooLong)' is 19 bytes, more than the 18 gen can write
        note: the file system takes names of up to 60 bytes, and gen writes each file through a temporary name 42 bytes longer; shorten the name it is made from: the module's name, or the sample file's for an endpoint's file
        """)
        #expect(fileSystem.operations.isEmpty)
    }

    @Test func aFolderNameTooLongIsRefused() {
        let fileSystem = InMemoryFileSystem()
        fileSystem.nameLimit = 10
        #expect(failure([owned("Models12345/a")], on: fileSystem)?.hasPrefix("gen: error: Shop/Models12345/a (template 'set/Model.stencil'): the folder name 'Models12345' is 11 bytes, more than the 10 gen can write") == true)
        #expect(fileSystem.operations.isEmpty)
    }

    @Test func aPathTooLongIsRefused() {
        let fileSystem = InMemoryFileSystem()
        fileSystem.pathLimit = 67
        #expect(failure([owned("Model/short.swift"), owned("Model/" + String(repeating: "c", count: 11) + ".swift")], on: fileSystem)?.hasPrefix(
            "gen: error: Shop/Model/ccccccccccc.swift (template 'set/Model.stencil'): the path is 28 bytes, more than the 24 gen can write"
        ) == true)
        #expect(fileSystem.operations.isEmpty)
    }

    @Test func aFileWhereTheModuleNeedsAFolderIsRefused() {
        let fileSystem = InMemoryFileSystem(["Shop/Model": "mine\n"])
        #expect(failure([owned("Api/Api.swift"), owned("Model/Home.swift"), owned("Model/Item.swift")], on: fileSystem) == """
        gen: error: Shop/Model is a file, but the module needs a folder there
        note: move the file away, or give the templates that write under it another path
        """)
        #expect(fileSystem.operations.isEmpty)
    }

    @Test func notEnoughFreeSpaceIsRefused() {
        let fileSystem = InMemoryFileSystem()
        fileSystem.availableBytes = 4 * 4096 - 1
        #expect(failure([owned("Model/A.swift"), owned("Model/B.swift")], on: fileSystem) == """
        gen: error: Shop: writing the module needs 16384 bytes, and its file system has 16383 free
        note: nothing was written; free some space and rerun
        """)
        #expect(fileSystem.operations.isEmpty)
        fileSystem.availableBytes = 4 * 4096
        #expect(failure([owned("Model/A.swift"), owned("Model/B.swift")], on: fileSystem) == nil)
    }
}
