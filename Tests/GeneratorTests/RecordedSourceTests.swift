import Diagnostics
import Generator
import Inputs
import Support
import Testing
import TestSupport
import Writer

/// The samples folder a lock records is used by a run without `--samples` only when it lies
/// inside the project: a crafted lock must not make gen read a folder elsewhere. Such a run
/// reads `samples/` beside gen.yml, as the docs say, and says so.
@Suite struct RecordedSourceTests {
    static func project(samplesBeside: Bool = true) throws -> TemporaryFolder {
        let root = try TemporaryFolder()
        if samplesBeside {
            try root.write("{}", to: "project/samples/home.json")
        }
        try root.write("{}", to: "elsewhere/home.json")
        try root.write("module: Jacob\n", to: "project/gen.yml")
        try root.write("", to: "project/Jacob/.gen.lock")
        return root
    }

    static func history(in root: TemporaryFolder, recorded: String) throws -> ModuleHistory {
        let manifest = try ManifestFile.load(root.path + "/project/gen.yml", fileSystem: LocalFileSystem())
        let lock = LockFile(
            inputs: LockFile.Inputs(module: "Jacob", samples: [recorded], manifest: "../gen.yml", templates: "rxswift"),
            files: [],
            models: ModelSignature(requests: ["Home": []])
        )
        return try ModuleHistory(lock: lock, folder: root.path + "/project/Jacob", flag: nil, manifest: ManifestLocations(manifest), fileSystem: LocalFileSystem())
    }

    @Test func aRecordedFolderInsideTheProjectIsUsed() throws {
        let root = try Self.project()
        #expect(try Self.history(in: root, recorded: "../samples").samplesFolder == root.path + "/project/Jacob/../samples")
    }

    /// Outside the project, or gone.
    @Test(arguments: ["../../elsewhere", "/etc", "../samples/../../elsewhere", "../gone"])
    func aRecordedFolderThatIsNotReadIsPassedOverForSamplesBesideGenYml(recorded: String) throws {
        let root = try Self.project()
        #expect(try Self.history(in: root, recorded: recorded).samplesFolder == root.path + "/project/samples")
    }

    @Test func theRunSaysItReadsSamplesBesideGenYmlInstead() throws {
        let root = try Self.project()
        let history = try Self.history(in: root, recorded: "../../elsewhere")
        let inputs = LockFile.Inputs(module: "Jacob", samples: ["../samples"], manifest: "../gen.yml", templates: "rxswift")
        let warning = try #require(history.sourceChange(to: inputs, endpoints: ["Home"]))
        #expect(DiagnosticRenderer.render([warning]) == """
        gen: warning: the samples come from the folder ../samples, not the folder ../../elsewhere as \(root.path)/project/Jacob/.gen.lock records, which lies outside the project; this keeps the same endpoints
        note: gen reads a samples folder outside the project (the folder of gen.yml) only when --samples names it: rerun with --samples \(root.path)/project/Jacob/../../elsewhere to keep it; otherwise the new source is recorded when this run writes
        """)
    }

    @Test func withoutSamplesBesideGenYmlTheRunStopsAndSaysWhy() throws {
        let root = try Self.project(samplesBeside: false)
        let folder = root.path + "/project"
        do {
            _ = try Self.history(in: root, recorded: "../../elsewhere")
            Issue.record("expected an error")
        } catch let error as DiagnosticError {
            #expect(DiagnosticRenderer.render(error.diagnostics) == """
            gen: error: \(folder)/Jacob/.gen.lock records the samples folder \(folder)/Jacob/../../elsewhere, which lies outside the project, and there is no \(folder)/samples/ to read instead
            note: gen reads a samples folder outside the project (the folder of gen.yml) only when --samples names it: rerun with --samples \(folder)/Jacob/../../elsewhere, or put the samples in \(folder)/samples/
            """)
        }
    }
}
