import Diagnostics
import Generator
import Testing
import TestSupport

/// A set whose set.yml is a folder was taken for a missing set ("no built-in template set
/// named 'async'", listing no sets) instead of being named.
@Suite struct TemplateLocatorFolderTests {
    @Test(arguments: ["async", "custom/async"])
    func aSetDescriptionThatIsAFolderIsNamed(set: String) {
        let fileSystem = InMemoryFileSystem(["templates/async/set.yml/x": "", "custom/async/set.yml/x": ""])
        let locator = TemplateLocator(fileSystem: fileSystem, builtInRoot: "templates")
        let folder = set.contains("/") ? set : "templates/" + set
        do {
            _ = try locator.folders(for: set)
            Issue.record("the set was found")
        } catch {
            #expect(error.diagnostics.map(\.message) == ["\(folder)/set.yml: is a folder, not a file; gen reads its inputs only from regular files"])
        }
    }
}
