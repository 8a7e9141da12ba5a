import Foundation
import Generator
import Renderer
import Support
import Testing
import TestSupport
import Writer

/// A run whose inputs and files are as the sealed lock records them replays the lock's plan
/// instead of generating the module; anything else that could change what a run writes or
/// prints makes it generate again.
@Suite struct UnchangedRerunTests {
    /// A module project in a temporary folder: gen.yml, Jacob's samples, and the rxswift set
    /// copied, so tests can edit templates.
    final class Project {
        let root: TemporaryFolder
        var version = "1.0.0"
        var force = false
        var templates: String?
        var fileSystem: any FileSystem = LocalFileSystem()

        init() throws {
            root = try TemporaryFolder()
            try root.write("module: Jacob\n", to: "gen.yml")
            for sample in ["home", "product"] {
                try root.write(String(contentsOfFile: Repository.examples + "/Jacob/samples/\(sample).json", encoding: .utf8), to: "samples/\(sample).json")
            }
            try FileManager.default.copyItem(atPath: Repository.templates + "/rxswift", toPath: root.path + "/set")
        }

        var folder: String { root.path + "/Jacob" }

        func prepare() throws -> ModuleRun {
            let options = ModuleOptions(manifest: root.path + "/gen.yml", output: folder, templates: templates ?? root.path + "/set")
            let locator = TemplateLocator(fileSystem: fileSystem, builtInRoot: Repository.templates)
            return try ModuleRun.prepare(options, force: force, locator: locator, fileSystem: fileSystem, workingDirectory: root.path, genVersion: version)
        }

        /// Prepares a run and writes what it plans; returns the run and its plan.
        @discardableResult
        func generate() throws -> (run: ModuleRun, plan: WritePlan) {
            let run = try prepare()
            let writer = ModuleWriter(fileSystem: fileSystem)
            let plan = try writer.plan(run.module.files, into: run.folder, force: force, lock: run.lock)
            try writer.apply(plan, inputs: run.inputs, models: run.module.signature, keepingOtherEntries: false)
            return (run, plan)
        }

        func isReplayed() throws -> Bool {
            if case .replayed = try prepare().lock { return true }
            return false
        }

        func lockText() throws -> String {
            try root.read("Jacob/.gen.lock")
        }

        func edit(_ relativePath: String, appending text: String = "\n// edited\n") throws {
            try root.write(root.read(relativePath) + text, to: relativePath)
        }
    }

    /// What a plan shows the user of each file.
    static func shown(_ plan: WritePlan) -> [String] {
        plan.files.map { "\($0.action) \($0.generated.ownership) \($0.generated.layer?.rawValue ?? "-") \($0.displayPath) \($0.backup ?? "-") \($0.orphanOf ?? "-")" }
    }

    static func generatedOnce() throws -> Project {
        let project = try Project()
        try project.generate()
        return project
    }

    @Test func aRerunWithNothingChangedReplaysWhatTheFullRunPlans() throws {
        let project = try Self.generatedOnce()
        let replayed = try project.prepare()
        guard case .replayed(let plan) = replayed.lock else {
            Issue.record("the rerun generated the module")
            return
        }
        project.force = true
        let full = try project.generate()
        #expect(Self.shown(plan) == Self.shown(full.plan))
        #expect(plan.files.allSatisfy { $0.action == .unchanged })
        #expect(replayed.module.signature == full.run.module.signature)
        #expect(replayed.inputs == LockFile.Inputs(module: full.run.inputs.module, samples: full.run.inputs.samples, manifest: full.run.inputs.manifest, templates: full.run.inputs.templates, naming: full.run.inputs.naming, core: "../APICore"))
    }

    /// The SwiftPM plugin's build knows no commit, `make install`'s does: both are one
    /// version and leave the same lock.
    @Test func buildsOfOneVersionWithAndWithoutACommitSealTheSameLock() throws {
        let project = try Project()
        project.version = "gen 1.0.0 (commit 0123456789ab)"
        try project.generate()
        let sealed = try project.lockText()
        project.version = "gen 1.0.0 (commit 89abcdef0123)"
        #expect(try project.isReplayed())
        project.version = "gen 1.0.0"
        #expect(try project.isReplayed())
        project.force = true
        try project.generate()
        #expect(try project.lockText() == sealed)
        project.version = "gen 1.0.1"
        project.force = false
        #expect(try !project.isReplayed())
    }

    @Test func aReplayedPlanWritesNothing() throws {
        let project = try Self.generatedOnce()
        let before = try FileManager.default.attributesOfItem(atPath: project.folder + "/.gen.lock")[.systemFileNumber] as? Int
        try project.generate()
        let after = try FileManager.default.attributesOfItem(atPath: project.folder + "/.gen.lock")[.systemFileNumber] as? Int
        #expect(before == after)
    }

    @Test func aKeptScaffoldFileIsKeptAgain() throws {
        let project = try Self.generatedOnce()
        try project.edit("Jacob/ViewModel/HomeViewModel.swift")
        #expect(try !project.isReplayed())
        try project.generate()
        #expect(try project.lockText().contains("\nkept "))
        guard case .replayed(let plan) = try project.prepare().lock else {
            Issue.record("the rerun generated the module")
            return
        }
        #expect(plan.files.filter { $0.action == .skip }.map(\.generated.path) == ["ViewModel/HomeViewModel.swift"])
        project.force = true
        #expect(Self.shown(plan) == Self.shown(try project.generate().plan))
    }

    @Test(arguments: [
        "an edited owned file", "a deleted file", "an edited sample", "a sample added to the folder", "a sample whose file is renamed",
        "an edited template", "a file added to the template folder", "an edited gen.yml", "another gen version", "--force",
        "another template set", "an edited lock", "a kept file edited again",
    ])
    func anyChangeGeneratesAgain(change: String) throws {
        let project = try Self.generatedOnce()
        if change == "a kept file edited again" {
            try project.edit("Jacob/ViewModel/ProductViewModel.swift")
            try project.generate()
        }
        #expect(try project.isReplayed())
        switch change {
        case "an edited owned file": try project.edit("Jacob/Model/Home.swift")
        case "a deleted file": try FileManager.default.removeItem(atPath: project.folder + "/Api/HomeAPI.swift")
        case "an edited sample": try project.root.write(project.root.read("samples/home.json").replacingOccurrences(of: "1", with: "2"), to: "samples/home.json")
        case "a sample added to the folder": try project.root.write("{\"id\": 1}", to: "samples/cart.json")
        case "a sample whose file is renamed": try FileManager.default.moveItem(atPath: project.root.path + "/samples/product.json", toPath: project.root.path + "/samples/item.json")
        case "an edited template": try project.edit("set/Router.swift.stencil", appending: "{# a comment #}")
        case "a file added to the template folder": try project.root.write("{{ module.name }}", to: "set/Unused.stencil")
        case "an edited gen.yml": try project.edit("gen.yml", appending: "naming: swift\n")
        case "another gen version": project.version = "1.0.1"
        case "--force": project.force = true
        case "another template set": project.templates = "async"
        case "an edited lock": try project.root.write(project.lockText().replacingOccurrences(of: "\nname ", with: "\n# name "), to: "Jacob/.gen.lock")
        default: try project.edit("Jacob/ViewModel/ProductViewModel.swift")
        }
        #expect(try !project.isReplayed())
    }

    @Test func aLockWithoutDigestIsSealedByTheNextRun() throws {
        let project = try Self.generatedOnce()
        let unsealed = try project.lockText().split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("digest ") }.joined(separator: "\n")
        try project.root.write(unsealed, to: "Jacob/.gen.lock")
        #expect(try !project.isReplayed())
        try project.generate()
        #expect(try project.lockText().contains("\ndigest "))
        #expect(try project.isReplayed())
    }

    @Test func aRunWithWarningsDoesNotSealItsLock() throws {
        let project = try Project()
        try project.root.write("{\"id\": 1, \"id\": 2}", to: "samples/cart.json")
        let (run, _) = try project.generate()
        #expect(!run.module.warnings.isEmpty)
        #expect(try !project.lockText().contains("\ndigest "))
        #expect(try !project.isReplayed())
    }

    /// A template saved while a run reads it: the digest reads the set before the compile
    /// does, so the lock never names text newer than the files were rendered from, and the
    /// next run renders the saved template instead of replaying.
    @Test func aTemplateSavedDuringTheRunIsRenderedByTheNextRun() throws {
        let project = try Project()
        let router = project.root.path + "/set/Router.swift.stencil"
        let original = try project.root.read("set/Router.swift.stencil")
        let saved = original.replacingOccurrences(of: "\n{% endblock %}", with: "\n// saved during the run\n{% endblock %}")
        #expect(saved != original)
        project.fileSystem = SavedAfterItsFirstRead(base: LocalFileSystem(), path: router, text: saved)
        try project.generate()
        project.fileSystem = LocalFileSystem()
        #expect(try !project.isReplayed())
        try project.generate()
        #expect(try project.root.read("Jacob/Router/JacobRouter.swift").contains("saved during the run"))
        #expect(try project.isReplayed())
    }
}

/// Writes `text` to `path` right after the first read of it, as an editor saving the file
/// while a run reads it would.
private final class SavedAfterItsFirstRead: ForwardingFileSystem, @unchecked Sendable {
    let base: any FileSystem
    private let path: String
    private let text: String
    private let lock = NSLock()
    private var isSaved = false

    init(base: any FileSystem, path: String, text: String) {
        self.base = base
        self.path = path
        self.text = text
    }

    func readFile(_ path: String, limit: ReadLimit) throws(FileSystemError) -> [UInt8] {
        let bytes = try base.readFile(path, limit: limit)
        let saves = path == self.path && lock.withLock { () -> Bool in
            defer { isSaved = true }
            return !isSaved
        }
        if saves {
            try base.writeFile(path, contents: Array(text.utf8))
        }
        return bytes
    }
}
