import Foundation

/// Runs `swiftc` for the tests that compile generated code.
///
/// A whole-module typecheck or parse of two files or more goes straight to `swift-frontend`,
/// with the very command line the driver plans for the same options: the driver's start-up
/// and planning cost about 0.05 s of processor time a run, paid over a hundred times per
/// `swift test`. The command is asked of the driver (`swiftc -###`) once per set of options
/// and reused with the real files in place of two placeholders. Any other run, or a plan the
/// driver does not give as one frontend job, goes through the driver.
///
/// Every run through the driver gets a temporary folder of its own (`TMPDIR`), removed
/// afterwards: the driver leaves a folder behind in the system's temporary folder for each
/// typecheck.
package enum Swiftc {
    package static func run(_ arguments: [String]) throws -> ProcessResult {
        let sources = arguments.filter { $0.hasSuffix(".swift") }
        let options = arguments.filter { !$0.hasSuffix(".swift") }
        if options.contains("-typecheck") || options.contains("-parse"), options.contains("-wmo"), sources.count >= 2,
           let frontend = try FrontendPlans.shared.plan(for: options) {
            return try ProcessRunner.run(frontend.executable, frontend.arguments(with: sources))
        }
        return try withPrivateTemporaryFolder { folder in
            try ProcessRunner.run("/usr/bin/env", ["swiftc"] + arguments, environment: ["TMPDIR": folder])
        }
    }

    static func withPrivateTemporaryFolder<T>(_ body: (String) throws -> T) throws -> T {
        let folder = try TemporaryFolder()
        return try withExtendedLifetime(folder) { try body(folder.path) }
    }
}

/// The frontend command line the driver plans for a set of options, with the place where the
/// source files go.
struct FrontendPlan {
    var executable: String
    var before: [String]
    var after: [String]

    func arguments(with sources: [String]) -> [String] {
        before + sources + after
    }

    static let placeholders = ["GenPlaceholderA.swift", "GenPlaceholderB.swift"]

    /// Reads the driver's `-###` output: one job, a `swift-frontend -frontend` line naming
    /// both placeholders side by side, with no quoting (no argument holds a space).
    init?(driverOutput: String, placeholderFolder: String) {
        let lines = driverOutput.split(separator: "\n").map(String.init)
        guard lines.count == 1, !lines[0].contains("\""), !lines[0].contains("'"), !lines[0].contains("\\") else {
            return nil
        }
        var words = lines[0].split(separator: " ").map(String.init)
        guard words.count > 2, words[0].hasSuffix("swift-frontend"), words[1] == "-frontend" else {
            return nil
        }
        if let map = words.firstIndex(of: "-supplementary-output-file-map"), map + 1 < words.count {
            words.removeSubrange(map...(map + 1))
        }
        let paths = Self.placeholders.map { placeholderFolder + "/" + $0 }
        guard let first = words.firstIndex(of: paths[0]), first + 1 < words.count, words[first + 1] == paths[1],
              words.filter({ $0.contains("GenPlaceholder") }).count == 2 else {
            return nil
        }
        executable = words[0]
        before = Array(words[1..<first])
        after = Array(words[(first + 2)...])
    }
}

/// The plans asked of the driver so far in this test process, one per set of options.
final class FrontendPlans: @unchecked Sendable {
    static let shared = FrontendPlans()

    private let lock = NSLock()
    private var plans: [[String]: FrontendPlan?] = [:]

    func plan(for options: [String]) throws -> FrontendPlan? {
        if let known = lock.withLock({ plans[options] }) {
            return known
        }
        let plan = try Swiftc.withPrivateTemporaryFolder { folder -> FrontendPlan? in
            for name in FrontendPlan.placeholders {
                try "".write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
            }
            let asked = try ProcessRunner.run(
                "/usr/bin/env",
                ["swiftc", "-###"] + options + FrontendPlan.placeholders.map { folder + "/" + $0 },
                environment: ["TMPDIR": folder]
            )
            guard asked.status == 0 else {
                return nil
            }
            return FrontendPlan(driverOutput: asked.output, placeholderFolder: folder)
        }
        lock.withLock { plans[options] = plan }
        return plan
    }
}
