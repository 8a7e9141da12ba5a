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
        let stubs = set == "rxswift" ? try StubLibraries.build().path : set == "swiftui" ? try SwiftUIStub.build() : nil
        let old = try EvolutionModule(.base, set: set)
        let consumer = try ConsumerWriter(context: old.context, set: set).source()
        let folder = try TemporaryFolder()
        var jobs = [try Self.typecheck(old, consumer: consumer, in: folder.path + "/old", stubs: stubs)]
        var reports: [ApiChangeReport] = []
        for (index, change) in EvolutionFixture.changes.enumerated() {
            let new = try EvolutionModule(EvolutionFixture.base.applying(change), set: set, previousNaming: change.previousNaming, previous: old)
            reports.append(ApiChangeReport(from: old.module.signature, to: new.module.signature, renamedTypes: new.module.renamedTypes))
            jobs.append(try Self.typecheck(new, consumer: consumer, in: folder.path + "/\(index)", stubs: stubs))
        }
        let results = SwiftcRuns.run(jobs)
        try #require(results[0].succeeded, "the consumer does not compile with the module it was written for:\n\(results[0].errorOutput)\n\(consumer)")
        for (change, (report, result)) in zip(EvolutionFixture.changes, zip(reports, results.dropFirst())) {
            let breaking = set == "swiftui" ? report.changes.contains { $0.kind.isBreaking && !Self.isRouteOfAWriteEndpoint($0, in: old) } : report.isBreaking
            #expect(
                breaking == !result.succeeded,
                "\(change.name) with \(set): the report says \(breaking ? "breaking" : "not breaking"), yet old code \(result.succeeded ? "compiles" : "does not compile"):\n\(report.text)\n\(result.errorOutput)"
            )
        }
    }

    /// A change to the route of an endpoint that is not a GET, which has no route in the swiftui
    /// set: only GET endpoints are screens there, while the report follows the other sets.
    static func isRouteOfAWriteEndpoint(_ change: ApiChangeReport.Change, in module: EvolutionModule) -> Bool {
        guard change.kind == .routeParametersChanged else {
            return false
        }
        return module.context.endpoints.contains { $0.name == change.type && $0.method != "GET" }
    }

    /// The module's Swift files and `consumer`, typechecked together: an rxswift module against
    /// the stub libraries, a package's sources without its tests (a swiftui package's against
    /// the SwiftUI stub).
    static func typecheck(_ module: EvolutionModule, consumer: String, in folder: String, stubs: String?) throws -> [[String]] {
        var sources = try Examples.write(module.module.files, to: folder)
        if module.module.files.contains(where: { $0.path == "Package.swift" }) {
            sources = sources.filter { $0.hasPrefix(folder + "/Sources/") }
        }
        try consumer.write(toFile: folder + "/Consumer.swift", atomically: true, encoding: .utf8)
        let search = stubs.map { ["-I", $0] } ?? []
        return [["-typecheck", "-wmo", "-swift-version", "6"] + search + sources + [folder + "/Consumer.swift"]]
    }
}
