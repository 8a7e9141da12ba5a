import Diagnostics
import Foundation
@testable import Generator
import Inputs
import Renderer
import Support
import TestSupport

/// The folders under `examples/` and the built-in template sets, and the modules they make.
enum Examples {
    static let names: [String] = folders(in: Repository.examples).filter {
        FileManager.default.fileExists(atPath: Repository.examples + "/" + $0 + "/gen.yml")
    }

    /// Where the examples' core is expected: `expected/` for rxswift's pod, `expected-async/`
    /// for the package the async and swiftui sets share.
    static func expectedCoreFolder(set: String) -> String {
        Repository.examples + "/" + CoreLocation.defaultName + (set == defaultSet ? "/expected" : "/expected-async")
    }

    static let templateSets: [String] = folders(in: Repository.templates).filter {
        FileManager.default.fileExists(atPath: Repository.templates + "/" + $0 + "/" + SetDescription.fileName)
    }

    /// Every example with every template set.
    static let pairs: [(example: String, set: String)] = names.flatMap { name in templateSets.map { (name, $0) } }

    /// The set `gen module` uses when none is named, whose expected tree is `expected/`.
    static let defaultSet = "rxswift"

    /// Where an example keeps what a set makes of it: `expected/` for the default set,
    /// `expected-<set>/` for the others.
    static func expectedFolder(example: String, set: String) -> String {
        folder(of: example) + (set == defaultSet ? "/expected" : "/expected-\(set)")
    }

    static func folder(of example: String) -> String {
        Repository.examples + "/" + example
    }

    /// The example's module as `gen module` writes it with `set`. With `allLayers`, the
    /// optional layers are written too, as if the manifest listed every layer. `editManifest`
    /// changes a copy of the manifest, beside a link to the example's `samples` folder so that
    /// the paths it names from there still resolve.
    ///
    /// Without `core`, the module is rendered on its own, the core's files in it (as `gen
    /// model` renders models), so that it typechecks as one module; with it, as `gen module`
    /// writes it, importing the core (`generateCore`) beside it.
    static func generate(_ example: String, set: String, allLayers: Bool = false, core: CoreReference? = nil, editManifest: ((String) -> String)? = nil) throws -> [GeneratedFile] {
        try generate(folder: folder(of: example), set: set, allLayers: allLayers, core: core, editManifest: editManifest)
    }

    /// `generate` for a folder of samples and `gen.yml` anywhere, such as a test fixture.
    /// Without `editManifest`, a module is generated once per test process: a dozen suites
    /// read the same pairs.
    static func generate(folder: String, set: String, allLayers: Bool = false, core: CoreReference? = nil, editManifest: ((String) -> String)? = nil) throws -> [GeneratedFile] {
        guard editManifest == nil else {
            return try generateAnew(folder: folder, set: set, allLayers: allLayers, core: core, editManifest: editManifest)
        }
        return try generatedModules.value(for: "\(folder)\n\(set)\n\(allLayers)\n\(core?.path ?? "")") {
            try generateAnew(folder: folder, set: set, allLayers: allLayers, core: core, editManifest: nil)
        }
    }

    private static let generatedModules = OnceEach<[GeneratedFile]>()

    /// The core the examples' modules depend on, beside their folder, as a lone `gen module` writes it.
    static let core = CoreReference(name: CoreLocation.defaultName, path: "../\(CoreLocation.defaultName)")

    /// The core `set` writes for the examples' modules, paths relative to its folder.
    static func generateCore(set: String) throws -> [GeneratedFile] {
        let templates = try TemplateSet.load(BuiltInTemplates.folders(set), fileSystem: LocalFileSystem(), filters: .builtIn)
        return try ModuleRenderer.renderCore(CoreContext(name: core.name, command: "gen module"), with: templates)
    }

    private static func generateAnew(folder: String, set: String, allLayers: Bool, core: CoreReference?, editManifest: ((String) -> String)?) throws -> [GeneratedFile] {
        let samples = folder + "/samples"
        var manifestPath = folder + "/gen.yml"
        let manifestCopy = try TemporaryFolder()
        if let editManifest {
            let manifest = try editManifest(String(contentsOfFile: manifestPath, encoding: .utf8))
            manifestPath = manifestCopy.path + "/gen.yml"
            try manifest.write(toFile: manifestPath, atomically: true, encoding: .utf8)
            if FileManager.default.fileExists(atPath: samples) {
                try FileManager.default.createSymbolicLink(atPath: manifestCopy.path + "/samples", withDestinationPath: samples)
            }
        }
        let pipeline = ModulePipeline(fileSystem: LocalFileSystem())
        var contexts = try pipeline.planned(
            name: nil,
            samplesFolder: FileManager.default.fileExists(atPath: samples) ? samples : nil,
            manifest: try ManifestFile.load(manifestPath, fileSystem: LocalFileSystem()),
            core: core
        ).contexts
        if allLayers {
            let location = SourceLocation(path: folder + "/gen.yml", line: 1, column: 1)
            contexts.layers = ManifestKeys.layers.map { Located($0, at: location) }
        }
        let templates = try TemplateSet.load(BuiltInTemplates.folders(set), fileSystem: LocalFileSystem(), filters: .builtIn)
        return try ModuleRenderer.render(contexts, with: templates)
    }

    /// Writes the files under `folder` and returns the paths of the Swift ones.
    @discardableResult
    static func write(_ files: [GeneratedFile], to folder: String) throws -> [String] {
        for file in files {
            try LocalFileSystem().writeFile(folder + "/" + file.path, contents: Array(file.contents.utf8))
        }
        return files.map(\.path).filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
    }

    private static func folders(in path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
            .filter { name in
                var isDirectory: ObjCBool = false
                return !name.hasPrefix(".") && FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isDirectory) && isDirectory.boolValue
            }
            .sorted()
    }
}
