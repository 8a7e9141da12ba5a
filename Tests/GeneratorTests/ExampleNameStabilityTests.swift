import Diagnostics
@testable import Generator
import Inference
import Inputs
import JSONReader
import Planner
import Support
import Testing
import TestSupport

/// Removing, adding or changing one endpoint of an example renames no type of the others,
/// when the next run has the names the lock recorded, as `gen module` does.
@Suite struct ExampleNameStabilityTests {
    /// An example's endpoints and manifest, planned with or without some of them.
    struct Example {
        var samples: [EndpointSamples]
        var manifest: Manifest
        var name: String

        init(_ example: String) throws {
            let folder = Examples.folder(of: example)
            let file = try ManifestFile.load(folder + "/gen.yml", fileSystem: LocalFileSystem())
            manifest = try file.decoded()
            let besideManifest = LocalFileSystem().kind(of: folder + "/samples") == .directory ? folder + "/samples" : nil
            let samplesFolder = ManifestLocations(file).samplesFolder ?? besideManifest
            samples = try SampleLoader(fileSystem: LocalFileSystem()).load(folder: samplesFolder, manifest: file).endpoints
            name = manifest.module?.value ?? example
        }

        /// Every type's name by identity, for the endpoints `kept` says to keep.
        func typeNames(keeping kept: (String) -> Bool = { _ in true }, memory: TypeNameMemory = TypeNameMemory()) throws -> [TypeIdentity: String] {
            var manifest = manifest
            manifest.endpoints = manifest.endpoints.filter { kept($0.name.value) }
            manifest.types = manifest.types.filter { kept(String($0.path.value.prefix { $0 != "." })) }
            let samples = samples.filter { kept($0.name) }
            return try ModulePlanner.plan(
                moduleName: name,
                samples: samples,
                manifest: manifest,
                manifestSource: nil,
                reservedTypes: ReservedNames.moduleTypes(moduleName: name, endpointNames: samples.map(\.name)),
                memory: memory
            ).typeNames
        }

        var endpointNames: [String] { samples.map(\.name) }
    }

    /// Each name `after` gives a type is the name `before` gave it.
    static func renamed(from before: [TypeIdentity: String], to after: [TypeIdentity: String]) -> [String] {
        after.compactMap { identity, name in
            before[identity].flatMap { $0 == name ? nil : "\(identity.text): \($0) → \(name)" }
        }.sorted()
    }

    @Test(arguments: Examples.names)
    func removingOrAddingAnEndpointRenamesNothingInTheOthers(example: String) throws {
        let module = try Example(example)
        let all = try module.typeNames()
        for endpoint in module.endpointNames {
            let without = try module.typeNames(keeping: { $0 != endpoint }, memory: TypeNameMemory(recorded: all))
            #expect(Self.renamed(from: all, to: without) == [], "\(example) without \(endpoint)")
            let fresh = try module.typeNames(keeping: { $0 != endpoint })
            let readded = try module.typeNames(memory: TypeNameMemory(recorded: fresh))
            #expect(Self.renamed(from: fresh, to: readded) == [], "\(example) with \(endpoint) added again")
        }
    }

    @Test(arguments: Examples.names)
    func changingAnEndpointRenamesNothingInTheOthers(example: String) throws {
        let module = try Example(example)
        let all = try module.typeNames()
        for index in module.samples.indices {
            var changed = module
            changed.samples[index].samples = try changed.samples[index].samples.map(Self.withAnExtraKeyInEveryObject)
            let after = try changed.typeNames(memory: TypeNameMemory(recorded: all))
            let name = module.samples[index].name
            let others = after.filter { $0.key.path != name && !$0.key.path.hasPrefix(name + ".") }
            #expect(Self.renamed(from: all, to: others) == [], "\(example) with \(name) changed")
        }
    }

    /// The sample with `"extra_key": {"added": 1}` first in every object: a change to every
    /// type of its endpoint.
    static func withAnExtraKeyInEveryObject(_ sample: Sample) throws -> Sample {
        let json = sample.source.text.replacingOccurrences(of: "{", with: #"{"extra_key": {"added": 1}, "#)
            .replacingOccurrences(of: #", }"#, with: "}")
        let source = SourceText(path: sample.source.path, text: json)
        return Sample(source: source, value: try JSONReader.read(json, path: source.path).value)
    }
}
