import Support
import Testing

@Suite struct GenFileNamesTests {
    @Test(arguments: ["Api/HomeAPI.swift", "Model/orig.swift", "origin", "Home.original", "a.gen-b", ".gitkeep", "Pager.orig.swift", "Home.orig.x2", "Déjà vu.swift", "orig.12", "a.orig.", "Home.12", "a.orig.1x"])
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
        (".orig.1", "'.orig.1' is named like the copy gen keeps of an edited file (<file>.orig)"),
        ("a/.orig", "'.orig' is named like the copy gen keeps of an edited file (<file>.orig)"),
    ])
    func gensOwnNamesAndControlCharactersAreProblems(path: String, problem: String) {
        #expect(GenFileNames.problem(withOutputPath: path) == problem)
    }

    @Test func temporaryNamesAreRecognisedAsGens() {
        let name = GenFileNames.temporary(for: "Home.swift", unique: "1234")
        #expect(name == ".Home.swift.gen-1234")
        #expect(GenFileNames.problem(withOutputPath: "Model/" + name) != nil)
    }

    @Test func aTemporaryNameIsFortyTwoBytesLongerThanItsFile() {
        #expect(GenFileNames.temporaryOverhead == 42)
        #expect(GenFileNames.temporary(for: "Home.swift", unique: "0F8E3C1A-7B2D-4E5F-9A6B-1C2D3E4F5A6B").utf8.count == "Home.swift".utf8.count + 42)
    }

    @Test(arguments: [
        (".Home.swift.gen-0F8E3C1A-7B2D-4E5F-9A6B-1C2D3E4F5A6B", true),
        (".a.gen-00000000-0000-0000-0000-000000000000", true),
        ("..gen.lock.gen-0F8E3C1A-7B2D-4E5F-9A6B-1C2D3E4F5A6B", true),
        (".gen-0F8E3C1A-7B2D-4E5F-9A6B-1C2D3E4F5A6B", false),
        ("Home.swift.gen-0F8E3C1A-7B2D-4E5F-9A6B-1C2D3E4F5A6B", false),
        (".Home.swift.gen-0f8e3c1a-7b2d-4e5f-9a6b-1c2d3e4f5a6b", false),
        (".Home.swift.gen-0F8E3C1A-7B2D-4E5F-9A6B-1C2D3E4F5A6", false),
        (".Home.swift.gen-0F8E3C1A+7B2D-4E5F-9A6B-1C2D3E4F5A6B", false),
        (".Home.swift.gen-backup", false),
    ])
    func onlyTheNamesGenWritesThroughAreTemporary(name: String, isTemporary: Bool) {
        #expect(GenFileNames.isTemporary(name) == isTemporary)
    }
}
