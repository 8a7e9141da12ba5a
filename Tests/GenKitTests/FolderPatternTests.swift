@testable import GenKit
import Testing

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
    ])
    func matches(pattern: String, path: String, expected: Bool) {
        #expect(FolderPattern(pattern).matches(path) == expected)
    }
}
