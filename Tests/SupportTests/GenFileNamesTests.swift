import Support
import Testing

@Suite struct GenFileNamesTests {
    @Test(arguments: ["Api/HomeAPI.swift", "Model/orig.swift", "origin", "Home.original", "a.gen-b", ".gitkeep", "Pager.orig.swift", "Home.orig.x2", "Déjà vu.swift"])
    func ordinaryPathsHaveNoProblem(path: String) {
        #expect(GenFileNames.problem(withOutputPath: path) == nil)
    }

    @Test(arguments: [
        ("a\u{0}b", "it contains the control character U+0000"),
        ("a\r\nb", "it contains the control character U+000D"),
        ("a\u{7F}", "it contains the control character U+007F"),
        ("a\u{85}", "it contains the control character U+0085"),
        (".gen.lock", "'.gen.lock' is gen's lock file"),
        (".Home.swift.gen-ABC", "'.Home.swift.gen-ABC' is named like a file gen writes through (.<name>.gen-…)"),
        ("A/Home.swift.orig", "'Home.swift.orig' is named like the copy gen keeps of an edited file (<file>.orig)"),
        ("Home.swift.orig.12", "'Home.swift.orig.12' is named like the copy gen keeps of an edited file (<file>.orig)"),
    ])
    func gensOwnNamesAndControlCharactersAreProblems(path: String, problem: String) {
        #expect(GenFileNames.problem(withOutputPath: path) == problem)
    }

    @Test func temporaryNamesAreRecognisedAsGens() {
        let name = GenFileNames.temporary(for: "Home.swift", unique: "1234")
        #expect(name == ".Home.swift.gen-1234")
        #expect(GenFileNames.problem(withOutputPath: "Model/" + name) != nil)
    }
}
