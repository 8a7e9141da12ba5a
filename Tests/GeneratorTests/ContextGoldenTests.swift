@testable import Generator
import Inputs
import Support
import Testing

/// What `gen context` prints for every example, byte for byte against the example's
/// `expected-context.json`: a change in inference or planning shows here, while a change
/// in templates shows only in the expected module trees. `GEN_RECORD=1` rewrites the files.
@Suite struct ContextGoldenTests {
    @Test(arguments: Examples.names)
    func contextMatchesExpected(example: String) throws {
        let folder = Examples.folder(of: example)
        let samples = folder + "/samples"
        let manifest = try ManifestFile.load(folder + "/gen.yml", fileSystem: LocalFileSystem())
        let json = try ModulePipeline(fileSystem: LocalFileSystem()).contextJSON(
            name: nil,
            samplesFolder: LocalFileSystem().kind(of: samples) == .directory ? samples : nil,
            manifest: manifest
        ).json
        let file = GeneratedFile(path: "expected-context.json", contents: json + "\n")
        try GoldenFiles.check([file], against: folder, label: "\(example) context", recordsWholeFolder: false)
    }
}
