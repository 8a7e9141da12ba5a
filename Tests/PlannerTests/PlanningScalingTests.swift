import Diagnostics
import Inputs
@testable import Planner
import Support
import Testing
import TestSupport

/// Planning grows linearly with the endpoints: reading a manifest's samples and planning the
/// module once looked each endpoint up in the list of all (`gen lint` took 15 to 20 s for
/// 32,000 endpoints). Eight times the endpoints must take well under the 64 times a
/// quadratic step gives; the bound of 24 leaves room for a busy machine, and each size is
/// timed at its fastest of three.
@Suite struct PlanningScalingTests {
    /// A manifest of `count` endpoints, each with a sample of its own and half of them with
    /// an error sample, and those files, in memory.
    private static func module(endpoints count: Int) -> InMemoryFileSystem {
        var files = ["samples/error.json": #"{"message": "x"}"#, "samples/failure.json": #"{"code": 1}"#]
        var manifest = "module: Big\nerror: samples/error.json\nendpoints:\n"
        for index in 0..<count {
            manifest += "  - name: E\(index)\n    path: /e\(index)/{id}\n    sample: samples/e\(index).json\n"
            if index.isMultiple(of: 2) {
                manifest += "    error: samples/failure.json\n"
            }
            files["samples/e\(index).json"] = #"{"id": 1}"#
        }
        files["gen.yml"] = manifest
        return InMemoryFileSystem(files)
    }

    private static func plan(_ fileSystem: InMemoryFileSystem) throws -> Duration {
        let manifest = try ManifestFile.load("gen.yml", fileSystem: fileSystem)
        return try ContinuousClock().measure {
            let samples = try SampleLoader(fileSystem: fileSystem).load(folder: nil, manifest: manifest)
            let plan = try ModulePlanner.plan(
                moduleName: "Big",
                samples: samples.endpoints,
                manifest: manifest.manifest,
                manifestSource: manifest.source,
                reservedTypes: [],
                errorSamples: samples.errors
            )
            #expect(plan.endpoints.count == manifest.manifest.endpoints.count)
        }
    }

    private static func fastest(endpoints count: Int) throws -> Duration {
        let fileSystem = module(endpoints: count)
        return try (0..<3).map { _ in try plan(fileSystem) }.min() ?? .zero
    }

    @Test func eightTimesTheEndpointsTakeAboutEightTimesAsLong() throws {
        let small = try Self.fastest(endpoints: 300)
        let large = try Self.fastest(endpoints: 2400)
        #expect(large < small * 24, "300 endpoints: \(small), 2400: \(large)")
    }
}
