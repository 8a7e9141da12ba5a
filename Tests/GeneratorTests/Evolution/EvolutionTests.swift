import Foundation
import Support
import Testing
import TestSupport
import Writer

/// The change report agrees with the compiler. For each kind of change to a module's inputs,
/// the module is generated before and after, and code written against the old module's
/// public API (`ConsumerWriter`) is typechecked with the new module: the report has a
/// change that breaks code constructing the models exactly when the file that constructs
/// them no longer compiles, and one that breaks other code (reading, switching, calling)
/// exactly when the file that does the rest no longer compiles; one compiler run tells both
/// by the files its errors name. The same code compiles with the old module, so a harness
/// that cannot compile anything fails here first.
@Suite struct EvolutionTests {
    @Test(arguments: Examples.templateSets)
    func theChangeReportIsBreakingExactlyWhenOldCodeStopsCompiling(set: String) throws {
        let stubs = set == "rxswift" ? try StubLibraries.build().path : set == "swiftui" ? try SwiftUIStub.build() : nil
        let old = try EvolutionModule(.base, set: set)
        let consumer = try ConsumerWriter(context: old.context, set: set).sources()
        let folder = try TemporaryFolder()
        var jobs = [try Self.typecheck(old, consumer: consumer, in: folder.path + "/old", stubs: stubs, checkingModuleBodies: true)]
        var reports: [ApiChangeReport] = []
        var modules: [EvolutionModule] = []
        for (index, change) in EvolutionFixture.changes.enumerated() {
            let new = try EvolutionModule(EvolutionFixture.base.applying(change), set: set, previousNaming: change.previousNaming, previous: old)
            modules.append(new)
            reports.append(ApiChangeReport(from: old.module.signature, to: new.module.signature, renamedTypes: new.module.renamedTypes))
            jobs.append(try Self.typecheck(new, consumer: consumer, in: folder.path + "/\(index)", stubs: stubs, checkingModuleBodies: false))
        }
        let results = SwiftcRuns.run(jobs)
        try #require(results[0].succeeded, "the consumer does not compile with the module it was written for:\n\(results[0].errorOutput)\n\(consumer.reading)\n\(consumer.constructing)")
        for (change, (report, (new, result))) in zip(EvolutionFixture.changes, zip(reports, zip(modules, results.dropFirst()))) {
            let breaking = report.changes.filter { $0.kind.isBreaking && !(set == "swiftui" && Self.keepsTheRouteCase($0, from: old, to: new)) }
            let breaksConstructing = breaking.contains { $0.breaks.contains(.constructing) }
            let breaksTheRest = breaking.contains { $0.breaks != [.constructing] }
            let constructingFails = Self.hasErrors(in: "Constructing.swift", result)
            let theRestFails = Self.hasErrors(in: "Consumer.swift", result)
            #expect(
                breaksConstructing == constructingFails && breaksTheRest == theRestFails && breaking.isEmpty == result.succeeded,
                """
                \(change.name) with \(set): the report says \(breaksConstructing ? "it breaks" : "it keeps") code that constructs the models and \(breaksTheRest ? "breaks" : "keeps") \
                code that reads them, yet the first \(constructingFails ? "does not compile" : "compiles") and the other \(theRestFails ? "does not compile" : "compiles"):
                \(report.text)
                \(result.errorOutput)
                """
            )
        }
    }

    /// A route whose placeholders changed while its swiftui case did not: the case carries the
    /// screen's query arguments too, so moving one into the pattern leaves Swift code compiling,
    /// while the report, as in every set, calls it breaking, because links with the old URL no
    /// longer open the screen (docs/swiftui.md).
    static func keepsTheRouteCase(_ change: ApiChangeReport.Change, from old: EvolutionModule, to new: EvolutionModule) -> Bool {
        guard change.kind == .routeParametersChanged else {
            return false
        }
        func caseArguments(_ module: EvolutionModule) -> [String] {
            guard let endpoint = module.context.endpoints.first(where: { $0.name == change.type }) else {
                return []
            }
            return endpoint.arguments.filter { $0.role == .path || $0.role == .param }.map { "\($0.name): \($0.type)" }.sorted()
        }
        return caseArguments(old) == caseArguments(new)
    }

    /// The module's Swift files and `consumer`, typechecked together: an rxswift module against
    /// the stub libraries, a package's sources without its tests (a swiftui package's against
    /// the SwiftUI stub).
    ///
    /// - Parameter checkingModuleBodies: false skips the bodies of the module's functions, which
    ///   old code never sees (the consumer's are `@inlinable`, so they are still checked): a
    ///   third less time for each changed module. The old module is checked whole here; the
    ///   async and swiftui modules after each safe change are checked whole, with their tests,
    ///   by `EvolutionScaffoldTests`.
    /// Whether the compiler's errors name the file.
    static func hasErrors(in file: String, _ outcome: SwiftcRuns.Outcome) -> Bool {
        outcome.errorOutput.split(separator: "\n").contains { $0.contains("/\(file):") && $0.contains(": error: ") }
    }

    static func typecheck(_ module: EvolutionModule, consumer: (reading: String, constructing: String), in folder: String, stubs: String?, checkingModuleBodies: Bool) throws -> [[String]] {
        var sources = try Examples.write(module.module.files, to: folder)
        if module.module.files.contains(where: { $0.path == "Package.swift" }) {
            sources = sources.filter { $0.hasPrefix(folder + "/Sources/") }
        }
        try consumer.reading.write(toFile: folder + "/Consumer.swift", atomically: true, encoding: .utf8)
        try consumer.constructing.write(toFile: folder + "/Constructing.swift", atomically: true, encoding: .utf8)
        let search = stubs.map { ["-I", $0] } ?? []
        let skipping = checkingModuleBodies ? [] : ["-Xfrontend", "-experimental-skip-non-inlinable-function-bodies"]
        return [["-typecheck", "-wmo", "-swift-version", "6"] + skipping + search + sources + [folder + "/Consumer.swift", folder + "/Constructing.swift"]]
    }
}
