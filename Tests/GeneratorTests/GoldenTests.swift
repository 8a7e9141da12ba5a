import Foundation
import Generator
import Testing
import TestSupport

/// Regenerates every example under `examples/` with every built-in template set and compares
/// each file byte for byte with the example's expected tree: `expected/` for the rxswift set,
/// `expected-<set>/` for the others, and `expected-uikit/` for the view controller and cell
/// layers of the rxswift set, which a manifest must list. `GEN_RECORD=1 swift test` rewrites
/// the expected trees instead.
@Suite struct GoldenTests {
    @Test func examplesAndSetsExist() {
        #expect(Examples.names == ["Jacob", "JacobGckit", "Shop", "Store"])
        #expect(Examples.templateSets == ["async", "rxswift", "swiftui"])
    }

    @Test(arguments: Examples.pairs)
    func generatedModuleMatchesExpected(example: String, set: String) throws {
        let files = try Examples.generate(example, set: set, core: Examples.core)
        try GoldenFiles.check(files, against: Examples.expectedFolder(example: example, set: set), label: "\(example) with \(set)")
    }

    /// The core every module of a set depends on: `examples/APICore/expected/` for rxswift's
    /// pod, `expected-async/` for the package, which the swiftui set writes byte for byte too,
    /// so that the modules of both sets share one core.
    @Test(arguments: Examples.templateSets)
    func coreMatchesExpected(set: String) throws {
        let files = try Examples.generateCore(set: set)
        #expect(!files.isEmpty)
        if set == "swiftui" {
            let async = try Examples.generateCore(set: "async")
            #expect(files.map(\.path) == async.map(\.path))
            #expect(files.map(\.contents) == async.map(\.contents))
        } else {
            try GoldenFiles.check(files, against: Examples.expectedCoreFolder(set: set), label: "the core of \(set)")
        }
    }

    @Test(arguments: Examples.names)
    func uikitLayersMatchExpected(example: String) throws {
        let files = try Examples.generate(example, set: Examples.defaultSet, allLayers: true, core: Examples.core)
            .filter { ["viewcontroller", "cell"].contains($0.layer) }
        #expect(!files.isEmpty)
        try GoldenFiles.check(files, against: Examples.folder(of: example) + "/expected-uikit", label: "\(example) UIKit layers")
    }
}
