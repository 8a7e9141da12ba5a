import Diagnostics
import Testing

@Suite struct DiagnosticsTests {
    @Test func rendersLocationSourceLineCaretAndHint() {
        let source = SourceText(path: "a/b.json", text: "first\n\tsecond line\r\nthird")
        let diagnostic = Diagnostic.error("bad thing", in: source, at: SourcePosition(line: 2, column: 3), hint: "fix it")
        #expect(DiagnosticRenderer.render(diagnostic) == "a/b.json:2:3: error: bad thing\n second line\n  ^\nnote: fix it")
    }

    @Test func aLongLineIsCutAroundTheCaret() {
        let line = (0..<1_000).map { "w\($0)" }.joined(separator: " ")
        let column = (0..<500).map { "w\($0) " }.joined().count + 1
        let diagnostic = Diagnostic(.error, "bad", at: SourceLocation(path: "x", line: 1, column: column), sourceLine: line)
        let lines = DiagnosticRenderer.render(diagnostic).split(separator: "\n").map(String.init)
        #expect(lines[0] == "x:1:\(column): error: bad")
        #expect(lines[1].count == SourceExcerpt.width + 2)
        #expect(lines[1].hasPrefix("…") && lines[1].hasSuffix("…"))
        #expect(lines[1].dropFirst(lines[2].count - 1).hasPrefix("w500 "))
        #expect(lines[2].trimmingPrefix(while: { $0 == " " }) == "^")
    }

    @Test func aLineIsCutOnlyOnTheSideAwayFromACaretNearItsEnd() {
        let line = String(repeating: "a", count: 300) + "é"
        let diagnostic = Diagnostic(.error, "bad", at: SourceLocation(path: "x", line: 1, column: 301), sourceLine: line)
        #expect(diagnostic.sourceLine == "…" + String(repeating: "a", count: SourceExcerpt.width - 1) + "é")
        #expect(diagnostic.caretColumn == SourceExcerpt.width + 1)
        let short = Diagnostic(.error, "bad", at: SourceLocation(path: "x", line: 1, column: 2), sourceLine: "abc")
        #expect(short.sourceLine == "abc" && short.caretColumn == nil)
    }

    @Test func diagnosticWithoutLocationIsPrefixedWithTheTool() {
        #expect(DiagnosticRenderer.render(Diagnostic(.error, "no samples")) == "gen: error: no samples")
    }

    @Test func sourceLinesHandleEveryLineEnding() {
        let source = SourceText(path: "x", text: "a\r\nb\rc\nd")
        #expect((1...4).map { source.line($0) } == ["a", "b", "c", "d"])
        #expect(source.line(5) == nil)
        #expect(source.line(0) == nil)
    }

    @Test func suggestsNearNames() {
        #expect(Suggestion.nearest(to: "methd", in: ["name", "method", "path"]) == "method")
        #expect(Suggestion.nearest(to: "zzz", in: ["name", "method"]) == nil)
        #expect(Suggestion.nearest(to: "c", in: ["a", "b"]) == nil)
        #expect(Suggestion.nearest(to: "ix", in: ["id", "name"]) == "id")
        #expect(Suggestion.nearest(to: "modul", in: ["model", "module"]) == "module")
    }
}

@Suite struct SuggestionDistanceTests {
    @Test func countsEditsAndSwaps() {
        #expect(Suggestion.distance("fro", "for") == 1)
        #expect(Suggestion.distance("kitten", "sitting") == 3)
        #expect(Suggestion.distance("", "abc") == 3)
    }
}

@Suite struct DiagnosticNotesTests {
    @Test func notesFollowTheHintInOrder() {
        var diagnostic = Diagnostic.error("bad", in: SourceText(path: "m.stencil", text: "{{ x }}"), at: SourcePosition(line: 1, column: 4), hint: "did you mean 'y'?")
        diagnostic.notes = ["in macro 'm' called from a.stencil:3:5", "in 'a.stencil' included from b.stencil:1:12"]
        #expect(DiagnosticRenderer.render(diagnostic) == """
        m.stencil:1:4: error: bad
        {{ x }}
           ^
        note: did you mean 'y'?
        note: in macro 'm' called from a.stencil:3:5
        note: in 'a.stencil' included from b.stencil:1:12
        """)
    }
}
