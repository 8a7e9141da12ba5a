import Diagnostics
@testable import GenKit
import Inputs
import Testing
import TestSupport

/// The folders a gen-workspace.yml pattern leaves out.
@Suite struct FolderPatternTests {
    @Test(arguments: [
        ("Legacy", "Legacy", true),
        ("Legacy", "Features/Legacy", true),
        ("Legacy", "Features/LegacyCart", false),
        ("Features/Legacy", "Legacy", false),
        ("Features/Legacy/", "Features/Legacy", true),
        ("Features/*", "Features/Cart", true),
        ("Features/*", "Features/Cart/samples", false),
        ("Features/*/Fixtures", "Features/Cart/Fixtures", true),
        ("**/Fixtures", "Fixtures", true),
        ("**/Fixtures", "A/B/Fixtures", true),
        ("Features/**", "Features/A/B", true),
        ("Old?", "Old1", true),
        ("Old?", "Old", false),
        ("*Tests", "Features/CartTests", true),
        ("**/**/Fixtures", "Fixtures", true),
        ("A/**/**/B/**", "A/x/y/B", true),
        ("A/**/B/**/C", "A/B/x/B", false),
    ])
    func matches(pattern: String, path: String, expected: Bool) {
        #expect(FolderPattern(pattern).matches(path) == expected)
    }

    /// Seven `**` against a folder 40 deep that does not match took over a minute when each
    /// `**` tried every split of the folders; matched component by component it takes
    /// microseconds, so a bound of seconds never flakes.
    @Test func manyDoubleStarsAgainstADeepFolderFinishFast() {
        let deep = Array(repeating: "a", count: 40).joined(separator: "/")
        let pattern = FolderPattern(Array(repeating: "**", count: 7).joined(separator: "/") + "/b")
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            #expect(!pattern.matches(deep))
            #expect(pattern.matches(deep + "/b"))
        }
        #expect(elapsed < .seconds(2))
    }

    @Test func aWorkspaceFortyFoldersDeepIsSearchedFast() {
        let deep = Array(repeating: "a", count: 40).joined(separator: "/")
        let fileSystem = InMemoryFileSystem([deep + "/gen.yml": "module: Deep\n", "b/gen.yml": "module: B\n"])
        let workspace = WorkspaceFile(exclude: [Located(Array(repeating: "**", count: 7).joined(separator: "/") + "/b", at: SourceLocation(path: "gen-workspace.yml", line: 1, column: 1))])
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            #expect(WorkspaceFinder(fileSystem: fileSystem, workspace: workspace).moduleFolders().folders == [deep])
        }
        #expect(elapsed < .seconds(2))
    }
}
