import Inputs
import Renderer
import Support
import Writer

/// The inputs' digest (`InputDigest`), whose template set's part a run that generates hashes
/// on a thread of its own, beside the samples' reading and the models' inference: that part
/// reads only the set's folders, whose files the set's compile reads through the same
/// `SameReadsFileSystem`, so it digests what was compiled whenever it reads them. The rest,
/// the samples among it, is hashed before anything is generated, so a sample saved during
/// the run makes the next run generate again.
struct PendingDigest: Sendable {
    private let inputLines: [String]
    private let templateLines: @Sendable () -> [String]

    /// With `elsewhere`, the template set's part is hashed on another thread.
    init(_ digest: InputDigest, genVersion: String, inputs: LockFile.Inputs, manifest: ManifestFile, samplesFolder: String?, templates: TemplateFolders, elsewhere: Bool) {
        if elsewhere {
            let hashing = Background { digest.templateLines(templates) }
            templateLines = { hashing.value }
        } else {
            let lines = digest.templateLines(templates)
            templateLines = { lines }
        }
        inputLines = digest.inputLines(genVersion: genVersion, inputs: inputs, manifest: manifest, samplesFolder: samplesFolder)
    }

    /// The digest, once the template set's part is hashed.
    var value: String {
        InputDigest.digest(inputLines, templateLines())
    }
}
