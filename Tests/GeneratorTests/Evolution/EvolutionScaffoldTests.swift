import Foundation
import Support
import Testing
import TestSupport
import Writer

/// Safe changes keep everything green: after each change the report calls safe for code that
/// calls the API (no breaking change but new enum cases and endpoints, which break only
/// exhaustive switches), the async and swiftui packages made of the old scaffold files, which gen keeps,
/// and the new owned files typechecks with its test target, the swiftui set's views with it
/// (against the SwiftUI stub). A new required parameter breaks the kept ViewModel that calls
/// the request, so the check can fail.
@Suite struct EvolutionScaffoldTests {
    @Test(arguments: ["async", "swiftui"])
    func thePackageWithItsKeptScaffoldTypechecksAfterEverySafeChange(set: String) throws {
        let old = try EvolutionModule(.base, set: set)
        let imports = set == "swiftui" ? ["-I", try SwiftUIStub.build()] : []
        let folder = try TemporaryFolder()
        var checked: [(change: String, compiles: Bool, report: String)] = []
        var jobs: [[[String]]] = []
        for (index, change) in EvolutionFixture.changes.enumerated() {
            let new = try EvolutionModule(EvolutionFixture.base.applying(change), set: set, previousNaming: change.previousNaming, previous: old)
            let report = ApiChangeReport(from: old.module.signature, to: new.module.signature, renamedTypes: new.module.renamedTypes)
            let callsKeepCompiling = report.changes.allSatisfy { !$0.kind.isBreaking || $0.kind.breaksOnlyExhaustiveSwitches }
            let breaksARequest = report.changes.contains { $0.kind == .requiredParameterAdded }
            guard callsKeepCompiling || breaksARequest else { continue }
            checked.append((change.name, callsKeepCompiling, report.text))
            jobs.append(try Self.typecheck(old.keepingScaffold(under: new), module: new.context.module.name, in: folder.path + "/\(index)", importing: imports))
        }
        #expect(checked.contains { !$0.compiles } && checked.contains { $0.compiles })
        for (expected, outcome) in zip(checked, SwiftcRuns.run(jobs)) {
            #expect(
                outcome.succeeded == expected.compiles,
                "\(expected.change) with \(set): the package with its kept scaffold files \(outcome.succeeded ? "typechecks" : "does not typecheck"):\n\(expected.report)\n\(outcome.errorOutput)"
            )
        }
    }

    /// The package's sources and its tests typechecked as one module: each test file's
    /// `@testable import` of the package is left out, which gives the tests the same view of
    /// the sources' internal declarations, in one compiler run instead of building the module
    /// first (half the time).
    /// - Parameter importing: more arguments for swiftc, such as `-I` a stub's folder.
    static func typecheck(_ files: [GeneratedFile], module: String, in folder: String, importing: [String] = []) throws -> [[String]] {
        let swiftFiles = try Examples.write(files, to: folder)
        let sources = swiftFiles.filter { $0.hasPrefix(folder + "/Sources/") }
        var tests: [String] = []
        for path in swiftFiles where path.hasPrefix(folder + "/Tests/") {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            try lines.filter { $0 != "@testable import \(module)" }.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
            tests.append(path)
        }
        return [["-typecheck", "-wmo", "-parse-as-library", "-swift-version", "6", "-module-name", module] + importing + sources + tests]
    }
}
