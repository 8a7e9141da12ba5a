import Foundation
import Testing
import TestSupport

/// `gen --version`, `gen -v` and `gen version`: the version defined in GenVersion.swift,
/// which the Makefile and the README state too, and the commit when it is known.
@Suite struct VersionTests {
    /// The number in Sources/GenKit/GenVersion.swift, the one place that defines it.
    private func definedVersion() throws -> String {
        let source = try String(contentsOfFile: Repository.root + "/Sources/GenKit/GenVersion.swift", encoding: .utf8)
        let match = try #require(source.firstMatch(of: /static let number = "([0-9.]+)"/))
        return String(match.1)
    }

    private static let hasGit = FileManager.default.isExecutableFile(atPath: "/usr/bin/git")
        && FileManager.default.fileExists(atPath: Repository.root + "/.git")

    @Test(.enabled(if: hasGit)) func everySpellingPrintsTheVersionAndTheCheckoutsCommit() throws {
        let head = try ProcessRunner.run("/usr/bin/git", ["-C", Repository.root, "rev-parse", "--short=12", "HEAD"])
        let expected = "gen \(try definedVersion()) (commit \(head.output.trimmingCharacters(in: .whitespacesAndNewlines)))\n"
        let folder = try TemporaryFolder()
        for spelling in [["--version"], ["-v"], ["version"]] {
            let result = try folder.gen(spelling)
            #expect(result.status == 0, "\(spelling)")
            #expect(result.output == expected, "\(spelling)")
            #expect(result.errorOutput == "")
        }
    }

    @Test func theMakefileAndTheReadmeStateTheSameVersion() throws {
        let version = try definedVersion()
        let make = try ProcessRunner.run("/usr/bin/env", ["make", "-s", "--no-print-directory", "version"], in: Repository.root)
        #expect(make.status == 0)
        #expect(make.output == version + "\n")
        let readme = try String(contentsOfFile: Repository.root + "/README.md", encoding: .utf8)
        #expect(readme.contains("prints `gen \(version) (commit "))
    }

    /// `make install` records the commit next to the templates; without it, and outside a
    /// checkout, only the version is printed.
    @Test func anInstalledBinaryReadsTheRecordedCommitOrPrintsTheVersionAlone() throws {
        let version = try definedVersion()
        let prefix = try TemporaryFolder()
        let manager = FileManager.default
        try manager.createDirectory(atPath: prefix.path + "/bin", withIntermediateDirectories: true)
        try ProcessRunner.copyGenExecutable(to: prefix.path + "/bin/gen")
        let alone = try ProcessRunner.run(prefix.path + "/bin/gen", ["--version"])
        #expect(alone.output == "gen \(version)\n")

        try prefix.write("0123456789abcdef0123456789abcdef01234567\n", to: "share/gen/commit")
        let recorded = try ProcessRunner.run(prefix.path + "/bin/gen", ["version"])
        #expect(recorded.output == "gen \(version) (commit 0123456789ab)\n")
    }

    /// `mint install` copies the executable and the folders `Package.resources` lists.
    @Test func aMintInstallFindsTheTemplatesNextToTheExecutable() throws {
        let resources = try String(contentsOfFile: Repository.root + "/Package.resources", encoding: .utf8)
        #expect(resources == "templates\n")
        let install = try TemporaryFolder()
        try ProcessRunner.copyGenExecutable(to: install.path + "/gen")
        try FileManager.default.copyItem(atPath: Repository.templates, toPath: install.path + "/templates")
        let work = try TemporaryFolder()
        try work.write(#"{"id": 1}"#, to: "samples/home.json")
        let result = try ProcessRunner.run(install.path + "/gen", ["module", "Shop", "--json", "samples", "--templates", "async", "-q"], in: work.path, environment: ["GEN_TEST_ELAPSED_MS": "38"])
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.output == "7 created in 38 ms\n")
    }
}
