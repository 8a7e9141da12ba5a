import Diagnostics
import Support
import Testing
import TestSupport
import Writer

/// A run stopped half-way, as by `kill -9`: the lock it wrote first names what it was about
/// to write, so the next run takes each file holding its old or its new bytes as gen's.
@Suite struct InterruptedRunTests {
    let inputs = LockFile.Inputs(module: "Shop", samples: ["../samples"], manifest: nil, templates: "rxswift")

    private func owned(_ path: String, _ text: String) -> GeneratedFile {
        GeneratedFile(path: path, contents: text, ownership: .owned, layer: "model")
    }

    private func run(_ files: [GeneratedFile], on fileSystem: InMemoryFileSystem) throws {
        let writer = ModuleWriter(fileSystem: fileSystem)
        try writer.apply(try writer.plan(files, into: "Shop", force: false), inputs: inputs, models: ModelSignature(), keepingOtherEntries: false)
    }

    /// Runs `files` and stops it after `operations` writes and removals.
    private func interrupt(_ files: [GeneratedFile], on fileSystem: InMemoryFileSystem, afterOperations operations: Int) {
        fileSystem.stop(afterOperations: operations)
        #expect(throws: DiagnosticError.self) { try run(files, on: fileSystem) }
        fileSystem.stop(afterOperations: .max)
    }

    @Test func filesAnInterruptedRunWroteOrDidNotReachAreBothGens() throws {
        let fileSystem = InMemoryFileSystem()
        try run([owned("Model/A.swift", "a1\n"), owned("Model/B.swift", "b1\n")], on: fileSystem)
        interrupt([owned("Model/A.swift", "a2\n"), owned("Model/B.swift", "b2\n"), owned("Model/C.swift", "c2\n")], on: fileSystem, afterOperations: 2)
        #expect(fileSystem.text("Shop/Model/A.swift") == "a2\n")
        #expect(fileSystem.text("Shop/Model/B.swift") == "b1\n")
        #expect(fileSystem.text("Shop/Model/C.swift") == nil)
        let lock = try #require(fileSystem.text("Shop/.gen.lock"))
        #expect(lock.contains("pending owned \(SHA256.hex(Array("a2\n".utf8))) Model/A.swift\n"))
        #expect(lock.contains("pending owned \(SHA256.hex(Array("c2\n".utf8))) Model/C.swift\n"))

        let next = [owned("Model/A.swift", "a3\n"), owned("Model/B.swift", "b3\n"), owned("Model/C.swift", "c3\n")]
        let plan = try ModuleWriter(fileSystem: fileSystem).plan(next, into: "Shop", force: false)
        #expect(plan.resumesInterruptedRun)
        #expect(plan.files.map(\.action) == [.update, .update, .create])
        try run(next, on: fileSystem)
        let after = try #require(try ModuleWriter(fileSystem: fileSystem).readLock(in: "Shop"))
        #expect(after.pending.isEmpty)
        #expect(after.files.map(\.hash) == ["a3\n", "b3\n", "c3\n"].map { SHA256.hex(Array($0.utf8)) })
    }

    /// Many files are written on all cores, so which of them a stopped run reached varies;
    /// each holds its old or its new bytes, and the next run takes every one as gen's.
    @Test func filesOfAStoppedRunOfManyFilesAreAllGens() throws {
        let fileSystem = InMemoryFileSystem()
        let paths = (0..<150).map { "Model/File\(1000 + $0).swift" }
        try run(paths.map { owned($0, "old\n") }, on: fileSystem)
        interrupt(paths.map { owned($0, "new\n") } + [owned("Model/Added.swift", "new\n")], on: fileSystem, afterOperations: 80)
        let contents = paths.map { fileSystem.text("Shop/" + $0) }
        #expect(contents.allSatisfy { $0 == "old\n" || $0 == "new\n" })
        #expect(contents.filter { $0 == "new\n" }.count + (fileSystem.text("Shop/Model/Added.swift") == nil ? 0 : 1) == 79)

        let next = try ModuleWriter(fileSystem: fileSystem).plan(paths.map { owned($0, "newer\n") } + [owned("Model/Added.swift", "newer\n")], into: "Shop", force: false)
        #expect(next.resumesInterruptedRun)
        #expect(next.conflicts.isEmpty)
    }

    @Test func aFileTheInterruptedRunCreatedIsGens() throws {
        let fileSystem = InMemoryFileSystem()
        try run([owned("Model/A.swift", "a1\n")], on: fileSystem)
        interrupt([owned("Model/A.swift", "a1\n"), owned("Model/New.swift", "new\n")], on: fileSystem, afterOperations: 2)
        #expect(fileSystem.text("Shop/Model/New.swift") == "new\n")
        let plan = try ModuleWriter(fileSystem: fileSystem).plan([owned("Model/A.swift", "a1\n"), owned("Model/New.swift", "new 2\n")], into: "Shop", force: false)
        #expect(plan.files.map(\.action) == [.unchanged, .update])
    }

    @Test func anEditMadeAfterTheInterruptedRunIsStillAConflict() throws {
        let fileSystem = InMemoryFileSystem()
        try run([owned("Model/A.swift", "a1\n")], on: fileSystem)
        interrupt([owned("Model/A.swift", "a2\n")], on: fileSystem, afterOperations: 2)
        fileSystem.setText("a2 and my edit\n", at: "Shop/Model/A.swift")
        let plan = try ModuleWriter(fileSystem: fileSystem).plan([owned("Model/A.swift", "a3\n")], into: "Shop", force: false)
        #expect(plan.files.map(\.action) == [.conflict])
    }

    @Test func aRunThatCompletesLeavesNoPendingEntry() throws {
        let fileSystem = InMemoryFileSystem()
        try run([owned("Model/A.swift", "a1\n")], on: fileSystem)
        #expect(fileSystem.text("Shop/.gen.lock")?.contains("pending") == false)
        #expect(try ModuleWriter(fileSystem: fileSystem).plan([owned("Model/A.swift", "a1\n")], into: "Shop", force: false).resumesInterruptedRun == false)
    }

    @Test func temporaryFilesOfAKilledRunAreRemovedAndOthersKept() throws {
        let fileSystem = InMemoryFileSystem()
        try run([owned("Model/A.swift", "a1\n")], on: fileSystem)
        let leftover = "Shop/Model/.A.swift.gen-0F8E3C1A-7B2D-4E5F-9A6B-1C2D3E4F5A6B"
        let lookalikes = ["Shop/Model/.A.swift.gen-backup", "Shop/Model/.A.swift.gen-0f8e3c1a-7b2d-4e5f-9a6b-1c2d3e4f5a6b", "Shop/Model/A.swift.gen-0F8E3C1A-7B2D-4E5F-9A6B-1C2D3E4F5A6B"]
        for path in [leftover] + lookalikes {
            fileSystem.setText("half\n", at: path)
        }
        let writer = ModuleWriter(fileSystem: fileSystem)
        let removed = try writer.apply(try writer.plan([owned("Model/A.swift", "a2\n")], into: "Shop", force: false), inputs: inputs, models: ModelSignature(), keepingOtherEntries: false)
        #expect(removed == [leftover])
        #expect(fileSystem.text(leftover) == nil)
        #expect(lookalikes.allSatisfy { fileSystem.text($0) == "half\n" })
    }
}
