import Generator
import Inputs
import Renderer
import Support
import Testing
import TestSupport

/// A module run renders its core with the set it compiled for the module (`GeneratedModule
/// .templates`), instead of loading the set's core entries again: the core it writes is the
/// one a load of those entries alone writes, with every built-in set.
@Suite struct CoreFromModuleSetTests {
    @Test(arguments: ["rxswift", "async", "swiftui"])
    func theModuleSetWritesTheCoreTheCoreEntriesWrite(set: String) throws {
        let example = Repository.examples + "/Jacob"
        let fileSystem = LocalFileSystem()
        let module = try ModulePipeline(fileSystem: fileSystem).generate(ModuleRequest(
            name: nil,
            samplesFolder: example + "/samples",
            manifest: try ManifestFile.load(example + "/gen.yml", fileSystem: fileSystem),
            templates: BuiltInTemplates.folders(set)
        ))
        let compiled = try #require(module.templates)
        let location = CoreLocation(folder: "APICore")
        let fromModule = try CoreRun.prepare(location, templates: compiled.folders, compiled: compiled, templateSet: set, fileSystem: fileSystem, workingDirectory: example)
        let loaded = try CoreRun.prepare(location, templates: compiled.folders, templateSet: set, fileSystem: fileSystem, workingDirectory: example)
        #expect(!fromModule.files.isEmpty)
        #expect(fromModule.writesSameFiles(as: loaded))
        #expect(fromModule.inputs == loaded.inputs)
    }
}
