import Diagnostics
import Testing
import YAMLReader

/// One YAML mistake and the error gen reports for it.
struct YAMLMistake: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var line: Int
    var column: Int
    var message: String
    var hint: String?

    var testDescription: String { name }
}

/// libyaml's errors put in plain words, at the place where the mistake starts.
@Suite struct YAMLSyntaxErrorTests {
    static let mistakes: [YAMLMistake] = [
        // The two from the issue.
        YAMLMistake(
            name: "unclosed quote on line 4 of 6",
            text: "module: Jacob\nendpoints:\n  - name: Home\n    path: \"/home\n  - name: Search\n    path: /search\n",
            line: 4, column: 11, message: "this quoted string is never closed",
            hint: "close it with \" at the end of the value; write \\\" for a quote inside it"
        ),
        YAMLMistake(
            name: "list item key without its colon",
            text: "endpoints:\n  - name Products\n    method: GET\n",
            line: 2, column: 5, message: "'name Products' needs a colon after the key: name: Products",
            hint: "in a mapping, each line is 'key: value', with a space after the colon"
        ),
        // Quotes.
        YAMLMistake(
            name: "unclosed single quote",
            text: "module: 'Jacob\nendpoints: []\n",
            line: 1, column: 9, message: "this quoted string is never closed",
            hint: "close it with ' at the end of the value; write '' for a quote inside it"
        ),
        YAMLMistake(
            name: "unclosed quote at the end of a file without a newline",
            text: "module: \"Jacob",
            line: 1, column: 9, message: "this quoted string is never closed",
            hint: "close it with \" at the end of the value; write \\\" for a quote inside it"
        ),
        YAMLMistake(
            name: "unclosed quote before a document marker",
            text: "module: \"Jacob\n---\n",
            line: 1, column: 9, message: "this quoted string is never closed",
            hint: "close it with \" at the end of the value; write \\\" for a quote inside it"
        ),
        YAMLMistake(
            name: "unclosed quote closed by the next line's quote",
            text: "module: Jacob\nendpoints:\n  - name: \"Home\n    path: /home\n  - name: \"Search\"\n",
            line: 3, column: 11, message: "this quoted string is never closed on its line; YAML reads on to the quote on line 5",
            hint: "close it with \" at the end of the value; write \\\" for a quote inside it"
        ),
        YAMLMistake(
            name: "unclosed quote after an anchor",
            text: "a: &x \"abc\nb: \"d\"\n",
            line: 1, column: 7, message: "this quoted string is never closed on its line; YAML reads on to the quote on line 2",
            hint: "close it with \" at the end of the value; write \\\" for a quote inside it"
        ),
        YAMLMistake(
            name: "single quote inside single quotes",
            text: "summary: 'it's here'\n",
            line: 1, column: 13, message: "this quote ends the string, and more text follows it",
            hint: "to put the quote inside the string, write 'it''s here'"
        ),
        YAMLMistake(
            name: "double quotes inside double quotes",
            text: "summary: \"say \"hi\"\"\n",
            line: 1, column: 15, message: "this quote ends the string, and more text follows it",
            hint: "to put the quote inside the string, write \"say \\\"hi\\\"\""
        ),
        YAMLMistake(
            name: "text after a closing quote",
            text: "summary: \"abc\" def\n",
            line: 1, column: 14, message: "this quote ends the string, and more text follows it",
            hint: "quote the whole value, or remove what follows the closing quote"
        ),
        YAMLMistake(
            name: "unknown escape",
            text: "path: \"C:\\q\"\n",
            line: 1, column: 10, message: "'\\q' is not an escape YAML knows",
            hint: "write \\\\ for a backslash, or use single quotes, where a backslash is plain text"
        ),
        YAMLMistake(
            name: "short unicode escape",
            text: "a: \"\\u12\"\n",
            line: 1, column: 5, message: "'\\u' must be followed by 4 hexadecimal digits",
            hint: "write \\\\ for a backslash, or use single quotes, where a backslash is plain text"
        ),
        // Colons.
        YAMLMistake(
            name: "mapping key without its colon",
            text: "endpoints:\n  - name: Home\n    path /home\n    method: GET\n",
            line: 3, column: 5, message: "'path /home' needs a colon after the key: path: /home",
            hint: "in a mapping, each line is 'key: value', with a space after the colon"
        ),
        YAMLMistake(
            name: "top-level key without its colon",
            text: "module Jacob\nendpoints: []\n",
            line: 1, column: 1, message: "'module Jacob' needs a colon after the key: module: Jacob",
            hint: "in a mapping, each line is 'key: value', with a space after the colon"
        ),
        YAMLMistake(
            name: "key without its colon between two keys",
            text: "module: Jacob\nendpoints\naccess: public\n",
            line: 2, column: 1, message: "'endpoints' needs a colon after the key: endpoints:",
            hint: "in a mapping, each line is 'key: value', with a space after the colon"
        ),
        YAMLMistake(
            name: "key without the space after its colon",
            text: "endpoints:\n  - name:Products\n    method: GET\n",
            line: 2, column: 5, message: "'name:Products' needs a space after the colon: name: Products",
            hint: "in a mapping, each line is 'key: value', with a space after the colon"
        ),
        YAMLMistake(
            name: "list item without its colon, a comment before the next key",
            text: "- name Products\n  # the products\n  method: GET\n",
            line: 1, column: 3, message: "'name Products' needs a colon after the key: name: Products",
            hint: "in a mapping, each line is 'key: value', with a space after the colon"
        ),
        YAMLMistake(
            name: "a list item without its dash",
            text: "- Home\n- Search\nProducts\n",
            line: 3, column: 1, message: "'Products' needs a colon after the key: Products:",
            hint: "in a mapping, each line is 'key: value', with a space after the colon; or write '- Products' if it is an item of the list above"
        ),
        YAMLMistake(
            name: "a second ': ' in a value",
            text: "summary: Note: read this\n",
            line: 1, column: 10, message: "the value 'Note: read this' holds ': ', which YAML reads as the start of a key",
            hint: "put the value in quotes: summary: 'Note: read this'"
        ),
        // Tabs.
        YAMLMistake(
            name: "tab indentation",
            text: "endpoints:\n\t- name: Home\n",
            line: 2, column: 1, message: "gen.yml is indented with a tab; YAML allows only spaces",
            hint: "replace the tab with spaces"
        ),
        YAMLMistake(
            name: "tab indentation after a value",
            text: "module: Jacob\n\taccess: public\n",
            line: 2, column: 1, message: "gen.yml is indented with a tab; YAML allows only spaces",
            hint: "replace the tab with spaces"
        ),
        YAMLMistake(
            name: "tab after spaces",
            text: "a: b\n  \tc: d\n",
            line: 2, column: 3, message: "gen.yml is indented with a tab; YAML allows only spaces",
            hint: "replace the tab with spaces"
        ),
        YAMLMistake(
            name: "tab in a block scalar",
            text: "summary: |\n\tline\n",
            line: 2, column: 1, message: "gen.yml is indented with a tab; YAML allows only spaces",
            hint: "replace the tab with spaces"
        ),
        // Indentation.
        YAMLMistake(
            name: "key between the item's keys and the list",
            text: "endpoints:\n  - name: Home\n   method: GET\n",
            line: 3, column: 4, message: "'method' is indented by 3 spaces, which lines it up with nothing above it",
            hint: "indent it by 4 spaces like 'name' on line 2 to make it part of that item, or start a new item with '- ' like the one on line 2"
        ),
        YAMLMistake(
            name: "key lined up with the list's dash",
            text: "endpoints:\n  - name: Home\n  path: /home\n",
            line: 3, column: 3, message: "'path' is lined up with the '-' on line 2, where only a new list item may start",
            hint: "indent it by 4 spaces like 'name' on line 2 to make it part of that item, or start a new item with '- '"
        ),
        YAMLMistake(
            name: "key between two mapping levels",
            text: "a:\n  b: c\n d: e\n",
            line: 3, column: 2, message: "'d' is indented by 1 space, which lines it up with nothing above it",
            hint: "indent it by 2 spaces like 'b' on line 2, or start it at the first column like 'a' on line 1"
        ),
        YAMLMistake(
            name: "key indented under a key that has a value",
            text: "module: Jacob\n  access: public\n",
            line: 2, column: 3, message: "'access' is indented under 'module', which already has a value",
            hint: "start it at the first column like 'module' on line 1 to make it a key beside it"
        ),
        YAMLMistake(
            name: "key indented under a quoted value",
            text: "module: \"Jacob\"\n  access: public\n",
            line: 2, column: 3, message: "'access' is indented under 'module', which already has a value",
            hint: "start it at the first column like 'module' on line 1 to make it a key beside it"
        ),
        YAMLMistake(
            name: "line less indented than a block scalar",
            text: "summary: |\n  line one\n line two\n",
            line: 3, column: 2, message: "'line' is indented less than the text of 'summary' above it",
            hint: "indent it like the text above to go on with it, or start it at the first column like 'summary' on line 1 to start a new key"
        ),
        YAMLMistake(
            name: "list item among keys",
            text: "module: Jacob\n- Home\n",
            line: 2, column: 1, message: "a list item cannot stand among the keys of a mapping",
            hint: "put the list under a key of its own ('key:' on the line above it, the items indented), or write this line as 'key: value'"
        ),
        YAMLMistake(
            name: "list item off its list's column",
            text: "endpoints:\n- name: Home\n  path: /home\n - name: Search\n",
            line: 4, column: 2, message: "this '-' is not lined up with the '-' of the list on line 2",
            hint: "start it at the first column like the '-' on line 2"
        ),
        YAMLMistake(
            name: "list item without a space after its dash",
            text: "endpoints:\n  - name: Home\n  -name: Search\n",
            line: 3, column: 3, message: "a list item needs a space after its '-'",
            hint: "write '- name: Search'"
        ),
        YAMLMistake(
            name: "first line indented more than the rest",
            text: "  module: Jacob\naccess: public\n",
            line: 2, column: 1, message: "'access' is indented less than the first line of gen.yml",
            hint: "begin every top-level key at the same column as the first one"
        ),
        YAMLMistake(
            name: "list on the line of its key",
            text: "endpoints: - Home\n",
            line: 1, column: 12, message: "a list cannot begin on the line of its key 'endpoints'",
            hint: "put '- Home' on a line of its own below 'endpoints:', indented, or quote the value if the '-' is text"
        ),
        // Brackets.
        YAMLMistake(
            name: "unclosed flow list",
            text: "module: Jacob\nendpoints:\n  - name: Home\n    path: [/home\n",
            line: 4, column: 11, message: "this list is never closed", hint: "close it with ']' after its last item"
        ),
        YAMLMistake(
            name: "unclosed flow list followed by a key",
            text: "tags: [a, b\nmodule: Jacob\n",
            line: 1, column: 7, message: "this list is never closed", hint: "close it with ']' after its last item"
        ),
        YAMLMistake(
            name: "unclosed flow mapping",
            text: "paging: {page: p\nmodule: Jacob\n",
            line: 1, column: 9, message: "this mapping is never closed", hint: "close it with '}' after its last entry"
        ),
        YAMLMistake(
            name: "unclosed flow list at the end of the file",
            text: "tags: [\n",
            line: 1, column: 7, message: "this list is never closed", hint: "close it with ']' after its last item"
        ),
        YAMLMistake(
            name: "list closed with a brace",
            text: "a: {b: [1, 2}\n",
            line: 1, column: 13, message: "this '}' cannot close the list opened at line 1, column 8; a list ends with ']'",
            hint: "close each '[' with ']' and each '{' with '}'"
        ),
        YAMLMistake(
            name: "missing comma in a flow mapping",
            text: "paging: {page: p size: s}\n",
            line: 1, column: 22, message: "expected ',' or '}' here, after an entry of the mapping opened at column 9",
            hint: "separate the entries with ', ', and quote an entry that holds ': ' or brackets"
        ),
        YAMLMistake(
            name: "extra closing bracket",
            text: "tags: [a, b]]\n",
            line: 1, column: 13, message: "this ']' closes no list", hint: "remove it, or add the '[' it should close"
        ),
        YAMLMistake(
            name: "closing brace as a value",
            text: "a: }\n",
            line: 1, column: 4, message: "this '}' closes no mapping", hint: "remove it, or add the '{' it should close"
        ),
        YAMLMistake(
            name: "double comma in a flow list",
            text: "tags: [a,, b]\n",
            line: 1, column: 10, message: "a value is missing before this ','", hint: "remove the extra ','"
        ),
        YAMLMistake(
            name: "text after a flow list",
            text: "tags: [a]b\n",
            line: 1, column: 10, message: "more text follows the ']' that closes this list", hint: "remove it, or quote the whole value"
        ),
        YAMLMistake(
            name: "flow list as a key, never closed",
            text: "module: Jacob\n[\naccess: public\n",
            line: 2, column: 1, message: "this list is never closed", hint: "close it with ']' after its last item"
        ),
        YAMLMistake(
            name: "colon without a space inside brackets",
            text: "paging: {page:{ p}\n",
            line: 1, column: 14, message: "inside brackets, this ':' needs a space after it",
            hint: "write ': ' with a space after the key, or quote the value that holds the ':'"
        ),
        YAMLMistake(
            name: "key missing inside brackets",
            text: "tags: [a,: b]\n",
            line: 1, column: 10, message: "a key is missing before this ':'",
            hint: "write the key before the ':', or quote the value if the ':' is text"
        ),
        YAMLMistake(
            name: "dash inside brackets",
            text: "tags: [a,- b]\n",
            line: 1, column: 10, message: "'-' cannot begin a value inside brackets without quotes", hint: "put the value in quotes"
        ),
        YAMLMistake(
            name: "block list after an unclosed bracket",
            text: "files: [\n  - a.swift\n",
            line: 1, column: 8, message: "this list is never closed", hint: "close it with ']' after its last item"
        ),
        YAMLMistake(
            name: "flow mapping after a key without its colon",
            text: "options {flag: true, size: 2}\n",
            line: 1, column: 1, message: "'options {flag: true, size: 2}' needs a colon after the key: options: {flag: true, size: 2}",
            hint: "in a mapping, each line is 'key: value', with a space after the colon"
        ),
        YAMLMistake(
            name: "key without its colon above a list",
            text: "files\n  - Client.swift\n  - name: Models.swift\n",
            line: 1, column: 1, message: "'files' needs a colon after the key: files:",
            hint: "in a mapping, each line is 'key: value', with a space after the colon"
        ),
        YAMLMistake(
            name: "colon at the start of a line",
            text: "module: Jacob\n: public\n",
            line: 2, column: 1, message: "a key is missing before this ':'",
            hint: "write the key before the ':', or quote the value if the ':' is text"
        ),
        // Reserved characters and other marks.
        YAMLMistake(
            name: "value beginning with @",
            text: "author: @jacob\n",
            line: 1, column: 9, message: "'@' cannot begin a value without quotes; YAML reserves it", hint: "put the value in quotes: '@jacob'"
        ),
        YAMLMistake(
            name: "value beginning with a backtick",
            text: "code: `x`\n",
            line: 1, column: 7, message: "'`' cannot begin a value without quotes; YAML reserves it", hint: "put the value in quotes: '`x`'"
        ),
        YAMLMistake(
            name: "value beginning with %",
            text: "rate: %5\n",
            line: 1, column: 7, message: "'%' cannot begin a value without quotes", hint: "put the value in quotes: '%5'"
        ),
        YAMLMistake(
            name: "line beginning with %",
            text: "%done: yes\n",
            line: 1, column: 1, message: "a line cannot begin with '%', which starts a YAML directive", hint: "put the text in quotes: '%done'"
        ),
        YAMLMistake(
            name: "alias without a name",
            text: "a: *\n",
            line: 1, column: 4, message: "'*' must be followed by the name of an anchor", hint: "put the value in quotes if the '*' is text: '*'"
        ),
        YAMLMistake(
            name: "anchor without a name",
            text: "a: & x\n",
            line: 1, column: 4, message: "'&' must be followed by the anchor's name", hint: "put the value in quotes if the '&' is text: '& x'"
        ),
        YAMLMistake(
            name: "anchor name with a bracket",
            text: "base: &pag{ing\n",
            line: 1, column: 11, message: "an anchor's name cannot hold '{'",
            hint: "end the name with a space, or quote the value if the '&' is text: '&pag{ing'"
        ),
        YAMLMistake(
            name: "question mark after a flow list",
            text: "tags: [a]?\n",
            line: 1, column: 10, message: "more text follows the ']' that closes this list", hint: "remove it, or quote the whole value"
        ),
        YAMLMistake(
            name: "unknown alias",
            text: "a: *paging\n",
            line: 1, column: 4, message: "unknown alias '*paging'", hint: "define '&paging' before using it"
        ),
        YAMLMistake(
            name: "anchor defined twice",
            text: "a: &x 1\nb: &x 2\n",
            line: 2, column: 4, message: "anchor '&x' is already defined on line 1",
            hint: "rename one of the two; each alias '*x' would otherwise mean the one defined last before it"
        ),
        YAMLMistake(
            name: "text after a block scalar's indicator",
            text: "summary: |text\n",
            line: 1, column: 11, message: "text cannot follow '|' on its line",
            hint: "put the text on the lines below, indented, or quote the value if the '|' is part of it"
        ),
        YAMLMistake(
            name: "undefined tag handle",
            text: "a: !x!y 1\n",
            line: 1, column: 4, message: "unsupported YAML tag '!x!y'",
            hint: "gen reads no YAML tags but !!str, !!seq and !!map; remove the tag, or quote the value to read it as a string"
        ),
        YAMLMistake(
            name: "control character",
            text: "module: Jacob\u{01}\n",
            line: 1, column: 14, message: "gen.yml holds a control character (U+0001), which YAML does not allow", hint: "remove it"
        ),
        YAMLMistake(
            name: "text after the end of the document",
            text: "module: Jacob\n...\naccess: public\n",
            line: 3, column: 1, message: "more text follows the end of the YAML document", hint: nil
        ),
        // Positions count what SourceText counts.
        YAMLMistake(
            name: "CRLF line ends",
            text: "module: Jacob\r\nsummary: \"abc\r\n",
            line: 2, column: 10, message: "this quoted string is never closed",
            hint: "close it with \" at the end of the value; write \\\" for a quote inside it"
        ),
        YAMLMistake(
            name: "non-ASCII text before the mistake",
            text: "summary: élan\nname: \"café\n",
            line: 2, column: 7, message: "this quoted string is never closed",
            hint: "close it with \" at the end of the value; write \\\" for a quote inside it"
        ),
    ]

    @Test(arguments: mistakes)
    func eachMistakeIsReportedWhereItStarts(_ mistake: YAMLMistake) throws {
        let diagnostic = try #require(diagnostics(mistake.text).first)
        #expect(diagnostic.message == mistake.message)
        #expect(diagnostic.location?.position == SourcePosition(line: mistake.line, column: mistake.column))
        #expect(diagnostic.hint == mistake.hint)
    }

    @Test func aColonWithoutASpaceInAPlainValueIsFine() throws {
        #expect(diagnostics("path: http://example.com/a:b\nsummary: 12:30\n").isEmpty)
    }

    /// The issue's two cases, as a user sees them.
    @Test func theIssuesCasesPrintTheLineOfTheMistake() {
        let unclosed = "module: Jacob\nendpoints:\n  - name: Home\n    path: \"/home\n  - name: Search\n    path: /search\n"
        #expect(render(unclosed) == """
        gen.yml:4:11: error: this quoted string is never closed
            path: "/home
                  ^
        note: close it with " at the end of the value; write \\" for a quote inside it
        """)
        #expect(render("endpoints:\n  - name Products\n    method: GET\n") == """
        gen.yml:2:5: error: 'name Products' needs a colon after the key: name: Products
          - name Products
            ^
        note: in a mapping, each line is 'key: value', with a space after the colon
        """)
    }

    /// A gen.yml two branches both changed reads as YAML mistakes about its markers
    /// (`'<<<<<<< HEAD' needs a colon after the key`); some markers would even parse.
    @Test func mergeConflictMarkersAreNamedAtTheFirst() {
        let merged = "module: Jacob\nendpoints:\n<<<<<<< HEAD\n  - name: Product\n=======\n  - name: Item\n>>>>>>> feature\n"
        #expect(render(merged) == """
        gen.yml:3:1: error: a merge left its conflict markers in gen.yml
        <<<<<<< HEAD
        ^
        note: keep one side's lines between the markers
        """)
    }

    @Test func theTabMessageNamesTheFileRead() throws {
        let diagnostic = try #require(diagnostics("files:\n\t- a.swift\n", path: "templates/rxswift/set.yml").first)
        #expect(diagnostic.message == "set.yml is indented with a tab; YAML allows only spaces")
    }

    private func diagnostics(_ text: String, path: String = "gen.yml") -> [Diagnostic] {
        do throws(DiagnosticError) {
            _ = try YAMLReader.read(SourceText(path: path, text: text))
            return []
        } catch {
            return error.diagnostics
        }
    }

    private func render(_ text: String) -> String {
        DiagnosticRenderer.render(diagnostics(text))
    }
}
