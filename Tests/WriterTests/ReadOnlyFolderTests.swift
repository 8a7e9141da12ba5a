import Diagnostics
import Foundation
import Support
import Testing
import TestSupport
import Writer

/// A read-only folder or file that a run would write in is found before the first write,
/// and nothing is written: the module is never left half regenerated.
@Suite struct ReadOnlyFolderTests {
    let inputs = LockFile.Inputs(module: "Shop", samples: ["../samples"], manifest: nil, templates: "rxswift")

    static func files(_ version: String) -> [GeneratedFile] {
        [
            GeneratedFile(path: "Api/ShopAPI.swift", contents: "api \(version)\n", ownership: .owned, layer: "api"),
            GeneratedFile(path: "Model/Home.swift", contents: "home \(version)\n", ownership: .owned, layer: "model"),
        ]
    }

    private func run(_ files: [GeneratedFile], in folder: String, on fileSystem: any FileSystem) throws(DiagnosticError) {
        let writer = ModuleWriter(fileSystem: fileSystem)
        try writer.apply(try writer.plan(files, into: folder, force: false), inputs: inputs, models: ModelSignature(), keepingOtherEntries: false)
    }

    private func failure(_ files: [GeneratedFile], in folder: String = "Shop", on fileSystem: any FileSystem) -> String? {
        do throws(DiagnosticError) {
            try run(files, in: folder, on: fileSystem)
            return nil
        } catch {
            return DiagnosticRenderer.render(error.diagnostics)
        }
    }

    @Test func aReadOnlyFolderStopsTheRunBeforeItsFirstWrite() throws {
        let fileSystem = InMemoryFileSystem()
        try run(Self.files("1"), in: "Shop", on: fileSystem)
        let written = fileSystem.operations
        fileSystem.makeReadOnly("Shop/Model")
        #expect(failure(Self.files("2"), on: fileSystem) == """
        gen: error: Shop/Model is read-only, and this run writes Shop/Model/Home.swift
        note: nothing was written; make the folder writable (chmod u+w Shop/Model) and rerun
        """)
        #expect(fileSystem.operations == written)
        #expect(fileSystem.text("Shop/Api/ShopAPI.swift") == "api 1\n")
    }

    @Test func aFolderToCreateInAReadOnlyFolderIsFoundToo() {
        let fileSystem = InMemoryFileSystem()
        fileSystem.makeFolder("Shop")
        fileSystem.makeReadOnly("Shop")
        #expect(failure(Self.files("1"), on: fileSystem) == """
        gen: error: Shop is read-only, and this run writes 3 files there, such as Shop/Api/ShopAPI.swift
        note: nothing was written; make the folder writable (chmod u+w Shop) and rerun
        """)
        #expect(fileSystem.operations.isEmpty)
    }

    @Test func aReadOnlyFileTheRunWritesOverIsFound() throws {
        let fileSystem = InMemoryFileSystem()
        try run(Self.files("1"), in: "Shop", on: fileSystem)
        let written = fileSystem.operations
        fileSystem.makeReadOnly("Shop/Model/Home.swift")
        #expect(failure(Self.files("2"), on: fileSystem) == """
        gen: error: Shop/Model/Home.swift is read-only, and this run writes over it
        note: nothing was written; make the files writable (chmod u+w, or open them for editing in your version control) and rerun
        """)
        #expect(fileSystem.operations == written)
    }

    @Test(.enabled(if: ReadOnlyFolder.canMake, "cannot make a folder read-only here (root without mount)"))
    func aReallyReadOnlyFolderStopsTheRunBeforeItsFirstWrite() throws {
        let root = try TemporaryFolder()
        let fileSystem = AnchoredFileSystem(folder: root.path)
        try run(Self.files("1"), in: "Shop", on: fileSystem)
        do {
            let readOnly = try #require(ReadOnlyFolder(root.path + "/Shop/Model"))
            withExtendedLifetime(readOnly) {
                #expect(failure(Self.files("2"), on: fileSystem) == """
                gen: error: Shop/Model is read-only, and this run writes Shop/Model/Home.swift
                note: nothing was written; make the folder writable (chmod u+w Shop/Model) and rerun
                """)
            }
        }
        #expect(try String(contentsOfFile: root.path + "/Shop/Api/ShopAPI.swift", encoding: .utf8) == "api 1\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path + "/Shop/Api") == ["ShopAPI.swift"])
    }
}
