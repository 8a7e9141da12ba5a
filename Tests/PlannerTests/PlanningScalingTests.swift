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

    /// How long reading the samples and planning take, each at its fastest of three.
    private static func fastest(endpoints count: Int) throws -> (load: Duration, plan: Duration) {
        let fileSystem = module(endpoints: count)
        let manifest = try ManifestFile.load("gen.yml", fileSystem: fileSystem)
        let clock = ContinuousClock()
        var times: [(load: Duration, plan: Duration)] = []
        for _ in 0..<3 {
            var samples: SampleSet?
            let load = try clock.measure { samples = try SampleLoader(fileSystem: fileSystem).load(folder: nil, manifest: manifest) }
            let loaded = try #require(samples)
            let plan = try clock.measure {
                let plan = try ModulePlanner.plan(
                    moduleName: "Big",
                    samples: loaded.endpoints,
                    manifest: manifest.manifest,
                    manifestSource: manifest.source,
                    reservedTypes: [],
                    errorSamples: loaded.errors
                )
                #expect(plan.endpoints.count == count)
            }
            times.append((load, plan))
        }
        return (times.map(\.load).min() ?? .zero, times.map(\.plan).min() ?? .zero)
    }

    @Test func eightTimesTheEndpointsTakeAboutEightTimesAsLong() throws {
        let small = try Self.fastest(endpoints: 500)
        let large = try Self.fastest(endpoints: 4000)
        #expect(large.load < small.load * 24, "reading the samples of 500 endpoints: \(small.load), 4000: \(large.load)")
        #expect(large.plan < small.plan * 24, "planning 500 endpoints: \(small.plan), 4000: \(large.plan)")
    }
}
