import Diagnostics
import JSONReader
import Testing

@Suite struct JSONReaderTests {
    private func read(_ text: String) throws -> JSONValue {
        try JSONReader.read(text, path: "t.json").value
    }

    /// The first diagnostic for invalid input, as `line:column: message`.
    private func failure(_ text: String) -> String? {
        do {
            _ = try JSONReader.read(text, path: "t.json")
            return nil
        } catch {
            guard let diagnostic = error.diagnostics.first, let location = diagnostic.location else { return "no location" }
            return "\(location.position.line):\(location.position.column): \(diagnostic.message)"
        }
    }

    @Test func readsScalarsAtTopLevel() throws {
        #expect(try read("true").kind == .bool(true))
        #expect(try read(" null ").kind == .null)
        #expect(try read("\"a\"").kind == .string("a"))
        #expect(try read("-0").kind == .number(JSONNumber(literal: "-0", isIntegerLiteral: true)))
        #expect(try read("1.5e3").kind == .number(JSONNumber(literal: "1.5e3", isIntegerLiteral: false)))
        #expect(try read("1E400").kind == .number(JSONNumber(literal: "1E400", isIntegerLiteral: false)))
        #expect(try read("123456789012345678901234567890").kind == .number(JSONNumber(literal: "123456789012345678901234567890", isIntegerLiteral: true)))
    }

    @Test func objectsKeepSourceOrderAndPositions() throws {
        let value = try read("{\n  \"b\": 1,\n  \"a\": [true, {}]\n}")
        guard case .object(let members) = value.kind else {
            Issue.record("expected an object")
            return
        }
        #expect(members.map(\.key) == ["b", "a"])
        #expect(members[1].keyPosition == SourcePosition(line: 3, column: 3))
        #expect(members[1].value.position == SourcePosition(line: 3, column: 8))
        guard case .array(let elements) = members[1].value.kind else {
            Issue.record("expected an array")
            return
        }
        #expect(elements[1].position == SourcePosition(line: 3, column: 15))
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let value = try read("{\"名前\": \"é\", \"x\": 1}")
        guard case .object(let members) = value.kind else {
            Issue.record("expected an object")
            return
        }
        #expect(members[1].keyPosition.column == 13)
    }

    @Test func decodesEscapes() throws {
        #expect(try read(#""a\"b\\c\/d\b\f\n\r\t\u00e9\ud83d\ude00""#).kind == .string("a\"b\\c/d\u{8}\u{c}\n\r\té😀"))
    }

    @Test func skipsByteOrderMark() throws {
        #expect(try JSONReader.read([0xEF, 0xBB, 0xBF] + Array("[1]".utf8), path: "t.json").value.position == SourcePosition(line: 1, column: 1))
    }

    @Test func duplicateKeysAreWarnings() throws {
        let document = try JSONReader.read("{\"a\": 1,\n \"a\": 2}", path: "t.json")
        #expect(document.warnings.map(\.message) == ["duplicate key \"a\"; the object already has it at t.json:1:2"])
        #expect(document.warnings.first?.location?.position == SourcePosition(line: 2, column: 2))
    }

    @Test(arguments: [
        ("", "1:1: expected a JSON value, found end of file"),
        ("  \n ", "2:2: expected a JSON value, found end of file"),
        ("[1] 2", "1:5: expected end of file after the JSON value, found '2'"),
        ("{\"a\" 1}", "1:6: expected ':' after the key \"a\", found '1'"),
        ("{\"a\": 1,}", "1:9: expected a key after ',', found '}'"),
        ("{a: 1}", "1:2: expected a key in double quotes, found 'a'"),
        ("[1 2]", "1:4: expected ',' or ']' after an array element, found '2'"),
        ("[", "1:2: expected a value in the array, found end of file"),
        ("01", "1:1: numbers cannot have leading zeros"),
        ("1.", "1:3: expected a digit after the decimal point, found end of file"),
        ("1e+", "1:4: expected a digit in the exponent, found end of file"),
        ("-x", "1:2: expected a digit after '-', found 'x'"),
        (".5", "1:1: expected a JSON value, found '.'"),
        ("tru", "1:1: expected a JSON value, found 'tru'"),
        ("nulls", "1:1: expected a JSON value, found 'nulls'"),
        ("\"abc", "1:5: unterminated string: expected '\"', found end of file"),
        ("\"a\nb\"", "1:3: a line break inside a string must be escaped"),
        ("\"\\x\"", "1:2: invalid escape '\\x' in string"),
        ("\"\\u12\"", "1:6: expected four hexadecimal digits after '\\u', found '\"'"),
        ("\"\\ud800\"", "1:2: unpaired high surrogate \\uD800 in string"),
        ("\"\\udc00\"", "1:2: unpaired low surrogate \\uDC00 in string"),
        ("// c\n1", "1:1: expected a JSON value, found '/'"),
    ])
    func rejectsInvalidInput(input: String, expected: String) {
        #expect(failure(input) == expected)
    }

    @Test func rejectsInvalidUTF8() {
        #expect(throws: DiagnosticError.self) {
            try JSONReader.read([0x22, 0x61, 0xFF, 0x22], path: "t.json")
        }
        do {
            _ = try JSONReader.read([0x22, 0x61, 0xFF, 0x22], path: "t.json")
        } catch {
            #expect(error.diagnostics.first?.message == "invalid UTF-8 byte 0xFF in string")
            #expect(error.diagnostics.first?.location?.position == SourcePosition(line: 1, column: 3))
        }
    }

    @Test func deepNestingStopsAtTheLimit() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(failure(deep) == "1:513: nesting is deeper than 512 levels")
        let allowed = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(failure(allowed) == nil)
    }

    @Test func diagnosticQuotesTheLine() {
        do {
            _ = try JSONReader.read("{\n  \"a\": tru\n}", path: "s.json")
        } catch {
            #expect(DiagnosticRenderer.render(error.diagnostics) == """
            s.json:2:8: error: expected a JSON value, found 'tru'
              "a": tru
                   ^
            note: JSON values are objects, arrays, strings in double quotes, numbers, true, false and null
            """)
        }
    }
}
