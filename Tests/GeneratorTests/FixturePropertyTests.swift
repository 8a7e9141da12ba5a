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
        var random = RandomJSON(seed: Self.seed)
        let lines = try Self.checkFixtures((0..<Self.documents).map { _ in random.document() })
        print("fixture property test, seed \(Self.seed): \(lines.count { $0.hasPrefix("ok ") }) of \(Self.documents) fixtures equal their decoded sample")
    }

    /// Enum values `none` and `some` on optional properties, which `.none` and `.some` would
    /// turn into `Optional`'s cases, and keys that are keywords (the keyword-keys corpus),
    /// which need no backticks as argument labels, and a key `hashValue`, which would stand for
    /// `Hashable`'s: the fixtures equal the samples and compile without warnings.
    @Test func enumValuesNamedLikeOptionalsCasesAndKeywordLabels() throws {
        let items = ["none", "some", "none", "some", "none", "some"].enumerated().map { index, kind in
            #"{"kind": "\#(kind)", "default": \#(index), "in": true, "self": 1}"#
        }
        let list = "[" + items.joined(separator: ", ") + #", {"default": 9, "in": false, "self": 2}]"#
        let keywords = "{" + KeywordKeysTests.keywords.enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ", ") + "}"
        let documents = ["{\"items\": \(list)}", "{\"kind\": \"none\", \"kinds\": [\"none\", \"some\", \"none\"]}", keywords, "{\"hashValue\": 1, \"a\": 2}"]
        let lines = try Self.checkFixtures(documents, warningsAsErrors: true)
        #expect(lines.count == 4)
    }

    /// Compiles the fixture of each of `documents` (one endpoint each) against the async
    /// set's models, runs it, and returns one line per fixture: `ok <path>` when it equals
    /// the decoded sample.
    private static func checkFixtures(_ documents: [String], warningsAsErrors: Bool = false) throws -> [String] {
        let folder = try TemporaryFolder()
        for (index, document) in documents.enumerated() {
            try folder.write(document, to: "samples/doc\(index).json")
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
        ] + (warningsAsErrors ? ["-warnings-as-errors"] : []) + sources)
        try #require(compile.status == 0, "swiftc failed:\n\(compile.errorOutput.prefix(6000))")
        let run = try ProcessRunner.run(binary, [])
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(run.status == 0, "\(run.errorOutput)")
        #expect(lines.filter { !$0.hasPrefix("ok ") }.isEmpty, "\(lines.filter { !$0.hasPrefix("ok ") }.prefix(10).joined(separator: "\n"))")
        #expect(lines.count == checks.count)
        return lines
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
