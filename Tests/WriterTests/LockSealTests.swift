import Diagnostics
import Support
import Testing
import TestSupport
@testable import Writer

/// The lines a sealed lock adds (`digest`, each file's layer, `kept`), and the replay of a
/// module folder whose lock is sealed.
@Suite struct LockSealTests {
    static let hashA = String(repeating: "a", count: 64)
    static let hashB = String(repeating: "b", count: 64)
    let inputs = LockFile.Inputs(module: "Shop", samples: ["../samples"], manifest: nil, templates: "rxswift", naming: "swift")

    func sealed(sourcesDigest: String = "inputs") -> LockFile {
        var lock = LockFile(
            inputs: inputs,
            files: [
                LockFile.Entry(path: "Model/Home.swift", ownership: .owned, hash: Self.hashA, layer: "model"),
                LockFile.Entry(path: "ViewModel/Home ViewModel.swift", ownership: .scaffold, hash: Self.hashB, layer: "viewmodel", kept: Self.hashA),
            ],
            models: ModelSignature(properties: ["Home.id": "Int"])
        )
        lock.digest = lock.seal(sourcesDigest: sourcesDigest)
        return lock
    }

    @Test func digestLayersAndKeptTextAreWrittenAndReadBack() throws {
        let lock = sealed()
        #expect(lock.text == """
        # Written by gen: what it last wrote in this folder, so that a rerun can tell your edits
        # from its own output. Commit it with the module and do not edit it.
        module Shop
        samples ../samples
        templates rxswift
        naming swift
        digest \(lock.seal(sourcesDigest: "inputs"))
        file owned model \(Self.hashA) Model/Home.swift
        file scaffold viewmodel \(Self.hashB) ViewModel/Home ViewModel.swift
        kept \(Self.hashA) ViewModel/Home ViewModel.swift
        model Home.id Int

        """)
        #expect(try LockFile.parse(SourceText(path: ".gen.lock", text: lock.text)) == lock)
    }

    @Test func aFileLineWithoutLayerStillReads() throws {
        let lock = try LockFile.parse(SourceText(path: ".gen.lock", text: "module Shop\ntemplates rxswift\nfile owned \(Self.hashA) Api/Home API.swift\n"))
        #expect(lock.files == [LockFile.Entry(path: "Api/Home API.swift", ownership: .owned, hash: Self.hashA)])
        #expect(lock.digest == nil)
    }

    @Test(arguments: ["view model", String(repeating: "c", count: 64), ""])
    func aLayerThatCannotBeOneFieldIsLeftOut(layer: String) throws {
        let entry = LockFile.Entry(path: "A.swift", ownership: .owned, hash: Self.hashA, layer: Layer(rawValue: layer))
        #expect(entry.layer == nil)
        let lock = LockFile(inputs: inputs, files: [entry], models: ModelSignature())
        #expect(try LockFile.parse(SourceText(path: ".gen.lock", text: lock.text)).files == [entry])
    }

    @Test(arguments: ["file owned \(hashA) B.swift", "orphan - \(hashA) A.swift"])
    func aKeptLineForAFileTheLockDoesNotRecordIsLocated(line: String) {
        let text = "module Shop\ntemplates rxswift\n\(line)\nkept \(Self.hashB) A.swift\n"
        #expect(throws: DiagnosticError.self) { try LockFile.parse(SourceText(path: ".gen.lock", text: text)) }
        do {
            _ = try LockFile.parse(SourceText(path: ".gen.lock", text: text))
        } catch {
            #expect(DiagnosticRenderer.render(error.diagnostics).hasPrefix(".gen.lock:4:72: error: 'kept' names a file that no 'file scaffold' line records"))
        }
    }

    @Test func theSealCoversTheInputsAndEveryLineOfTheLock() {
        let lock = sealed()
        var changed: [LockFile] = []
        for change in 0..<5 {
            var other = lock
            switch change {
            case 0: other.files[0].hash = Self.hashB
            case 1: other.files[1].kept = nil
            case 2: other.files[0].layer = "api"
            case 3: other.models = ModelSignature(properties: ["Home.id": "String"])
            default: other.inputs.naming = "gckit"
            }
            changed.append(other)
        }
        let seals = Set(changed.map { $0.seal(sourcesDigest: "inputs") } + [lock.seal(sourcesDigest: "other inputs")])
        #expect(seals.count == 6)
        #expect(!seals.contains(lock.seal(sourcesDigest: "inputs")))
    }

    @Test func aLockReadFromItsFileIsCheckedOverItsBytes() throws {
        let lock = sealed()
        let read = try LockFile.parse(SourceText(path: ".gen.lock", text: lock.text))
        #expect(read.isSealed(by: "inputs"))
        #expect(!read.isSealed(by: "other inputs"))
        let spaced = lock.text.replacingOccurrences(of: "model Home.id", with: "model  Home.id")
        let withoutDigest = spaced.replacingOccurrences(of: "digest \(try #require(lock.digest))\n", with: "")
        var resealed = try LockFile.parse(SourceText(path: ".gen.lock", text: spaced))
        resealed.digest = LockFile.digest(sourcesDigest: "inputs", unsealed: Array(withoutDigest.utf8))
        #expect(!resealed.isSealed(by: "inputs"))
        let sealedAsWritten = try LockFile.parse(SourceText(path: ".gen.lock", text: spaced.replacingOccurrences(of: lock.digest ?? "", with: resealed.digest ?? "")))
        #expect(sealedAsWritten.isSealed(by: "inputs"))
    }

    @Test func aLockChangedAfterReadingOrSavedWithOtherLineEndingsIsRenderedAgain() throws {
        let lock = sealed()
        var changed = try LockFile.parse(SourceText(path: ".gen.lock", text: lock.text))
        changed.files[0].hash = Self.hashB
        #expect(!changed.isSealed(by: "inputs"))
        let windows = try LockFile.parse(SourceText(path: ".gen.lock", text: lock.text.replacingOccurrences(of: "\n", with: "\r\n")))
        #expect(windows.isSealed(by: "inputs"))
    }

    /// A folder holding what the sealed lock records.
    func folder(_ lock: LockFile) -> InMemoryFileSystem {
        InMemoryFileSystem([
            "Shop/.gen.lock": lock.text,
            "Shop/Model/Home.swift": "home",
            "Shop/ViewModel/Home ViewModel.swift": "mine",
        ])
    }

    func consistentLock() -> LockFile {
        var lock = sealed()
        lock.files[0].hash = SHA256.hex(Array("home".utf8))
        lock.files[1].kept = SHA256.hex(Array("mine".utf8))
        lock.digest = lock.seal(sourcesDigest: Self.sealInput("inputs"))
        return lock
    }

    /// What a run whose inputs digest to `sourcesDigest` seals a lock with, when it left
    /// `files` in the folder.
    static func sealInput(_ sourcesDigest: String, files: [String] = ["home", "mine"]) -> String {
        LockFile.sealInput(sourcesDigest: sourcesDigest, fileHashes: files.map { XXHash64.hash(Array($0.utf8)) })
    }

    @Test func aFolderAsTheSealedLockRecordsIsReplayed() throws {
        let lock = consistentLock()
        let plan = try #require(ModuleWriter(fileSystem: folder(lock)).replay(lock, sourcesDigest: "inputs", in: "Shop"))
        #expect(plan.files.map(\.action) == [.unchanged, .skip])
        #expect(plan.files.map(\.generated.layer) == ["model", "viewmodel"])
        #expect(plan.files[0].generated.contents == "home")
        let fileSystem = folder(lock)
        #expect(try ModuleWriter(fileSystem: fileSystem).apply(plan, inputs: inputs, models: lock.models, keepingOtherEntries: false).isEmpty)
        #expect(fileSystem.operations.isEmpty)
    }

    @Test(arguments: ["other inputs", "edited file", "edited kept file", "missing file", "leftover", "pending", "orphan", "unsealed", "sealed without the files"])
    func anythingElseIsNotReplayed(difference: String) {
        var lock = consistentLock()
        var sourcesDigest = "inputs"
        let fileSystem = folder(lock)
        switch difference {
        case "other inputs": sourcesDigest = "other inputs"
        case "edited file": fileSystem.setText("home!", at: "Shop/Model/Home.swift")
        case "edited kept file": fileSystem.setText("mine!", at: "Shop/ViewModel/Home ViewModel.swift")
        case "sealed without the files": lock.digest = lock.seal(sourcesDigest: sourcesDigest)
        case "missing file": try? fileSystem.removeFile("Shop/Model/Home.swift")
        case "leftover": fileSystem.setText("x", at: "Shop/Model/" + GenFileNames.temporary(for: "Home.swift", unique: "0123ABCD-0000-0000-0000-000000000000"))
        case "pending": lock.pending = [lock.files[0]]
        case "orphan": lock.files[1].orphanOf = "Home"
        default: lock.digest = nil
        }
        if difference == "pending" || difference == "orphan" {
            lock.digest = lock.seal(sourcesDigest: Self.sealInput(sourcesDigest))
        }
        #expect(ModuleWriter(fileSystem: fileSystem).replay(lock, sourcesDigest: sourcesDigest, in: "Shop") == nil)
    }

    @Test func aRunSealsItsLockAndRecordsTheTextItKept() throws {
        let fileSystem = InMemoryFileSystem()
        var sealing = inputs
        sealing.sourcesDigest = "inputs"
        let writer = ModuleWriter(fileSystem: fileSystem)
        let files = [
            GeneratedFile(path: "Model/Home.swift", contents: "home", ownership: .owned, layer: "model"),
            GeneratedFile(path: "ViewModel/HomeViewModel.swift", contents: "vm", ownership: .scaffold, layer: "viewmodel"),
        ]
        try writer.apply(writer.plan(files, into: "Shop", force: false), inputs: sealing, models: ModelSignature(), keepingOtherEntries: false)
        fileSystem.setText("mine", at: "Shop/ViewModel/HomeViewModel.swift")
        try writer.apply(writer.plan(files, into: "Shop", force: false), inputs: sealing, models: ModelSignature(), keepingOtherEntries: false)
        let lock = try #require(try writer.readLock(in: "Shop"))
        #expect(lock.digest == lock.seal(sourcesDigest: Self.sealInput("inputs", files: ["home", "mine"])))
        #expect(lock.files.map(\.kept) == [nil, SHA256.hex(Array("mine".utf8))])
        try writer.apply(writer.plan(files, into: "Shop", force: false), inputs: sealing, models: ModelSignature(), keepingOtherEntries: true)
        #expect(try writer.readLock(in: "Shop")?.digest == nil)
    }

    @Test func aLockWithoutALineForAKeptFileIsNotSealed() throws {
        let fileSystem = InMemoryFileSystem(["Shop/ViewModel/HomeViewModel.swift": "mine"])
        var sealing = inputs
        sealing.sourcesDigest = "inputs"
        let writer = ModuleWriter(fileSystem: fileSystem)
        let files = [GeneratedFile(path: "ViewModel/HomeViewModel.swift", contents: "vm", ownership: .scaffold, layer: "viewmodel")]
        try writer.apply(writer.plan(files, into: "Shop", force: false), inputs: sealing, models: ModelSignature(), keepingOtherEntries: false)
        #expect(try writer.readLock(in: "Shop")?.digest == nil)
    }
}
