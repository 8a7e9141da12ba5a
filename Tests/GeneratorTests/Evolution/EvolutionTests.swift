import Foundation
import Support
import Testing
import TestSupport
import Writer

/// The change report agrees with the compiler. For each kind of change to a module's inputs,
/// the module is generated before and after, and code written against the old module's
/// public API (`ConsumerWriter`) is typechecked with the new module: the report has a
/// breaking change exactly when that code no longer compiles. The same code compiles with
/// the old module, so a harness that cannot compile anything fails here first.
@Suite struct EvolutionTests {
    @Test(arguments: Examples.templateSets)
    func theChangeReportIsBreakingExactlyWhenOldCodeStopsCompiling(set: String) throws {
        let stubs = set == "rxswift" ? try StubLibraries.build() : nil
        let old = try EvolutionModule(.base, set: set)
        let consumer = try ConsumerWriter(context: old.context, set: set).source()
        let folder = try TemporaryFolder()
        var jobs = [try Self.typecheck(old, consumer: consumer, in: folder.path + "/old", stubs: stubs?.path)]
        var reports: [ApiChangeReport] = []
        for (index, change) in EvolutionFixture.changes.enumerated() {
            let new = try EvolutionModule(EvolutionFixture.base.applying(change), set: set, previousNaming: change.previousNaming, previous: old)
            reports.append(ApiChangeReport(from: old.module.signature, to: new.module.signature, renamedTypes: new.module.renamedTypes))
            jobs.append(try Self.typecheck(new, consumer: consumer, in: folder.path + "/\(index)", stubs: stubs?.path))
        }
        let results = SwiftcRuns.run(jobs)
        try #require(results[0].succeeded, "the consumer does not compile with the module it was written for:\n\(results[0].errorOutput)\n\(consumer)")
        for (change, (report, result)) in zip(EvolutionFixture.changes, zip(reports, results.dropFirst())) {
            #expect(
                report.isBreaking == !result.succeeded,
                "\(change.name) with \(set): the report says \(report.isBreaking ? "breaking" : "not breaking"), yet old code \(result.succeeded ? "compiles" : "does not compile"):\n\(report.text)\n\(result.errorOutput)"
            )
        }
    }

    /// The module's Swift files and `consumer`, typechecked together: an rxswift module against
    /// the stub libraries, an async package's sources without its tests.
    static func typecheck(_ module: EvolutionModule, consumer: String, in folder: String, stubs: String?) throws -> [[String]] {
        var sources = try Examples.write(module.module.files, to: folder)
        if stubs == nil {
            sources = sources.filter { $0.hasPrefix(folder + "/Sources/") }
        }
        try consumer.write(toFile: folder + "/Consumer.swift", atomically: true, encoding: .utf8)
        let search = stubs.map { ["-I", $0] } ?? []
        return [["-typecheck", "-wmo", "-swift-version", "6"] + search + sources + [folder + "/Consumer.swift"]]
    }
}
