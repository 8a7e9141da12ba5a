import Diagnostics
import JSONReader
import Testing

/// Every rule of the RFC 8259 grammar, with inputs it accepts and inputs it rejects, each
/// rejection with its exact message, line and column, and hint.
@Suite struct GrammarTests {
    @Test(arguments: [
        // JSON-text = ws value ws; ws is space, tab, line feed and carriage return only.
        (" \t\n\r1 \t\n\r", "1"),
        ("\r\n[\r\n]\r\n", "[]"),
        // value: the three literals; any value may stand at the top level.
        ("true", "true"),
        ("false", "false"),
        ("null", "null"),
        // number = [ minus ] int [ frac ] [ exp ], kept as written.
        ("0", "0"),
        ("-0", "-0"),
        ("7", "7"),
        ("-12", "-12"),
        ("1234567890", "1234567890"),
        ("0.5", "0.5"),
        ("-0.0", "-0.0"),
        ("3.14159", "3.14159"),
        ("1e5", "1e5"),
        ("1E5", "1E5"),
        ("1e+5", "1e+5"),
        ("1e-5", "1e-5"),
        ("-1.5E-007", "-1.5E-007"),
        ("0e0", "0e0"),
        ("123456789012345678901234567890", "123456789012345678901234567890"),
        // string = quotation-mark *char quotation-mark
        (#""""#, #""""#),
        (#""abc""#, #""abc""#),
        (#"" !#[]~""#, #"" !#[]~""#),
        (#""\"\\\/\b\f\n\r\t""#, #""\"\\/\u{08}\u{0C}\n\r\t""#),
        (#""\u0041\u00e9\u00C9\u4e2D""#, #""A\u{00E9}\u{00C9}\u{4E2D}""#),
        (#""\ud83d\ude00\uD83D\uDE00""#, #""\u{0001F600}\u{0001F600}""#),
        (#""\u0000""#, #""\0""#),
        ("\"é日😀\u{7F}\"", #""\u{00E9}\u{65E5}\u{0001F600}\u{7F}""#),
        // array = begin-array [ value *( value-separator value ) ] end-array
        ("[]", "[]"),
        ("[ ]", "[]"),
        ("[1]", "[1]"),
        ("[1,\"a\",null,true,false,{},[]]", #"[1,"a",null,true,false,{},[]]"#),
        ("[[[]],[[1]]]", "[[[]],[[1]]]"),
        ("[ 1 , 2 ]", "[1,2]"),
        // object = begin-object [ member *( value-separator member ) ] end-object
        ("{}", "{}"),
        ("{ }", "{}"),
        (#"{"a":1}"#, #"{"a":1}"#),
        (#"{ "b" : 1 , "a" : [ 2 ] }"#, #"{"b":1,"a":[2]}"#),
        (#"{"":0,"z":{"y":{}}}"#, #"{"":0,"z":{"y":{}}}"#),
        (#"{"\u00e9":1,"é":2}"#, #"{"\u{00E9}":1,"\u{00E9}":2}"#),
    ])
    func accepts(input: String, expected: String) throws {
        #expect(compact(try JSONReader.read(input, path: "t.json").value) == expected)
    }

    @Test(arguments: [
        // JSON-text: exactly one value, nothing after it but white space.
        ("", "1:1: expected a JSON value, found end of file", "a sample holds one JSON value, for example {} or []"),
        ("  \n ", "2:2: expected a JSON value, found end of file", "a sample holds one JSON value, for example {} or []"),
        ("[1] 2", "1:5: expected end of file after the JSON value, found '2'", "a sample holds exactly one JSON value"),
        ("{}}", "1:3: expected end of file after the JSON value, found '}'", "a sample holds exactly one JSON value"),
        ("{\"a\":1}//", "1:8: expected end of file after the JSON value, found '/'", "JSON has no comments; remove them from the sample"),
        ("[1]\u{0}", "1:4: expected end of file after the JSON value, found '\\0'", "a sample holds exactly one JSON value"),
        // ws: no other white space.
        ("\u{0B}1", "1:1: expected a JSON value, found '\\u{0B}'", nil),
        ("1\u{A0}", "1:2: expected end of file after the JSON value, found '\\u{00A0}'", "a sample holds exactly one JSON value"),
        ("\u{FEFF}\u{FEFF}1", "1:1: expected a JSON value, found '\\u{FEFF}'", nil),
        // value: lowercase literals only; no other words.
        ("tru", "1:1: expected a JSON value, found 'tru'", "JSON values are objects, arrays, strings in double quotes, numbers, true, false and null"),
        ("nulls", "1:1: expected a JSON value, found 'nulls'", "JSON values are objects, arrays, strings in double quotes, numbers, true, false and null"),
        ("True", "1:1: expected a JSON value, found 'True'", "JSON values are objects, arrays, strings in double quotes, numbers, true, false and null"),
        ("NaN", "1:1: expected a JSON value, found 'NaN'", "JSON values are objects, arrays, strings in double quotes, numbers, true, false and null"),
        ("'a'", "1:1: expected a JSON value, found '''", "JSON strings use double quotes"),
        ("// c\n1", "1:1: expected a JSON value, found '/'", "JSON has no comments; remove them from the sample"),
        // object
        ("{", "1:2: expected a key in double quotes, found end of file", nil),
        ("{a:1}", "1:2: expected a key in double quotes, found 'a'", "JSON keys are strings: put the key in double quotes"),
        ("{'a':1}", "1:2: expected a key in double quotes, found '''", "JSON keys use double quotes"),
        ("{1:2}", "1:2: expected a key in double quotes, found '1'", "JSON keys are strings: put the key in double quotes"),
        ("{,}", "1:2: expected a key in double quotes, found ','", nil),
        ("{[]}", "1:2: expected a key in double quotes, found '['", nil),
        ("{\"a\"", "1:5: expected ':' after the key \"a\", found end of file", nil),
        ("{\"a\" 1}", "1:6: expected ':' after the key \"a\", found '1'", nil),
        ("{\"a\"::1}", "1:6: expected a JSON value, found ':'", nil),
        ("{\"a\":", "1:6: expected a value for the key \"a\", found end of file", nil),
        ("{\"a\":}", "1:6: expected a JSON value, found '}'", nil),
        ("{\"a\":1", "1:7: expected ',' or '}' after the value of \"a\", found end of file", nil),
        ("{\"a\":1 \"b\":2}", "1:8: expected ',' or '}' after the value of \"a\", found '\"'", nil),
        ("{\"a\":1,}", "1:8: expected a key after ',', found '}'", "JSON allows no comma after the last member; remove it"),
        ("{\"a\":1}}", "1:8: expected end of file after the JSON value, found '}'", "a sample holds exactly one JSON value"),
        // array
        ("[", "1:2: expected a value in the array, found end of file", nil),
        ("[1", "1:3: expected ',' or ']' after an array element, found end of file", nil),
        ("[1,", "1:4: expected a value in the array, found end of file", nil),
        ("[1,]", "1:4: expected a value after ',', found ']'", "JSON allows no comma after the last element; remove it"),
        ("[,1]", "1:2: expected a JSON value, found ','", nil),
        ("[1,,2]", "1:4: expected a JSON value, found ','", nil),
        ("[1 2]", "1:4: expected ',' or ']' after an array element, found '2'", nil),
        ("[1;2]", "1:3: expected ',' or ']' after an array element, found ';'", nil),
        ("[\"a\"\"b\"]", "1:5: expected ',' or ']' after an array element, found '\"'", nil),
        ("[{]", "1:3: expected a key in double quotes, found ']'", nil),
        // number
        ("-", "1:2: expected a digit after '-', found end of file", nil),
        ("-a", "1:2: expected a digit after '-', found 'a'", nil),
        ("- 1", "1:2: expected a digit after '-', found ' '", nil),
        ("-Infinity", "1:2: expected a digit after '-', found 'Infinity'", nil),
        ("+1", "1:1: expected a JSON value, found '+'", "JSON numbers start with a digit or '-'"),
        (".5", "1:1: expected a JSON value, found '.'", "JSON numbers start with a digit or '-'"),
        ("01", "1:1: expected a number without leading zeros, found '01'", "write the number without them, or as a string if the zeros matter"),
        ("-007.5", "1:1: expected a number without leading zeros, found '-007'", "write the number without them, or as a string if the zeros matter"),
        ("1.", "1:3: expected a digit after the decimal point, found end of file", nil),
        ("1.e5", "1:3: expected a digit after the decimal point, found 'e5'", nil),
        ("1e", "1:3: expected a digit in the exponent, found end of file", nil),
        ("1e+", "1:4: expected a digit in the exponent, found end of file", nil),
        ("1E-x", "1:4: expected a digit in the exponent, found 'x'", nil),
        ("0x1F", "1:2: expected end of file after the JSON value, found 'x1F'", "a sample holds exactly one JSON value"),
        ("1.5.3", "1:4: expected end of file after the JSON value, found '.'", "a sample holds exactly one JSON value"),
        // string
        ("\"abc", "1:5: unterminated string: expected '\"', found end of file", nil),
        ("\"a\nb\"", "1:3: a line break inside a string must be escaped", "write it as \\n, or end the string with '\"'"),
        ("\"a\rb\"", "1:3: a carriage return inside a string must be escaped", "write it as \\r, or end the string with '\"'"),
        ("\"\t\"", "1:2: a tab inside a string must be escaped", "write it as \\t, or end the string with '\"'"),
        ("\"\u{1F}\"", "1:2: control character 0x1F inside a string must be escaped", "write it as \\u001F, or end the string with '\"'"),
        ("\"\\x\"", "1:2: invalid escape '\\x' in string", "JSON escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"),
        ("\"\\U0041\"", "1:2: invalid escape '\\U' in string", "JSON escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"),
        ("\"\\", "1:3: unterminated string: expected an escape after '\\', found end of file", nil),
        ("\"\\u12\"", "1:6: expected four hexadecimal digits after '\\u', found '\"'", nil),
        ("\"\\u12G4\"", "1:6: expected four hexadecimal digits after '\\u', found 'G4'", nil),
        // \u escapes must not leave a surrogate unpaired.
        ("\"\\ud800\"", "1:2: unpaired high surrogate \\uD800 in string", nil),
        ("\"\\ud800x\"", "1:2: unpaired high surrogate \\uD800 in string", nil),
        ("\"\\udc00\"", "1:2: unpaired low surrogate \\uDC00 in string", nil),
        ("\"\\ud800\\u0041\"", "1:2: high surrogate \\uD800 is followed by \\u0041, not a low surrogate", nil),
        ("\"\\uDBFF\\uDBFF\"", "1:2: high surrogate \\uDBFF is followed by \\uDBFF, not a low surrogate", nil),
        ("\"\\uD83D\\uDE0\"", "1:13: expected four hexadecimal digits after '\\u', found '\"'", nil),
        // Lines end at LF, CRLF or CR; columns count characters.
        ("{\r\n\"a\": 1,\r\n\"b\" 2}", "3:5: expected ':' after the key \"b\", found '2'", nil),
        ("[\r1,\r2\r x]", "4:2: expected ',' or ']' after an array element, found 'x'", nil),
        ("[\"日本\", tru]", "1:8: expected a JSON value, found 'tru'", "JSON values are objects, arrays, strings in double quotes, numbers, true, false and null"),
        ("{\"😀\":\n  {\"é\": x}}", "2:9: expected a JSON value, found 'x'", "JSON values are objects, arrays, strings in double quotes, numbers, true, false and null"),
    ] as [(String, String, String?)])
    func rejects(input: String, expected: String, hint: String?) {
        let diagnostic = readingError(Array(input.utf8))
        #expect(diagnostic.map(located) == expected)
        #expect(diagnostic?.hint == hint)
    }

    /// Text that is not UTF-8, inside and outside strings, and byte order marks.
    @Test(arguments: [
        ([0x22, 0xFF, 0x22], "1:2: invalid UTF-8 byte 0xFF in string"),
        ([0x22, 0x61, 0x80, 0x22], "1:3: invalid UTF-8 byte 0x80 in string"),
        ([0x22, 0xC0, 0xAF, 0x22], "1:2: invalid UTF-8 byte 0xC0 in string"),
        ([0x22, 0xE2, 0x82, 0x22], "1:2: invalid UTF-8 byte 0xE2 in string"),
        ([0x22, 0xED, 0xA0, 0x80, 0x22], "1:2: invalid UTF-8 byte 0xED in string"),
        ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "1:2: invalid UTF-8 byte 0xF4 in string"),
        ([0x5B, 0x22, 0xC3, 0xA9, 0x22, 0x2C, 0x22, 0x5C, 0x6E, 0xFE, 0x22, 0x5D], "1:9: invalid UTF-8 byte 0xFE in string"),
        ([0xFF], "1:1: expected a JSON value, found '\\xFF'"),
        ([0xEF, 0xBB], "1:1: expected a JSON value, found '\\xEF'"),
        ([0xEF, 0xBB, 0xBF], "1:1: expected a JSON value, found end of file"),
        ([0xEF, 0xBB, 0xBF, 0x5B, 0x31, 0x20, 0x32, 0x5D], "1:4: expected ',' or ']' after an array element, found '2'"),
    ] as [([UInt8], String)])
    func rejectsBytes(input: [UInt8], expected: String) {
        #expect(readingError(input).map(located) == expected)
    }
}
