import Diagnostics
import Foundation
import JSONReader
import Testing

/// Positions, source order, and the behaviour the README's Samples section promises beyond
/// the grammar.
@Suite struct JSONReaderTests {
    private func read(_ text: String) throws -> JSONValue {
        try JSONReader.read(text, path: "t.json").value
    }

    private func members(_ value: JSONValue) -> [JSONMember] {
        guard case .object(let members) = value.kind else { return [] }
        return members
    }

    private func elements(_ value: JSONValue) -> [JSONValue] {
        guard case .array(let elements) = value.kind else { return [] }
        return elements
    }

    @Test func numbersKeepTheirLiteralText() throws {
        #expect(try read("-0").kind == .number(JSONNumber(literal: "-0", isIntegerLiteral: true)))
        #expect(try read("1.0").kind == .number(JSONNumber(literal: "1.0", isIntegerLiteral: false)))
        #expect(try read("1.5e3").kind == .number(JSONNumber(literal: "1.5e3", isIntegerLiteral: false)))
        #expect(try read("1E400").kind == .number(JSONNumber(literal: "1E400", isIntegerLiteral: false)))
        #expect(try read("123456789012345678901234567890").kind == .number(JSONNumber(literal: "123456789012345678901234567890", isIntegerLiteral: true)))
    }

    @Test func objectsKeepSourceOrderAndEveryValueItsPosition() throws {
        let value = try read("{\n  \"b\": 1,\n  \"a\": [true, {}, \"x\"],\n\t\"c\":\n    null\n}")
        #expect(value.position == SourcePosition(line: 1, column: 1))
        let object = members(value)
        #expect(object.map(\.key) == ["b", "a", "c"])
        #expect(object.map(\.keyPosition) == [SourcePosition(line: 2, column: 3), SourcePosition(line: 3, column: 3), SourcePosition(line: 4, column: 2)])
        #expect(object.map(\.value.position) == [SourcePosition(line: 2, column: 8), SourcePosition(line: 3, column: 8), SourcePosition(line: 5, column: 5)])
        #expect(elements(object[1].value).map(\.position) == [SourcePosition(line: 3, column: 9), SourcePosition(line: 3, column: 15), SourcePosition(line: 3, column: 19)])
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let object = members(try read("{\"名前\": \"é😀\", \"x\": [\"\\u00e9\", 1]}"))
        #expect(object[1].keyPosition == SourcePosition(line: 1, column: 14))
        #expect(elements(object[1].value).map(\.position) == [SourcePosition(line: 1, column: 20), SourcePosition(line: 1, column: 30)])
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let document = try JSONReader.read([0xEF, 0xBB, 0xBF] + Array("[1,\n 2]".utf8), path: "t.json")
        #expect(document.value.position == SourcePosition(line: 1, column: 1))
        #expect(elements(document.value).map(\.position) == [SourcePosition(line: 1, column: 2), SourcePosition(line: 2, column: 2)])
    }

    @Test func duplicateKeysAreWarningsNamingBothPlaces() throws {
        let document = try JSONReader.read("{\"a\": 1,\n \"b\": {\"a\": 2},\n \"a\": 3, \"a\": 4}", path: "t.json")
        #expect(members(document.value).map(\.key) == ["a", "b", "a", "a"])
        #expect(DiagnosticRenderer.render(document.warnings) == """
        t.json:3:2: warning: duplicate key "a"; the object already has it at t.json:1:2
         "a": 3, "a": 4}
         ^
        note: decoders keep only one of the two values
        t.json:3:10: warning: duplicate key "a"; the object already has it at t.json:1:2
         "a": 3, "a": 4}
                 ^
        note: decoders keep only one of the two values
        """)
    }

    /// Keys are the same when their `String`s are: escapes decoded, canonically equivalent
    /// scalars equal, as a decoder's dictionary sees them.
    @Test func duplicateKeysAreFoundHoweverTheyAreWritten() throws {
        let document = try JSONReader.read(#"{"a": 1, "\u0061": 2, "é": 3, "e\u0301": 4, "K": 5, "\u212A": 6}"#, path: "t.json")
        #expect(document.warnings.map(\.message) == [
            "duplicate key \"a\"; the object already has it at t.json:1:2",
            "duplicate key \"é\"; the object already has it at t.json:1:23",
            "duplicate key \"K\"; the object already has it at t.json:1:45",
        ])
    }

    @Test func duplicateKeysAreFoundInLargeObjects() throws {
        let keys = (0..<100).map { "\"key\($0)\": \($0)" }
        let document = try JSONReader.read("{" + (keys + ["\"key7\": 0", "\"key99\": 0", "\"key100\": 0"]).joined(separator: ",\n") + "}", path: "t.json")
        #expect(members(document.value).count == 103)
        #expect(document.warnings.map(\.message) == [
            "duplicate key \"key7\"; the object already has it at t.json:8:1",
            "duplicate key \"key99\"; the object already has it at t.json:100:1",
        ])
    }

    @Test func numbersOutsideTheRangeOfDoubleAreWarnings() throws {
        let document = try JSONReader.read("[1E400, -1e309, 1e-400, 0e-400, 0.0e999, 1e308, 4.9e-324, \(String(repeating: "9", count: 400))]", path: "t.json")
        #expect(document.warnings.map(located) == [
            "1:2: the number 1E400 is too large for a Double",
            "1:9: the number -1e309 is too large for a Double",
            "1:17: the number 1e-400 is too small for a Double",
            "1:59: the number \(String(repeating: "9", count: 400)) is too large for a Double",
        ])
        #expect(document.warnings.first?.hint == "Swift's JSONDecoder rejects a response that holds it")
    }

    /// Found by `make fuzz` (seed 2, case 79): 1,111 warnings on one 485 KB line each carried
    /// and printed the whole line, 806 MB of output that took `gen lint` 47 s.
    @Test func warningsOnALongLineKeepOnlyThePartAroundTheirColumn() throws {
        let items = (0..<2_000).map { [0, 1_000, 1_999].contains($0) ? "\"padding\", 1e400" : "\"padding\", 1" }
        let line = "[" + items.joined(separator: ", ") + "]"
        let document = try JSONReader.read(line, path: "t.json")
        #expect(document.warnings.count == 3)
        let last = try #require(document.warnings.last)
        #expect(last.location?.position.column == line.count - 5)
        #expect(last.sourceLine == "…" + String(line.suffix(SourceExcerpt.width)))
        let rendered = DiagnosticRenderer.render(document.warnings)
        #expect(rendered.utf8.count < 3 * 600)
        let lastLines: [String] = rendered.split(separator: "\n").suffix(3).prefix(2).map(String.init)
        let excerpt: String = "…" + String(line.suffix(SourceExcerpt.width))
        let caret: String = String(repeating: " ", count: SourceExcerpt.width - 5) + "^"
        #expect(lastLines == [excerpt, caret])
        let middle = document.warnings[1]
        #expect(middle.sourceLine?.hasPrefix("…") == true && middle.sourceLine?.hasSuffix("…") == true)
        #expect(middle.caretColumn == SourceExcerpt.width / 2 + 2)
    }

    /// An error also carries the warnings found before it, so a report shows every problem
    /// up to the point reading stopped.
    @Test func errorsCarryTheWarningsBeforeThem() {
        #expect(throws: DiagnosticError.self) {
            try JSONReader.read("{\"a\": 1, \"a\": 2, \"b\": tru}", path: "t.json")
        }
        do {
            _ = try JSONReader.read("{\"a\": 1, \"a\": 2, \"b\": tru}", path: "t.json")
        } catch {
            #expect(error.diagnostics.map(\.severity) == [.warning, .error])
            #expect(error.diagnostics.map(located) == [
                "1:10: duplicate key \"a\"; the object already has it at t.json:1:2",
                "1:23: expected a JSON value, found 'tru'",
            ])
        }
    }

    @Test func diagnosticQuotesTheLineWithACaret() {
        do {
            _ = try JSONReader.read("{\n\t\"naïve\": tru\n}", path: "s.json")
            Issue.record("expected an error")
        } catch {
            #expect(DiagnosticRenderer.render(error.diagnostics) == """
            s.json:2:11: error: expected a JSON value, found 'tru'
             "naïve": tru
                      ^
            note: JSON values are objects, arrays, strings in double quotes, numbers, true, false and null
            """)
        }
    }

    @Test func nestingStopsAtTheLimitWithALocatedError() {
        #expect(located(String(repeating: "[", count: 100_000)) == "1:513: nesting is deeper than 512 levels")
        #expect(located(String(repeating: "{\"a\":", count: 100_000)) == "1:2561: nesting is deeper than 512 levels")
        #expect(located(String(repeating: "[", count: 513) + String(repeating: "]", count: 513)) == "1:513: nesting is deeper than 512 levels")
        #expect(readingError(Array((String(repeating: "[", count: 512) + String(repeating: "]", count: 512)).utf8)) == nil)
        #expect(readingError(Array(String(repeating: "[", count: 512).utf8))?.message == "expected a value in the array, found end of file")
    }

    /// Reading does not recurse, and releasing the deepest tree allowed fits in half the
    /// 512 KB stack of a secondary thread on macOS, in a debug build.
    @Test func deepestDocumentIsSafeOnASmallStack() {
        let depth = JSONReader.maximumDepth
        let opening = (0..<depth).map { $0 % 2 == 0 ? "[1, " : "{\"k\": " }.joined()
        let closing = (0..<depth).reversed().map { $0 % 2 == 0 ? "]" : "}" }.joined()
        let outcome = onThread(stackSize: 256 * 1024) {
            [opening + "true" + closing, String(repeating: "[", count: 100_000)].map { located($0) ?? "read" }
        }
        #expect(outcome == ["read", "1:513: nesting is deeper than 512 levels"])
    }

    private func onThread(stackSize: Int, _ work: @escaping @Sendable () -> [String]) -> [String] {
        final class Outcome: @unchecked Sendable {
            var text: [String] = []
        }
        let outcome = Outcome()
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            outcome.text = work()
            finished.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        finished.wait()
        return outcome.text
    }
}
