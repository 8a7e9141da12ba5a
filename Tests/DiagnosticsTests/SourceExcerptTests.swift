import Diagnostics
import Testing

/// `SourceExcerpt.around`, which reads only the bytes near the caret, shows what `clip`
/// shows of the whole line.
@Suite struct SourceExcerptTests {
    @Test func theExcerptAroundACaretIsTheClippedLine() {
        let pieces = ["a", "é", "中", "😀", " ", "\t"]
        for length in [0, 1, 80, 159, 160, 161, 162, 300, 700, 2_000] {
            let line = (0..<length).map { pieces[($0 * 7 + $0 / 5) % pieces.count] }.joined()
            let scalars = Array(line.unicodeScalars)
            for column in Set([1, 2, 80, 81, 82, 159, 160, 161, 162, 163, 500, 1_000, 1_999, length, length + 1]) where column >= 1 && column <= scalars.count + 1 {
                let before = String(String.UnicodeScalarView(scalars.prefix(column - 1)))
                let text = "first line\r\n" + line + "\nlast line"
                let bytes = Array(text.utf8)
                let lineStart = "first line\r\n".utf8.count
                let offset = lineStart + before.utf8.count
                let expected = SourceExcerpt.clip(line, column: column).map { ($0.line, Optional($0.column)) } ?? (line, nil)
                let excerpt = bytes.withUnsafeBufferPointer { SourceExcerpt.around(offset, column: column, lineStart: lineStart, in: $0) }
                #expect(excerpt.line == expected.0 && excerpt.caretColumn == expected.1, "line of \(length), column \(column)")
            }
        }
    }

    /// Bytes after the caret are not read yet when a warning is made, so they may not be
    /// UTF-8; they show as the whole line decoded would show them.
    @Test func bytesThatAreNotUTF8AfterTheCaretShowAsInTheWholeLine() {
        for tail in [[0xFF], [0xE4, 0xB8], [0x80, 0x80, 0x41]] as [[UInt8]] {
            for count in [10, 200, 1_000] {
                let bytes = Array(repeating: UInt8(ascii: "a"), count: count) + tail + Array(repeating: UInt8(ascii: "b"), count: count)
                let line = String(decoding: bytes, as: UTF8.self)
                let expected = SourceExcerpt.clip(line, column: count + 1).map { ($0.line, Optional($0.column)) } ?? (line, nil)
                let excerpt = bytes.withUnsafeBufferPointer { SourceExcerpt.around(count, column: count + 1, lineStart: 0, in: $0) }
                #expect(excerpt.line == expected.0 && excerpt.caretColumn == expected.1, "\(tail) after \(count)")
            }
        }
    }
}

/// Where a merge left git's conflict markers: at the start of a line, seven or more of one
/// marker character, alone or before a space.
@Suite struct MergeMarkerTests {
    @Test(arguments: [
        ("a\nb\n<<<<<<< HEAD\nc\n", 3),
        ("a\r\n=======\r\nb\r\n", 2),
        ("|||||||| base\n", 1),
        (">>>>>>>\n", 1),
        ("a\n<<<<<< six\n", nil),
        ("a\n=======x\n", nil),
        ("a\n  <<<<<<< indented\n", nil),
        ("key: <<<<<<< value\n", nil),
        ("", nil),
        ("a\n>>>>>>> feature", 2),
        ("x\n=======", 2),
        ("<<<<<<<<<<<< longer\n", 1),
        ("a\n======", nil),
    ] as [(String, Int?)])
    func markersAreFoundAtTheStartOfALine(text: String, line: Int?) {
        #expect(SourceText(path: "gen.yml", text: text).mergeMarkerLine == line)
    }
}
