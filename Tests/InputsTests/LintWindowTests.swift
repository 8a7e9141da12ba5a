import Diagnostics
import Inputs
import Support
import Testing
import TestSupport

/// `gen lint` reads a large sample through a window and gives back the pages behind it; a
/// problem late on a long line, whose column and quoted line are read from pages given back,
/// is reported as it is from the sample held whole in memory.
@Suite struct LintWindowTests {
    @Test(arguments: [
        ("a minified sample", ",", "{\"id\": 1, \"id\": 2,}]"),
        ("one element a line", ",\n", "{\"id\": 1,}]"),
    ])
    func aLateProblemReadsAsFromMemory(layout: String, separator: String, ending: String) throws {
        let element = #"{"id": 12, "name": "a name of some length", "tags": ["x", "y"]}"#
        let text = "[" + Array(repeating: element, count: 60_000).joined(separator: separator) + separator + ending + "\n"
        #expect(text.utf8.count > 3 << 20, "\(layout)")
        let folder = try TemporaryFolder()
        try folder.write(text, to: "big.json")
        let path = folder.path + "/big.json"

        let mapped = SampleLinter(fileSystem: LocalFileSystem()).lint([path])
        let whole = SampleLinter(fileSystem: InMemoryFileSystem([path: text])).lint([path])
        #expect(mapped.errorCount == 1, "\(layout)")
        #expect(mapped == whole, "\(layout)")
    }
}
