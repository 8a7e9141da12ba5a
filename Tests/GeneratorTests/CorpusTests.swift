import Foundation
@testable import Generator
import Testing
import TemplateEngine
import TestSupport

/// Generates the models of every sample in `Tests/Corpus` as one module, compiles them with
/// swiftc in one run, and checks that each sample decodes with a plain `JSONDecoder` and
/// re-encodes to the same JSON (numbers compared numerically, key order ignored, `null`
/// equal to a missing key).
@Suite struct CorpusTests {
    static let corpus = Repository.root + "/Tests/Corpus"

    @Test func corpusModelsCompileDecodeAndReencodeLosslessly() throws {
        let samples = try SampleLoader(fileSystem: LocalFileSystem()).load(folder: Self.corpus).endpoints
        #expect(samples.count >= 40)
        let templates = try TemplateSet.load(folder: Repository.templates + "/rxswift", fileSystem: LocalFileSystem(), filters: .builtIn)
        let plan = try ModuleGenerator.plan(
            moduleName: "Corpus",
            samples: samples,
            manifest: Manifest(),
            manifestSource: nil,
            reservedTypes: ReservedNames.moduleTypes(moduleName: "Corpus", endpointNames: samples.map(\.name))
        )
        let rendered = try ModuleGenerator.generate(
            moduleName: "Corpus",
            command: "gen module Corpus",
            samples: samples,
            manifest: Manifest(),
            manifestSource: nil,
            templates: templates
        )
        let folder = try TemporaryFolder()
        var sources: [String] = []
        for file in rendered.files where file.layer == "model" {
            let path = folder.path + "/" + Paths.fileName(of: file.path)
            try file.contents.write(toFile: path, atomically: true, encoding: .utf8)
            sources.append(path)
        }
        let checks = zip(samples, plan.endpoints).map { sample, endpoint in
            "check(\"\(SwiftStringLiteral.escaped(sample.samples[0].source.path))\", \(endpoint.model.payloadType.spelling).self)"
        }
        let main = folder.path + "/main.swift"
        try (Self.harness + checks.joined(separator: "\n") + "\nexit(failures == 0 ? 0 : 1)\n").write(toFile: main, atomically: true, encoding: .utf8)

        let binary = folder.path + "/corpus"
        let compile = try ProcessRunner.run("/usr/bin/env", ["swiftc", "-o", binary, main] + sources)
        #expect(compile.status == 0, "swiftc failed:\n\(compile.errorOutput)")
        guard compile.status == 0 else { return }
        let run = try ProcessRunner.run(binary, [])
        #expect(run.status == 0, "\(run.output)\(run.errorOutput)")
        #expect(run.output.split(separator: "\n").count == samples.count)
    }

    /// Decodes a sample, re-encodes it and compares both as JSON values.
    static let harness = #"""
    import Foundation

    nonisolated(unsafe) var failures = 0

    func same(_ a: Any?, _ b: Any?) -> Bool {
        let a = a is NSNull ? nil : a
        let b = b is NSNull ? nil : b
        switch (a, b) {
        case (nil, nil):
            return true
        case let (x as [String: Any], y as [String: Any]):
            return Set(x.keys).union(y.keys).allSatisfy { same(x[$0], y[$0]) }
        case let (x as [Any], y as [Any]):
            return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        case let (x as String, y as String):
            return x == y
        case let (x as NSNumber, y as NSNumber):
            return x.doubleValue == y.doubleValue
        default:
            return false
        }
    }

    func check<T: Codable>(_ path: String, _ type: T.Type) {
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let value = try JSONDecoder().decode(T.self, from: data)
            let encoded = try JSONEncoder().encode(value)
            let original = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
            let again = try JSONSerialization.jsonObject(with: encoded, options: .fragmentsAllowed)
            if same(original, again) {
                print("ok \(path)")
            } else {
                failures += 1
                print("CHANGED \(path): \(String(decoding: encoded, as: UTF8.self))")
            }
        } catch {
            failures += 1
            print("FAILED \(path): \(error)")
        }
    }

    """#
}
