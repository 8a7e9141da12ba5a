import Foundation
import Inference
@testable import Generator
import Inputs
import Renderer
import Support
import TestSupport
import Writer

/// A module generated in-process from an `EvolutionFixture` with one template set: its
/// files, its API signature and the template context, from which `ConsumerWriter` writes
/// code against its public API.
struct EvolutionModule {
    var module: GeneratedModule
    var context: ModuleContext
    /// What the builds of `previous` make of this module's samples; empty without one.
    var wire = WireReport(findings: [])

    /// - Parameter previous: the module generated before, whose type names the lock records.
    init(_ fixture: EvolutionFixture, set: String, previousNaming: String? = nil, previous: EvolutionModule? = nil) throws {
        let folder = try TemporaryFolder()
        for (path, text) in fixture.files {
            try folder.write(text, to: path)
        }
        let pipeline = ModulePipeline(fileSystem: LocalFileSystem())
        let manifest = try ManifestFile.load(folder.path + "/gen.yml", fileSystem: LocalFileSystem())
        module = try pipeline.generate(ModuleRequest(
            name: nil,
            samplesFolder: folder.path + "/samples",
            manifest: manifest,
            templates: BuiltInTemplates.folders(set),
            previousNaming: previousNaming.flatMap(NamingStyle.init(rawValue:)),
            previousModels: previous?.module.signature
        ))
        let memory = TypeNameMemory(lock: previous?.module.signature)
        context = try pipeline.planned(name: nil, samplesFolder: folder.path + "/samples", manifest: manifest, memory: memory).contexts.context
        if let previous {
            wire = WireCompatibility.report(from: previous.module.signature, to: module.signature, sources: module.wireSources, fileSystem: LocalFileSystem())
        }
    }

    /// The files gen owns, and the scaffold files, as written on a first run.
    var owned: [GeneratedFile] { module.files.filter { $0.ownership == .owned } }
    var scaffold: [GeneratedFile] { module.files.filter { $0.ownership == .scaffold } }

    /// What the module folder holds after `newer` is generated over this one: `newer`'s owned
    /// files, this module's scaffold files, which gen never rewrites nor deletes, and
    /// `newer`'s scaffold files at paths this module has none.
    func keepingScaffold(under newer: EvolutionModule) -> [GeneratedFile] {
        let kept = Set(scaffold.map(\.path))
        return newer.owned + scaffold + newer.scaffold.filter { !kept.contains($0.path) }
    }
}
