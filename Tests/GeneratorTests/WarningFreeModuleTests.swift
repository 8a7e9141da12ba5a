import Foundation
import Support
import Testing
import TestSupport

/// A team that builds with warnings as errors can build what gen writes: every file of the
/// examples' packages, and of a module whose keys are all Swift keywords made with each
/// built-in set, typechecks with `-warnings-as-errors` in the Swift 5 and 6 language modes
/// against the stubs of Tests/Stubs.
@Suite struct WarningFreeModuleTests {
    @Test(arguments: ["async", "swiftui", "rxswift"], ["5", "6"])
    func aModuleOfKeywordKeysCompilesWithoutWarnings(set: String, languageMode: String) throws {
        let fixture = try Self.keywordFixture.get()
        let files = try Examples.generate(folder: fixture.path, set: set, allLayers: set == Examples.defaultSet)
        #expect(files.contains { $0.path.hasSuffix("Fixtures.swift") } || set != "swiftui")
        try Self.expectNoDiagnostics(files, set: set, languageMode: languageMode, name: "Words")
    }

    /// The Swift 6 language mode of these packages, and both modes of the rxswift modules, are
    /// checked with no diagnostic by `SwiftUISetTests` and `GeneratedCodeTests`.
    @Test(arguments: Examples.names, ["async", "swiftui"])
    func packagesCompileWithoutWarningsInSwift5(example: String, set: String) throws {
        try Self.expectNoDiagnostics(Examples.generate(example, set: set), set: set, languageMode: "5", name: example)
    }

    private static func expectNoDiagnostics(_ files: [GeneratedFile], set: String, languageMode: String, name: String) throws {
        let folder = try TemporaryFolder()
        let sources = try Examples.write(files, to: folder.path).filter { $0.hasPrefix(folder.path + "/Sources/") || set == Examples.defaultSet }
        let stubs = set == "swiftui" ? try SwiftUIStub.build() : try StubLibraries.build().path
        let typecheck = try Swiftc.run(["-typecheck", "-wmo", "-warnings-as-errors", "-swift-version", languageMode, "-I", stubs] + sources)
        #expect(typecheck.status == 0 && typecheck.errorOutput.isEmpty, "\(name) with \(set), Swift \(languageMode):\n\(typecheck.errorOutput)")
    }

    /// A GET endpoint whose sample has a key for each of `KeywordKeysTests.keywords`, so its
    /// model, fixture, screen and ViewModel name them all.
    static let keywordFixture = Result { try keywordModule(keysPerEndpoint: KeywordKeysTests.keywords.count) }

    /// The keywords spread over GET endpoints of at most `keysPerEndpoint` keys each, numbers
    /// and strings in turn, so that each sample is a model with a property per key, not a map.
    static func keywordModule(keysPerEndpoint: Int) throws -> TemporaryFolder {
        let folder = try TemporaryFolder.keptUntilExit()
        var manifest = "module: Words\nendpoints:\n"
        let keywords = KeywordKeysTests.keywords
        for (number, start) in stride(from: 0, to: keywords.count, by: keysPerEndpoint).enumerated() {
            let keys = keywords[start..<min(start + keysPerEndpoint, keywords.count)]
            let fields = keys.enumerated().map { index, key in "\"\(key)\": \(index.isMultiple(of: 2) ? "\"\(key)\"" : "\(index)")" }
            let name = number == 0 ? "Keywords" : "Keywords\(number + 1)"
            try folder.write("{\(fields.joined(separator: ", "))}\n", to: "samples/\(name.lowercased()).json")
            manifest += "  - name: \(name)\n    method: GET\n    path: /\(name.lowercased())\n"
        }
        try folder.write(manifest, to: "gen.yml")
        return folder
    }
}
