import Foundation
import Inputs
import Planner
import Renderer
import Support
import Inference
import JSONReader
import TemplateEngine
import TestSupport

/// Generates the models of every sample in a folder as one module, compiles them with
/// swiftc in one run, decodes each sample with a plain `JSONDecoder`, re-encodes it with a
/// plain `JSONEncoder` and compares both as JSON values (numbers numerically, within one
/// step of a Double, key order ignored, `null` equal to a missing key).
enum RoundTrip {
    struct Result {
        var samples: Int
        var passed: Int
        var compileErrors: String
        /// One line per sample that failed to decode or changed.
        var failures: [String]
        /// Type names longer than 40 characters when no key is, or ending in a digit that
        /// ends no key.
        var badNames: [String] = []
    }

    static func check(samplesFolder: String, moduleName: String) throws -> Result {
        let samples = try SampleLoader(fileSystem: LocalFileSystem(), keeping: .textAndValues).load(folder: samplesFolder).endpoints
        let templates = try TemplateSet.load(BuiltInTemplates.folders("rxswift"), fileSystem: LocalFileSystem(), filters: .builtIn)
        let plan = try ModulePlanner.plan(
            moduleName: moduleName,
            samples: samples,
            manifest: Manifest(),
            manifestSource: nil,
            reservedTypes: ReservedNames.moduleTypes(moduleName: moduleName, endpointNames: samples.map(\.name))
        )
        let files = try ModuleRenderer.render(ModuleContexts(plan: plan, command: "gen module \(moduleName)", layers: nil), with: templates)
        let badNames = Self.badTypeNames(plan.endpoints.map(\.model), samples: samples)
        let folder = try TemporaryFolder()
        var sources: [String] = []
        for file in files where file.layer == "model" {
            let path = folder.path + "/" + Paths.fileName(of: file.path)
            try file.contents.write(toFile: path, atomically: true, encoding: .utf8)
            sources.append(path)
        }
        let checks = zip(samples, plan.endpoints).map { sample, endpoint in
            "check(\"\(SwiftStringLiteral.escaped(sample.samples[0].source.path))\", \(endpoint.modelName).self)"
        }
        let main = folder.path + "/main.swift"
        try (harness + checks.joined(separator: "\n") + "\n").write(toFile: main, atomically: true, encoding: .utf8)

        let binary = folder.path + "/roundtrip"
        // One whole-module job: half the time of a job per file for hundreds of small files.
        // Without LLVM's verifier of the compiler's own IR (-disable-llvm-verify), a sixth less
        // time, and without the hash of the IR that lets a later build skip an unchanged
        // object file (-disable-incremental-llvm-codegen; this folder is new), 5% less; the
        // program is the same, and so is every Swift diagnostic.
        let compile = try Swiftc.run([
            "-wmo", "-num-threads", "2", "-Xfrontend", "-disable-llvm-verify",
            "-Xfrontend", "-disable-incremental-llvm-codegen", "-o", binary, main,
        ] + sources)
        guard compile.status == 0 else {
            return Result(samples: samples.count, passed: 0, compileErrors: compile.errorOutput, failures: [], badNames: badNames)
        }
        let run = try ProcessRunner.run(binary, [])
        let lines = run.output.split(separator: "\n").map(String.init)
        let failures = lines.filter { !$0.hasPrefix("ok ") } + (run.status == 0 ? [] : ["exit status \(run.status): \(run.errorOutput)"])
        return Result(samples: samples.count, passed: lines.count { $0.hasPrefix("ok ") }, compileErrors: "", failures: failures, badNames: badNames)
    }

    static func badTypeNames(_ models: [EndpointModel], samples: [EndpointSamples]) -> [String] {
        var keys: [String] = []
        func collectKeys(_ value: JSONValue) {
            switch value.kind {
            case .array(let elements): elements.forEach(collectKeys)
            case .object(let members):
                for member in members {
                    keys.append(member.key)
                    collectKeys(member.value)
                }
            default: break
            }
        }
        samples.flatMap(\.samples).compactMap(\.value).forEach(collectKeys)
        let longestKey = keys.map(\.count).max() ?? 0
        let digitEndings = Set(keys.compactMap { $0.last?.isNumber == true ? $0.last : nil })
        var names: [String] = []
        func collectNames(_ declaration: ModelDeclaration) {
            names.append(declaration.name)
            declaration.nested.forEach(collectNames)
        }
        models.flatMap(\.declarations).forEach(collectNames)
        return names.filter { name in
            guard let last = name.last else { return true }
            return (name.count > 40 && longestKey <= 40) || (last.isNumber && !digitEndings.contains(last))
        }
    }

    /// Decodes a sample, re-encodes it and compares both as JSON values.
    static let harness = #"""
    import Foundation

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
            // JSONSerialization reads integers beyond 64 bits as decimals, whose Double can
            // be one step away from the Double the decoder read; allow that step.
            return x == y || abs(x.doubleValue - y.doubleValue) <= max(abs(x.doubleValue), abs(y.doubleValue)) * 1e-15
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
                print("CHANGED \(path): \(String(decoding: encoded, as: UTF8.self))")
            }
        } catch {
            print("FAILED \(path): \(error)")
        }
    }

    """#
}
