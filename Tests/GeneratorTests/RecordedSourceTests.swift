import Generator
import Inputs
import Support
import Testing
import TestSupport
import Writer

/// The samples folder a lock records is used by a run without `--json` only when it lies
/// inside the project: a crafted lock must not make gen read a folder elsewhere.
@Suite struct RecordedSourceTests {
    static func samplesFolder(recorded: String) throws -> (folder: String?, root: String) {
        let root = try TemporaryFolder()
        try root.write("{}", to: "project/samples/home.json")
        try root.write("{}", to: "elsewhere/home.json")
        try root.write("module: Jacob\n", to: "project/gen.yml")
        try root.write("", to: "project/Jacob/.gen.lock")
        let manifest = try ManifestFile.load(root.path + "/project/gen.yml", fileSystem: LocalFileSystem())
        let lock = LockFile(
            inputs: LockFile.Inputs(module: "Jacob", samples: [recorded], manifest: "../gen.yml", templates: "rxswift"),
            files: [],
            models: ModelSignature()
        )
        let history = ModuleHistory(lock: lock, folder: root.path + "/project/Jacob")
        return (history.samplesFolder(flag: nil, manifest: ManifestLocations(manifest), fileSystem: LocalFileSystem()), root.path)
    }

    @Test func aRecordedFolderInsideTheProjectIsUsed() throws {
        let (folder, root) = try Self.samplesFolder(recorded: "../samples")
        #expect(folder == root + "/project/Jacob/../samples")
    }

    @Test(arguments: ["../../elsewhere", "/etc", "../samples/../../elsewhere"])
    func aRecordedFolderOutsideTheProjectIsNotRead(recorded: String) throws {
        #expect(try Self.samplesFolder(recorded: recorded).folder == nil)
    }
}
