import Foundation
import Testing
import TestSupport

/// Builds a small package that depends on this checkout by path and runs gen through its
/// SwiftPM command plugin. Building gen inside that package takes about a minute, so the
/// test runs only when `GEN_PACKAGE_TESTS=1` is set, as `make test-packages` (and so
/// `.ci/run`) does. No network: swift-argument-parser resolves as for this package.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["GEN_PACKAGE_TESTS"] == "1"))
struct PluginPackageTests {
    /// Runs `swift package` in the folder, stopped after ten minutes where coreutils'
    /// `timeout` exists, so that a stuck build fails the test instead of hanging the run.
    private func swiftPackage(_ arguments: [String], in folder: TemporaryFolder) throws -> ProcessResult {
        let command = ["swift", "package", "--allow-writing-to-package-directory"] + arguments
        let timeout = "/usr/bin/timeout"
        let hasTimeout = FileManager.default.isExecutableFile(atPath: timeout)
        return try ProcessRunner.run(
            hasTimeout ? timeout : "/usr/bin/env",
            hasTimeout ? ["600"] + command : command,
            in: folder.path,
            environment: ["GEN_TEST_ELAPSED_MS": "38"]
        )
    }

    @Test func thePluginRunsGenInThePackageFolderWithTheSameFlagsAndOutput() throws {
        let package = try TemporaryFolder()
        try package.write("""
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "App",
            dependencies: [.package(path: \(Repository.root.debugDescription))],
            targets: [.target(name: "App")]
        )

        """, to: "Package.swift")
        try package.write("public let app = 1\n", to: "Sources/App/App.swift")
        for sample in ["home.json", "product.json"] {
            try package.write(try String(contentsOfFile: Repository.examples + "/Jacob/samples/" + sample, encoding: .utf8), to: "samples/" + sample)
        }

        let generated = try swiftPackage(["gen", "module", "Jacob", "--json", "samples/"], in: package)
        #expect(generated.status == 0, "\(generated.errorOutput)")
        #expect(generated.output == """
        created   Jacob/Api/HomeAPI.swift
        created   Jacob/Api/JacobAPI.swift
        created   Jacob/Api/ProductAPI.swift
        created   Jacob/Jacob.podspec
        created   Jacob/JacobModule.swift
        created   Jacob/Model/Home.swift
        created   Jacob/Model/Product.swift
        created   Jacob/Model/SharedModels.swift
        created   Jacob/Router/JacobRouter.swift
        created   Jacob/ViewModel/HomeViewModel.swift
        created   Jacob/ViewModel/ProductViewModel.swift
        APICore  5 created in 38 ms
          created   APICore/APICore.podspec
          created   APICore/Sources/ModelSupport.swift
          created   APICore/Sources/Pager.swift
          created   APICore/Sources/RequestParameters.swift
          created   APICore/Tests/RequestParametersTests.swift
        11 created in 38 ms

        """)
        #expect(try package.read("Jacob/Model/Home.swift") == (try String(contentsOfFile: Repository.examples + "/Jacob/expected/Model/Home.swift", encoding: .utf8)))

        let checked = try swiftPackage(["gen", "module", "Jacob", "--json", "samples/", "--check", "--quiet", "--templates", "async"], in: package)
        #expect(checked.status == 1)
        #expect(checked.output.hasSuffix("; nothing written in 38 ms\n"))
        #expect(checked.errorOutput.hasSuffix("error: gen exited with status 1\n"))

        // SwiftPM prints what the plugin's tools write on standard error on its standard output.
        let failed = try swiftPackage(["gen", "lint", "--json", "missing/"], in: package)
        #expect(failed.status == 1)
        #expect(failed.output == "gen: error: 'missing/' does not exist\n0 files checked, 1 error, 0 warnings\n")
    }
}
