@testable import Support
import Testing

@Suite struct UnifiedDiffTests {
    @Test func newFileIsAllInsertions() {
        #expect(UnifiedDiff.render(old: "", new: "a\nb\n", oldPath: nil, newPath: "x.swift") == """
        --- /dev/null
        +++ b/x.swift
        @@ -0,0 +1,2 @@
        +a
        +b

        """)
    }

    @Test func changesAreGroupedIntoHunksWithThreeLinesOfContext() {
        let old = (1...20).map(String.init).joined(separator: "\n") + "\n"
        var lines = (1...20).map(String.init)
        lines[1] = "two"
        lines.remove(at: 17)
        let new = lines.joined(separator: "\n") + "\n"
        #expect(UnifiedDiff.render(old: old, new: new, oldPath: "f", newPath: "f") == """
        --- a/f
        +++ b/f
        @@ -1,5 +1,5 @@
         1
        -2
        +two
         3
         4
         5
        @@ -15,6 +15,5 @@
         15
         16
         17
        -18
         19
         20

        """)
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.render(old: "a\n", new: "a\n", oldPath: "f", newPath: "f") == "")
        #expect(UnifiedDiff.render(old: "a\n", new: "", oldPath: "f", newPath: nil) == """
        --- a/f
        +++ /dev/null
        @@ -1 +0,0 @@
        -a

        """)
    }
}
