import Foundation
import Testing
@testable import TestSupport

/// The tests' way of running `swiftc` (`Swiftc`): straight to the frontend, it reports what
/// the driver reports, and it leaves nothing behind.
@Suite struct SwiftcTests {
    @Test func aTypecheckThroughTheFrontendReportsWhatTheDriverReports() throws {
        let folder = try TemporaryFolder()
        try folder.write("public struct Box { public let value: Int }\n", to: "Box.swift")
        try folder.write("let box = Box(value: \"one\")\nlet missing: Nothing = box\n", to: "main.swift")
        let sources = [folder.path + "/Box.swift", folder.path + "/main.swift"]
        let options = ["-typecheck", "-wmo", "-swift-version", "6"]

        let direct = try Swiftc.run(options + sources)
        let driver = try ProcessRunner.run("/usr/bin/env", ["swiftc"] + options + sources)

        #expect(try FrontendPlans.shared.plan(for: options) != nil)
        #expect(direct.status != 0)
        #expect(direct.status == driver.status)
        #expect(direct.errorOutput == driver.errorOutput)
        #expect(direct.errorOutput.contains("main.swift:1:22: error"))
        #expect(direct.errorOutput.contains("cannot find type 'Nothing' in scope"))
    }

    @Test func theDriversPlanIsUsedOnlyWhenItIsOneFrontendJobNamingBothPlaceholders() throws {
        let folder = "/tmp/plan"
        let placeholders = FrontendPlan.placeholders.map { folder + "/" + $0 }.joined(separator: " ")
        let job = "/usr/bin/swift-frontend -frontend -typecheck \(placeholders) -supplementary-output-file-map /tmp/x/map -target t -module-name main"

        let plan = try #require(FrontendPlan(driverOutput: job + "\n", placeholderFolder: folder))
        #expect(plan.executable == "/usr/bin/swift-frontend")
        #expect(plan.arguments(with: ["a.swift", "b.swift", "c.swift"]) == [
            "-frontend", "-typecheck", "a.swift", "b.swift", "c.swift", "-target", "t", "-module-name", "main",
        ])

        #expect(FrontendPlan(driverOutput: job + "\n" + job, placeholderFolder: folder) == nil)
        #expect(FrontendPlan(driverOutput: job.replacingOccurrences(of: "-target t", with: "-I \"a b\""), placeholderFolder: folder) == nil)
        #expect(FrontendPlan(driverOutput: "/usr/bin/clang -c \(placeholders)", placeholderFolder: folder) == nil)
        #expect(FrontendPlan(driverOutput: job, placeholderFolder: "/elsewhere") == nil)
    }

    @Test func whatTheDriverLeavesInItsTemporaryFolderIsRemoved() throws {
        let folder = try TemporaryFolder()
        try folder.write("let one = 1\n", to: "One.swift")
        let used = try Swiftc.withPrivateTemporaryFolder { temporary -> String in
            let run = try ProcessRunner.run("/usr/bin/env", ["swiftc", "-typecheck", folder.path + "/One.swift"], environment: ["TMPDIR": temporary])
            #expect(run.status == 0)
            #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).contains { $0.hasPrefix("TemporaryDirectory.") })
            return temporary
        }
        #expect(!FileManager.default.fileExists(atPath: used))
    }
}

/// Modules built once per checkout and compiler: a folder is reused while its sources are
/// unchanged and built anew when one changes.
@Suite struct ModuleCacheTests {
    @Test func aFolderIsBuiltOnceAndAgainWhenASourceChanges() throws {
        let sources = try TemporaryFolder()
        let source = sources.path + "/Stub.swift"
        try "// \(UUID().uuidString)\n".write(toFile: source, atomically: true, encoding: .utf8)
        var builds = 0
        func folder() throws -> String {
            try ModuleCache.folder(named: "cache-test", recipe: "writes built.txt", sources: [source]) { folder in
                builds += 1
                try "built".write(toFile: folder + "/built.txt", atomically: true, encoding: .utf8)
            }
        }

        let first = try folder()
        let again = try folder()
        try "// changed \(UUID().uuidString)\n".write(toFile: source, atomically: true, encoding: .utf8)
        let changed = try folder()
        defer { [first, changed].forEach { try? FileManager.default.removeItem(atPath: $0) } }

        #expect(builds == 2)
        #expect(again == first)
        #expect(changed != first)
        #expect(try String(contentsOfFile: changed + "/built.txt", encoding: .utf8) == "built")
        #expect(try FileManager.default.contentsOfDirectory(atPath: (first as NSString).deletingLastPathComponent).allSatisfy { !$0.hasPrefix(".cache-test") })
    }

    @Test func aBuildThatFailsLeavesNoFolder() throws {
        let sources = try TemporaryFolder()
        let source = sources.path + "/Stub.swift"
        try "// \(UUID().uuidString)\n".write(toFile: source, atomically: true, encoding: .utf8)
        struct Broken: Error {}

        #expect(throws: Broken.self) {
            try ModuleCache.folder(named: "cache-test", recipe: "fails", sources: [source]) { _ in throw Broken() }
        }
        var built = false
        let folder = try ModuleCache.folder(named: "cache-test", recipe: "fails", sources: [source]) { _ in built = true }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(built)
    }
}
