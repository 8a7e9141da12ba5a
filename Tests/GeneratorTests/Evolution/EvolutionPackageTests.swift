import Foundation
import Testing
import TestSupport

/// The async and swiftui packages after a new optional parameter, with the scaffold files of the run
/// before kept as gen keeps them, builds and its tests pass, old ViewModel tests included.
/// A nested SwiftPM build, so only with `GEN_PACKAGE_TESTS=1`, as `make test-packages` runs it.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["GEN_PACKAGE_TESTS"] == "1"))
struct EvolutionPackageTests {
    @Test(arguments: ["async", "swiftui"])
    func aPackageWithItsKeptScaffoldPassesItsTestsAfterANewOptionalParameter(set: String) throws {
        let old = try EvolutionModule(.base, set: set)
        let new = try EvolutionModule(EvolutionFixture.base.applying(EvolutionFixture.optionalParameterAdded), set: set, previous: old)
        let folder = try TemporaryFolder()
        try Examples.write(old.keepingScaffold(under: new), to: folder.path)
        let build = try ProcessRunner.run("/usr/bin/env", ["swift", "build"], in: folder.path)
        try #require(build.status == 0, "swift build failed:\n\(build.output)\(build.errorOutput)")
        let test = try ProcessRunner.run("/usr/bin/env", ["swift", "test"], in: folder.path)
        #expect(test.status == 0, "swift test failed:\n\(test.output)\(test.errorOutput)")
        #expect(
            test.output.range(of: #"Executed [1-9][0-9]* tests?, with 0 failures"#, options: .regularExpression) != nil,
            "the tests did not run:\n\(test.output)"
        )
    }
}
