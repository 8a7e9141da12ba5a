import Diagnostics
import Support
import Testing
import TestSupport
import Writer

/// `ModuleWriter` over plain bytes in memory: what it plans for each file, what applying
/// the plan writes, and that the lock comes last.
@Suite struct ModuleWriterTests {
    let inputs = LockFile.Inputs(module: "Shop", samples: ["../samples"], manifest: nil, templates: "rxswift")
    let models = ModelSignature(requests: ["Home": [], "Cart": []])

    private func owned(_ path: String, _ text: String, endpoint: String? = nil) -> GeneratedFile {
        GeneratedFile(path: path, contents: text, ownership: .owned, layer: "model", endpoint: endpoint)
    }

    private func scaffold(_ path: String, _ text: String, endpoint: String? = nil) -> GeneratedFile {
        GeneratedFile(path: path, contents: text, ownership: .scaffold, layer: "viewmodel", endpoint: endpoint)
    }

    /// Plans and applies `files` into `Shop`, as one whole-module run does.
    private func run(_ files: [GeneratedFile], on fileSystem: InMemoryFileSystem, force: Bool = false, models: ModelSignature? = nil) throws {
        let writer = ModuleWriter(fileSystem: fileSystem)
        try writer.apply(try writer.plan(files, into: "Shop", force: force), inputs: inputs, models: models ?? self.models, keepingOtherEntries: false)
    }

    private func actions(_ files: [GeneratedFile], on fileSystem: InMemoryFileSystem, force: Bool = false) throws -> [String: WritePlan.File.Action] {
        let plan = try ModuleWriter(fileSystem: fileSystem).plan(files, into: "Shop", force: force)
        return Dictionary(uniqueKeysWithValues: plan.files.map { ($0.generated.path, $0.action) })
    }

    private func failure(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch let error as DiagnosticError {
            return DiagnosticRenderer.render(error.diagnostics)
        } catch {
            return "\(error)"
        }
    }

    @Test func recordsWhatItWillWriteThenWritesEveryFileThenTheLock() throws {
        let fileSystem = InMemoryFileSystem()
        let files = [owned("Model/Home.swift", "home\n"), scaffold("ViewModel/HomeViewModel.swift", "vm\n")]
        #expect(try actions(files, on: fileSystem) == ["Model/Home.swift": .create, "ViewModel/HomeViewModel.swift": .create])
        try run(files, on: fileSystem)
        #expect(fileSystem.operations == [
            .write("Shop/.gen.lock"),
            .write("Shop/Model/Home.swift"),
            .write("Shop/ViewModel/HomeViewModel.swift"),
            .write("Shop/.gen.lock"),
        ])
        #expect(fileSystem.text("Shop/Model/Home.swift") == "home\n")
        let lock = try #require(try ModuleWriter(fileSystem: fileSystem).readLock(in: "Shop"))
        #expect(lock.files == [
            LockFile.Entry(path: "Model/Home.swift", ownership: .owned, hash: SHA256.hex(Array("home\n".utf8)), layer: "model"),
            LockFile.Entry(path: "ViewModel/HomeViewModel.swift", ownership: .scaffold, hash: SHA256.hex(Array("vm\n".utf8)), layer: "viewmodel"),
        ])
        #expect(lock.inputs == inputs)
        #expect(lock.models == models)
    }

    @Test func sameFilesAgainAreUnchangedAndOnlyTheLockIsRewritten() throws {
        let fileSystem = InMemoryFileSystem()
        let files = [owned("Model/Home.swift", "home\n")]
        try run(files, on: fileSystem)
        let plan = try ModuleWriter(fileSystem: fileSystem).plan(files, into: "Shop", force: false)
        #expect(plan.files.map(\.action) == [.unchanged])
        #expect(!plan.hasChanges)
        try run(files, on: fileSystem)
        #expect(fileSystem.operations.suffix(2) == [.write("Shop/.gen.lock"), .write("Shop/.gen.lock")])
    }

    @Test func uneditedOwnedFileIsUpdated() throws {
        let fileSystem = InMemoryFileSystem()
        try run([owned("Model/Home.swift", "home\n")], on: fileSystem)
        let files = [owned("Model/Home.swift", "home 2\n")]
        let plan = try ModuleWriter(fileSystem: fileSystem).plan(files, into: "Shop", force: false)
        #expect(plan.files.map(\.action) == [.update])
        #expect(plan.files.first?.existing == "home\n")
        #expect(plan.files.first?.backup == nil)
        try run(files, on: fileSystem)
        #expect(fileSystem.text("Shop/Model/Home.swift") == "home 2\n")
        let lock = try #require(try ModuleWriter(fileSystem: fileSystem).readLock(in: "Shop"))
        #expect(lock.entry(for: "Model/Home.swift")?.hash == SHA256.hex(Array("home 2\n".utf8)))
    }

    @Test func editedScaffoldFileIsSkippedAndKept() throws {
        let fileSystem = InMemoryFileSystem()
        try run([scaffold("ViewModel/HomeViewModel.swift", "vm\n")], on: fileSystem)
        fileSystem.setText("my view model\n", at: "Shop/ViewModel/HomeViewModel.swift")
        let files = [scaffold("ViewModel/HomeViewModel.swift", "vm 2\n")]
        #expect(try actions(files, on: fileSystem, force: true) == ["ViewModel/HomeViewModel.swift": .skip])
        try run(files, on: fileSystem, force: true)
        #expect(fileSystem.text("Shop/ViewModel/HomeViewModel.swift") == "my view model\n")
    }

    @Test func editedOwnedFileIsAConflictAndNothingIsWritten() throws {
        let fileSystem = InMemoryFileSystem()
        try run([owned("Model/Home.swift", "home\n")], on: fileSystem)
        fileSystem.setText("edited\n", at: "Shop/Model/Home.swift")
        let writesBefore = fileSystem.operations.count
        let files = [owned("Model/Cart.swift", "cart\n"), owned("Model/Home.swift", "home 2\n")]
        #expect(try actions(files, on: fileSystem) == ["Model/Cart.swift": .create, "Model/Home.swift": .conflict])
        #expect(failure { try run(files, on: fileSystem) } == """
        gen: error: Shop/Model/Home.swift was edited since gen wrote it
        note: nothing was written; see the change with --diff, move your edit to a scaffold file, or rerun with --force to overwrite it and keep your text in a .orig copy beside it
        """)
        #expect(fileSystem.operations.count == writesBefore)
        #expect(fileSystem.text("Shop/Model/Home.swift") == "edited\n")
    }

    @Test func forceKeepsTheEditInABackupThenOverwrites() throws {
        let fileSystem = InMemoryFileSystem()
        try run([owned("Model/Home.swift", "home\n")], on: fileSystem)
        fileSystem.setText("edited\n", at: "Shop/Model/Home.swift")
        fileSystem.setText("older backup\n", at: "Shop/Model/Home.swift.orig")
        let plan = try ModuleWriter(fileSystem: fileSystem).plan([owned("Model/Home.swift", "home 2\n")], into: "Shop", force: true)
        #expect(plan.files.map(\.action) == [.update])
        #expect(plan.files.first?.backup == "Shop/Model/Home.swift.orig.2")
        try ModuleWriter(fileSystem: fileSystem).apply(plan, inputs: inputs, models: models, keepingOtherEntries: false)
        #expect(fileSystem.text("Shop/Model/Home.swift.orig.2") == "edited\n")
        #expect(fileSystem.text("Shop/Model/Home.swift") == "home 2\n")
    }

    @Test func fileWithoutATemplateIsRemovedWhenUnedited() throws {
        let fileSystem = InMemoryFileSystem()
        try run([owned("Model/Cart.swift", "cart\n", endpoint: "Cart"), owned("Model/Home.swift", "home\n", endpoint: "Home")], on: fileSystem)
        let files = [owned("Model/Home.swift", "home\n", endpoint: "Home")]
        let plan = try ModuleWriter(fileSystem: fileSystem).plan(files, into: "Shop", force: false)
        #expect(plan.files.map(\.generated.path) == ["Model/Cart.swift", "Model/Home.swift"])
        #expect(plan.files.map(\.action) == [.remove, .unchanged])
        #expect(plan.files.map(\.isGenerated) == [false, true])
        try ModuleWriter(fileSystem: fileSystem).apply(plan, inputs: inputs, models: ModelSignature(requests: ["Home": []]), keepingOtherEntries: false)
        #expect(fileSystem.paths == ["Shop/.gen.lock", "Shop/Model/Home.swift"])
        #expect(fileSystem.operations.suffix(2) == [.remove("Shop/Model/Cart.swift"), .write("Shop/.gen.lock")])
        let lock = try #require(try ModuleWriter(fileSystem: fileSystem).readLock(in: "Shop"))
        #expect(lock.files.map(\.path) == ["Model/Home.swift"])
    }

    @Test func editedFileWithoutATemplateIsAConflict() throws {
        let fileSystem = InMemoryFileSystem()
        try run([owned("Model/Cart.swift", "cart\n"), owned("Model/Home.swift", "home\n")], on: fileSystem)
        fileSystem.setText("my cart\n", at: "Shop/Model/Cart.swift")
        let files = [owned("Model/Home.swift", "home\n")]
        #expect(try actions(files, on: fileSystem) == ["Model/Cart.swift": .conflict, "Model/Home.swift": .unchanged])
        #expect(failure { try run(files, on: fileSystem) } == """
        gen: error: Shop/Model/Cart.swift was edited since gen wrote it, and no template writes it any more
        note: nothing was written; move your edit elsewhere and delete the file, or rerun with --force to remove it and keep your text in a .orig copy beside it
        """)
        try run(files, on: fileSystem, force: true)
        #expect(fileSystem.text("Shop/Model/Cart.swift") == nil)
        #expect(fileSystem.text("Shop/Model/Cart.swift.orig") == "my cart\n")
    }

    @Test func scaffoldFileWithoutATemplateIsOrphanedForItsEndpoint() throws {
        let fileSystem = InMemoryFileSystem()
        try run([
            scaffold("ViewModel/CartViewModel.swift", "cart vm\n", endpoint: "Cart"),
            scaffold("ViewModel/HomeViewModel.swift", "home vm\n", endpoint: "Home"),
            scaffold("ShopModule.swift", "module\n"),
        ], on: fileSystem)
        let files = [scaffold("ViewModel/HomeViewModel.swift", "home vm\n", endpoint: "Home")]
        let plan = try ModuleWriter(fileSystem: fileSystem).plan(files, into: "Shop", force: true)
        #expect(plan.files.map(\.action) == [.orphaned, .orphaned, .unchanged])
        #expect(plan.files.map(\.orphanOf) == ["", "Cart", nil])
        #expect(plan.hasChanges)
        #expect(DiagnosticRenderer.render(ModuleWriter.orphanWarning(plan.files[1])) == """
        gen: warning: Shop/ViewModel/CartViewModel.swift is orphaned: it was written for the endpoint Cart, which the module no longer has
        note: gen never deletes a scaffold file; move what you still need out of it, then delete it (until then it stays in .gen.lock and this warning repeats)
        """)
        try ModuleWriter(fileSystem: fileSystem).apply(plan, inputs: inputs, models: ModelSignature(requests: ["Home": []]), keepingOtherEntries: false)
        #expect(fileSystem.text("Shop/ViewModel/CartViewModel.swift") == "cart vm\n")
        let lock = try #require(try ModuleWriter(fileSystem: fileSystem).readLock(in: "Shop"))
        #expect(lock.files.map(\.orphanOf) == ["", "Cart", nil])
    }

    @Test func deletedOrphanLeavesTheLock() throws {
        let fileSystem = InMemoryFileSystem()
        try run([scaffold("ShopModule.swift", "module\n"), owned("Model/Home.swift", "home\n")], on: fileSystem)
        try fileSystem.removeFile("Shop/ShopModule.swift")
        let files = [owned("Model/Home.swift", "home\n")]
        #expect(try actions(files, on: fileSystem) == ["Model/Home.swift": .unchanged])
        try run(files, on: fileSystem)
        #expect(try ModuleWriter(fileSystem: fileSystem).readLock(in: "Shop")?.files.map(\.path) == ["Model/Home.swift"])
    }

    @Test func outputThatIsAFileIsRefused() {
        let fileSystem = InMemoryFileSystem(["Shop": "not a folder"])
        #expect(failure { try run([owned("A.swift", "a\n")], on: fileSystem) } == """
        gen: error: output 'Shop' is a file, not a folder
        note: choose another folder with --output
        """)
    }

    @Test func folderWhereAFileGoesIsRefused() {
        let fileSystem = InMemoryFileSystem()
        fileSystem.makeFolder("Shop/Model/Home.swift")
        #expect(failure { try run([owned("Model/Home.swift", "home\n")], on: fileSystem) } == "gen: error: Shop/Model/Home.swift is a folder, but the module needs a file there")
        #expect(fileSystem.operations.isEmpty)
    }

    @Test func symbolicLinkOnThePathIsRefused() {
        let fileSystem = InMemoryFileSystem()
        fileSystem.makeSymbolicLink("Shop/Model")
        #expect(failure { try run([owned("Model/Home.swift", "home\n")], on: fileSystem) } == """
        gen: error: Shop/Model is a symbolic link; gen writes only inside the module folder
        note: replace the link with a real folder or file, or choose another --output
        """)
        #expect(fileSystem.operations.isEmpty)
    }

    /// A module of many files is probed on all cores; a link in the way of many of them is
    /// still named once, and a folder where a file goes once, in the order of the files.
    @Test func manyFilesProbedTogetherNameEachProblemOnceInOrder() {
        let fileSystem = InMemoryFileSystem()
        fileSystem.makeSymbolicLink("Shop/Model")
        fileSystem.makeFolder("Shop/Api/File1051.swift")
        let files = (0..<100).map { owned(($0 % 2 == 0 ? "Model" : "Api") + "/File\(1000 + $0).swift", "\($0)\n") }
        #expect(failure { try run(files, on: fileSystem) } == """
        gen: error: Shop/Model is a symbolic link; gen writes only inside the module folder
        note: replace the link with a real folder or file, or choose another --output
        gen: error: Shop/Api/File1051.swift is a folder, but the module needs a file there
        """)
        #expect(fileSystem.operations.isEmpty)
    }

    @Test func moduleFolderThatIsASymbolicLinkIsRefused() {
        let fileSystem = InMemoryFileSystem()
        fileSystem.makeFolder("Shop")
        fileSystem.makeSymbolicLink("Shop")
        #expect(failure { try run([owned("Model/Home.swift", "home\n")], on: fileSystem) } == """
        gen: error: output 'Shop' is a symbolic link; gen writes only into a real module folder
        note: pass the folder it points to ('Shop') or another folder with --output
        """)
        #expect(fileSystem.operations.isEmpty)
    }

    @Test func aFailedWriteStillWritesAndRecordsEveryOtherFile() throws {
        let fileSystem = InMemoryFileSystem()
        fileSystem.failWrites(to: "Shop/Model/B.swift")
        let files = [owned("Model/A.swift", "a\n"), owned("Model/B.swift", "b\n"), owned("Model/C.swift", "c\n")]
        #expect(failure { try run(files, on: fileSystem) } == """
        gen: error: Shop/Model/B.swift: cannot write the file (disk full)
        note: every other file was written and recorded in .gen.lock; fix the problem and rerun
        """)
        #expect(fileSystem.operations == [.write("Shop/.gen.lock"), .write("Shop/Model/A.swift"), .write("Shop/Model/C.swift"), .write("Shop/.gen.lock")])
        #expect(try ModuleWriter(fileSystem: fileSystem).readLock(in: "Shop")?.files.map(\.path) == ["Model/A.swift", "Model/C.swift"])
    }

    /// A module of many files is written on all cores; the files that fail are named in plan
    /// order, the first ten of them, and the lock records exactly the others.
    @Test func manyFilesAreWrittenTogetherAndTheFailuresNamedInOrder() throws {
        let fileSystem = InMemoryFileSystem()
        let files = (0..<200).map { owned("Model/File\(1000 + $0).swift", "\($0)\n") }
        let failing = Set(stride(from: 7, to: 200, by: 13))
        for index in failing {
            fileSystem.failWrites(to: "Shop/" + files[index].path)
        }
        let message = failure { try run(files, on: fileSystem) }
        let named = failing.sorted().prefix(10).map { "gen: error: Shop/\(files[$0].path): cannot write the file (disk full)" }
        #expect(message == (named + [
            "gen: error: \(failing.count - 10) more files could not be written",
            "note: every other file was written and recorded in .gen.lock; fix the problem and rerun",
        ]).joined(separator: "\n"))
        let recorded = try #require(try ModuleWriter(fileSystem: fileSystem).readLock(in: "Shop")).files
        #expect(recorded.map(\.path) == files.indices.filter { !failing.contains($0) }.map { files[$0].path })
        #expect(recorded.allSatisfy { fileSystem.text("Shop/" + $0.path).map { SHA256.hex(Array($0.utf8)) } == $0.hash })
    }

    @Test func keepingOtherEntriesKeepsTheLocksOtherFiles() throws {
        let fileSystem = InMemoryFileSystem()
        try run([owned("Model/Home.swift", "home\n"), scaffold("ViewModel/HomeViewModel.swift", "vm\n")], on: fileSystem)
        let writer = ModuleWriter(fileSystem: fileSystem)
        let plan = try writer.plan([owned("Model/Home.swift", "home 2\n")], into: "Shop", force: false, removingStale: false)
        #expect(plan.files.map(\.action) == [.update])
        try writer.apply(plan, inputs: inputs, models: models, keepingOtherEntries: true)
        #expect(try writer.readLock(in: "Shop")?.files.map(\.path) == ["Model/Home.swift", "ViewModel/HomeViewModel.swift"])
    }
}
