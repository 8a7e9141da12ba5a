import Diagnostics
import Support
import Testing
import TestSupport
import Writer

/// A file gen wrote as owned that the set then makes scaffold (a `set.yml` change, or
/// another set): the lock records it once, whatever the user did to it.
@Suite struct OwnershipChangeTests {
    let inputs = LockFile.Inputs(module: "Shop", samples: ["../samples"], manifest: nil, templates: "rxswift")
    let models = ModelSignature(requests: ["Home": []])
    static func hash(_ text: String) -> String { SHA256.hex(Array(text.utf8)) }

    private func run(_ file: GeneratedFile, on fileSystem: InMemoryFileSystem) throws -> WritePlan {
        let writer = ModuleWriter(fileSystem: fileSystem)
        let plan = try writer.plan([file], into: "Shop", force: false)
        try writer.apply(plan, inputs: inputs, models: models, keepingOtherEntries: false)
        return plan
    }

    @Test func anEditedOwnedFileThatBecomesScaffoldIsRecordedOnceAsKept() throws {
        let fileSystem = InMemoryFileSystem()
        _ = try run(GeneratedFile(path: "Api/HomeAPI.swift", contents: "api\n", ownership: .owned, layer: "api"), on: fileSystem)
        fileSystem.setText("api, edited\n", at: "Shop/Api/HomeAPI.swift")
        let scaffold = GeneratedFile(path: "Api/HomeAPI.swift", contents: "api scaffold\n", ownership: .scaffold, layer: "api")
        #expect(try run(scaffold, on: fileSystem).files.map(\.action) == [.skip])
        let lines = (fileSystem.text("Shop/.gen.lock") ?? "").split(separator: "\n").filter { $0.hasSuffix(" Api/HomeAPI.swift") }
        #expect(lines == [
            "file scaffold api \(Self.hash("api\n")) Api/HomeAPI.swift",
            "kept \(Self.hash("api, edited\n")) Api/HomeAPI.swift",
        ])
        #expect(try run(scaffold, on: fileSystem).files.map(\.action) == [.skip])
        #expect(fileSystem.text("Shop/Api/HomeAPI.swift") == "api, edited\n")
    }

    /// gen 0.2.0 wrote a `file owned` line and a `kept` line for such a file, and refused
    /// that lock on every later run.
    @Test func theOwnedAndKeptLinesOfAnOlderLockReadAsOneKeptScaffoldFile() throws {
        let text = """
        module Shop
        templates rxswift
        file owned api \(Self.hash("api\n")) Api/HomeAPI.swift
        kept \(Self.hash("api, edited\n")) Api/HomeAPI.swift

        """
        let lock = try LockFile.parse(SourceText(path: "Shop/.gen.lock", text: text))
        #expect(lock.files == [LockFile.Entry(path: "Api/HomeAPI.swift", ownership: .scaffold, hash: Self.hash("api\n"), layer: "api", kept: Self.hash("api, edited\n"))])
    }

    @Test func aFileRecordedTwiceIsLocated() {
        let text = """
        module Shop
        templates rxswift
        file owned api \(Self.hash("api\n")) Api/HomeAPI.swift
        orphan Home \(Self.hash("api 2\n")) Api/HomeAPI.swift

        """
        let fileSystem = InMemoryFileSystem(["Shop/.gen.lock": text])
        do {
            _ = try ModuleWriter(fileSystem: fileSystem).readLock(in: "Shop")
            Issue.record("expected an error")
        } catch {
            #expect(DiagnosticRenderer.render(error.diagnostics) == """
            Shop/.gen.lock:4:78: error: the lock records 'Api/HomeAPI.swift' twice, here and on line 3
            orphan Home \(Self.hash("api 2\n")) Api/HomeAPI.swift
                                                                                         ^
            note: keep one of the two lines (a merge may have kept both sides), or delete the lock and rerun with --force to start a new one
            """)
        }
    }
}
