import Foundation
import Inputs
import Planner
import Renderer
import Support
import Testing
import TestSupport

/// Random JSON documents (`RandomJSON`) from a seed, each one endpoint of one module: the
/// `endpoint.fixture` expression of every document compiles against the async set's models
/// in one swiftc run, and equals the document decoded with a plain `JSONDecoder`.
/// `GEN_FIXTURE_DOCUMENTS` (default 30) and `GEN_PROPERTY_SEED` (default 1) change the run.
@Suite struct FixturePropertyTests {
    static let environment = ProcessInfo.processInfo.environment
    static let documents = environment["GEN_FIXTURE_DOCUMENTS"].flatMap { Int($0) } ?? 30
    static let seed = environment["GEN_PROPERTY_SEED"].flatMap { UInt64($0) } ?? 1

    @Test func everyFixtureCompilesAndEqualsTheDecodedSample() throws {
        let folder = try TemporaryFolder()
        var random = RandomJSON(seed: Self.seed)
        for index in 0..<Self.documents {
            try folder.write(random.document(), to: "samples/doc\(index).json")
        }
        let samples = try SampleLoader(fileSystem: LocalFileSystem()).load(folder: folder.path + "/samples").endpoints
        let plan = try ModulePlanner.plan(
            moduleName: "Fixtures",
            samples: samples,
            manifest: Manifest(),
            manifestSource: nil,
            reservedTypes: ReservedNames.moduleTypes(moduleName: "Fixtures", endpointNames: samples.map(\.name))
        )
        let contexts = ModuleContexts(plan: plan, command: "gen module Fixtures", layers: nil)
        let templates = try TemplateSet.load(BuiltInTemplates.folders("async"), fileSystem: LocalFileSystem(), filters: .builtIn)
        var sources: [String] = []
        for file in try ModuleRenderer.render(contexts, with: templates) where file.layer == "model" {
            let path = folder.path + "/" + Paths.fileName(of: file.path)
            try file.contents.write(toFile: path, atomically: true, encoding: .utf8)
            sources.append(path)
        }
        let endpoints = contexts.context.endpoints
        let missing = endpoints.filter { $0.fixture == nil }.map(\.name)
        #expect(missing.isEmpty, "no fixture for \(missing)")
        let checks = zip(samples, endpoints).compactMap { sample, endpoint in
            endpoint.fixture.map { fixture in
                "check(\"\(SwiftStringLiteral.escaped(sample.samples[0].source.path))\", { () -> \(endpoint.modelName) in \(fixture) }())"
            }
        }
        let main = folder.path + "/main.swift"
        try (Self.harness + checks.joined(separator: "\n") + "\n").write(toFile: main, atomically: true, encoding: .utf8)
        let binary = folder.path + "/fixtures"
        let compile = try Swiftc.run([
            "-wmo", "-num-threads", "2", "-swift-version", "6", "-Xfrontend", "-disable-llvm-verify", "-o", binary, main,
        ] + sources)
        try #require(compile.status == 0, "swiftc failed:\n\(compile.errorOutput.prefix(6000))")
        let run = try ProcessRunner.run(binary, [])
        let lines = run.output.split(separator: "\n").map(String.init)
        print("fixture property test, seed \(Self.seed): \(lines.count { $0.hasPrefix("ok ") }) of \(Self.documents) fixtures equal their decoded sample")
        #expect(run.status == 0, "\(run.errorOutput)")
        #expect(lines.filter { !$0.hasPrefix("ok ") }.isEmpty, "\(lines.filter { !$0.hasPrefix("ok ") }.prefix(10).joined(separator: "\n"))")
        #expect(lines.count == checks.count)
    }

    static let harness = #"""
    import Foundation

    func check<T: Decodable & Equatable>(_ path: String, _ fixture: T) {
        do {
            let decoded = try JSONDecoder().decode(T.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
            print(decoded == fixture ? "ok \(path)" : "DIFFERENT \(path): \(fixture) is not \(decoded)")
        } catch {
            print("FAILED \(path): \(error)")
        }
    }

    """#
}
