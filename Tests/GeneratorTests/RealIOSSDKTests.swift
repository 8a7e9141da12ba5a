import Foundation
import Support
import Testing
import TestSupport
import Writer

/// What gen writes compiles on iOS, checked against the real iOS 17 SDK and libraries
/// (`RealIOSSDK`) with no error and no warning: every example's swiftui package in Swift 6, and
/// its rxswift module with the view controllers and cells against the real RxSwift, Moya and
/// URLNavigator in Swift 5 and 6; a module of keyword keys and the reserved-names fixture with
/// both sets; the swiftui package the evolution tests keep after each safe change, old scaffold
/// files included, and every rxswift module they make.
/// Tests/Stubs is what CI compiles against; this is the check that the stubs tell the truth.
@Suite(.enabled(if: RealIOSSDK.isAvailable, RealIOSSDK.skipReason))
struct RealIOSSDKTests {
    @Test(arguments: Examples.names)
    func swiftUIPackagesTypecheckInSwift6(example: String) throws {
        try Self.expectClean(Examples.generate(example, set: "swiftui"), set: "swiftui", module: Self.moduleName(example))
    }

    /// Samples and parameters named like what the generated code declares.
    @Test(arguments: ["swiftui", "rxswift"])
    func theReservedNamesFixtureTypechecks(set: String) throws {
        let folder = GeneratedCodeTests.reservedNames
        try Self.expectClean(Examples.generate(folder: folder, set: set, allLayers: set == "rxswift"), set: set, module: Self.moduleName(inFolder: folder))
    }

    @Test(arguments: Examples.names, ["5", "6"])
    func rxswiftModulesWithTheirUIKitLayersTypecheck(example: String, languageMode: String) throws {
        try Self.expectClean(Examples.generate(example, set: "rxswift", allLayers: true), set: "rxswift", module: Self.moduleName(example), languageMode: languageMode)
    }

    /// The keywords in screens of nine fields at most: the iOS 17.0 beta 1 SDK's `ViewBuilder`
    /// takes ten views a block, the release's any number (`buildBlock<each Content>`).
    @Test(arguments: ["swiftui", "rxswift"])
    func aModuleOfKeywordKeysTypechecks(set: String) throws {
        let fixture = try Self.keywordModule.get()
        try Self.expectClean(Examples.generate(folder: fixture.path, set: set, allLayers: set == "rxswift"), set: set, module: "Words")
    }

    @Test func theSwiftUIPackageWithItsKeptScaffoldTypechecksAfterEverySafeChange() throws {
        let old = try EvolutionModule(.base, set: "swiftui")
        try Self.expectClean(old.module.files, set: "swiftui", module: old.context.module.name, name: "the evolution fixture")
        for change in EvolutionFixture.changes {
            let new = try EvolutionModule(EvolutionFixture.base.applying(change), set: "swiftui", previousNaming: change.previousNaming, previous: old)
            let report = ApiChangeReport(from: old.module.signature, to: new.module.signature, renamedTypes: new.module.renamedTypes)
            guard report.changes.allSatisfy({ !$0.kind.isBreaking || $0.kind.breaksOnlyExhaustiveSwitches }) else {
                continue
            }
            try Self.expectClean(old.keepingScaffold(under: new), set: "swiftui", module: old.context.module.name, name: change.name)
        }
    }

    private static let keywordModule = Result { try WarningFreeModuleTests.keywordModule(keysPerEndpoint: 9) }

    @Test func everyRxswiftModuleOfTheEvolutionTestsTypechecks() throws {
        let old = try EvolutionModule(.base, set: "rxswift")
        try Self.expectClean(old.module.files, set: "rxswift", module: old.context.module.name, name: "the evolution fixture")
        for change in EvolutionFixture.changes {
            let new = try EvolutionModule(EvolutionFixture.base.applying(change), set: "rxswift", previousNaming: change.previousNaming, previous: old)
            try Self.expectClean(new.module.files, set: "rxswift", module: new.context.module.name, name: change.name)
        }
    }

    /// The module the example's gen.yml names (JacobGckit's is Jacob).
    private static func moduleName(_ example: String) throws -> String {
        try moduleName(inFolder: Examples.folder(of: example))
    }

    private static func moduleName(inFolder folder: String) throws -> String {
        let manifest = try String(contentsOfFile: folder + "/gen.yml", encoding: .utf8)
        let line = manifest.split(separator: "\n").first { $0.hasPrefix("module: ") }
        return try #require(line.map { String($0.dropFirst("module: ".count)) }, "\(folder)/gen.yml names no module")
    }

    /// A package's sources (its tests need XCTest, which the SDK lacks), or an rxswift module's
    /// every file, typechecked with no diagnostic.
    private static func expectClean(_ files: [GeneratedFile], set: String, module: String, languageMode: String = "6", name: String? = nil) throws {
        let folder = try TemporaryFolder()
        let written = try Examples.write(files, to: folder.path)
        let sources = set == "rxswift" ? written : written.filter { $0.hasPrefix(folder.path + "/Sources/") }
        let typecheck = try RealIOSSDK.typecheck(sources, module: module, languageMode: languageMode, rx: set == "rxswift")
        let diagnostics = typecheck.errorOutput + typecheck.output
        #expect(typecheck.status == 0 && !diagnostics.contains("error:") && !diagnostics.contains("warning:"), "\(name ?? module) with \(set), Swift \(languageMode):\n\(diagnostics)")
    }
}
