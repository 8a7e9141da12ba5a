import Foundation
import Generator
import Testing
import TestSupport

/// Builds the async and the swiftui module of every example as the Swift package it is and
/// runs its generated tests: the Api layer decoding every sample, the ViewModels and actions
/// over a scripted client, and (swiftui) the fixtures against the samples, with the views left
/// out where SwiftUI is missing. A nested SwiftPM build takes about ten seconds per package, so
/// the packages build one at a time, and only when `GEN_PACKAGE_TESTS=1` is set, as `.ci/run`
/// and `make test-packages` do. No network: the only dependency is the core, written beside the
/// module as a lone `gen module` writes it.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["GEN_PACKAGE_TESTS"] == "1"))
struct PackageTests {
    @Test(arguments: ["async", "swiftui"], Examples.names)
    func packageBuildsAndItsTestsPass(set: String, example: String) throws {
        let app = try TemporaryFolder()
        let folder = app.path + "/" + example
        try Examples.write(Examples.generateCore(set: set), to: app.path + "/" + Examples.core.name)
        try Examples.write(Examples.generate(example, set: set, core: Examples.core), to: folder)
        let build = try ProcessRunner.run("/usr/bin/env", ["swift", "build"], in: folder)
        try #require(build.status == 0, "\(example), \(set): swift build failed:\n\(build.output)\(build.errorOutput)")
        #expect(!build.output.contains("warning:"), "\(example), \(set): swift build warned:\n\(build.output)")
        let test = try ProcessRunner.run("/usr/bin/env", ["swift", "test"], in: folder)
        #expect(test.status == 0, "\(example), \(set): swift test failed:\n\(test.output)\(test.errorOutput)")
        #expect(
            test.output.range(of: #"Executed [1-9][0-9]* tests?, with 0 failures"#, options: .regularExpression) != nil,
            "\(example), \(set): the generated tests did not run:\n\(test.output)"
        )
    }

    /// The rxswift set's core is a pod; its sources and its test spec's tests, as a Swift
    /// package, build and pass on Linux (no Moya needed: the core writes parameters only).
    @Test func theRxswiftCoresTestsPass() throws {
        let folder = try TemporaryFolder()
        try Examples.write(Examples.generateCore(set: "rxswift"), to: folder.path)
        try folder.write("""
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "APICore",
            targets: [
                .target(name: "APICore", path: "Sources"),
                .testTarget(name: "APICoreTests", dependencies: ["APICore"], path: "Tests"),
            ]
        )

        """, to: "Package.swift")
        let test = try ProcessRunner.run("/usr/bin/env", ["swift", "test"], in: folder.path)
        #expect(test.status == 0, "swift test failed:\n\(test.output)\(test.errorOutput)")
        #expect(test.output.range(of: #"Executed [1-9][0-9]* tests?, with 0 failures"#, options: .regularExpression) != nil, "\(test.output)")
    }
}
