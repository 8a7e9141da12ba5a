import Diagnostics
@testable import Importer
import Testing

/// A file that is not JSON, or not HAR, is an error at its line and column.
@Suite struct MalformedHARTests {
    func problem(_ text: String) -> String {
        do {
            _ = try HARReader.read(Array(text.utf8), path: "capture.har")
            return "no error"
        } catch {
            return error.diagnostics.map { DiagnosticRenderer.render($0) }.joined(separator: "\n")
        }
    }

    static let hint = "note: HAR 1.2 (http://www.softwareishard.com/blog/har-12-spec/): export it again from the proxy or browser"

    @Test func syntaxErrorsComeFromTheJSONReader() {
        #expect(problem("{\"log\": {\"entries\": [\n  {\"request\": 1,}\n]}}") == """
        capture.har:2:17: error: expected a key after ',', found '}'
          {"request": 1,}
                        ^
        note: JSON allows no comma after the last member; remove it
        """)
    }

    static let sampleNote = "note: a response sample is no capture: put it in samples/ and run gen init --samples samples/"

    @Test func notAnObject() {
        #expect(problem("[]") == "capture.har:1:1: error: the HAR file must be an object, found an array\n[]\n^\n" + Self.hint + "\n" + Self.sampleNote)
    }

    /// A response sample given to import is told where samples go.
    @Test func aSampleIsToldItIsNoCapture() {
        #expect(problem(#"{"id": 1}"#) == "capture.har:1:1: error: the HAR file has no 'log' (an object)\n{\"id\": 1}\n^\n" + Self.hint + "\n" + Self.sampleNote)
    }

    @Test func noEntries() {
        #expect(problem(#"{"log": {"version": "1.2"}}"#) == """
        capture.har:1:9: error: 'log' has no 'entries' (an array)
        {"log": {"version": "1.2"}}
                ^
        \(Self.hint)
        """)
    }

    @Test func entriesNotAnArray() {
        #expect(problem(#"{"log": {"entries": {}}}"#).hasPrefix("capture.har:1:21: error: 'log.entries' must be an array, found an object\n"))
    }

    /// An entry without a response is read as status 0 (see AnswersKeptTests); one
    /// whose response is neither an object nor null is not HAR.
    @Test func aResponseThatIsNotAnObject() {
        #expect(problem("{\"log\": {\"entries\": [\n{\"request\": {\"method\": \"GET\", \"url\": \"https://a.test/\"}, \"response\": 200}]}}")
            .hasPrefix("capture.har:2:70: error: the response of entry 1 must be an object, found a number\n"))
    }

    @Test func aMethodThatIsNotAString() {
        #expect(problem(#"{"log": {"entries": [{"request": {"method": 1, "url": "u"}, "response": {"status": 200}}]}}"#)
            .hasPrefix("capture.har:1:45: error: the method of entry 1 must be a string, found a number\n"))
    }

    @Test func aStatusThatIsNotANumber() {
        #expect(problem(#"{"log": {"entries": [{"request": {"method": "GET", "url": "u"}, "response": {"status": "200"}}]}}"#)
            .hasPrefix("capture.har:1:88: error: the status of entry 1 must be a number, found a string\n"))
    }

    @Test func optionalFieldsMayBeMissingOrNull() throws {
        let entries = try HARReader.read(Array(#"{"log": {"entries": [{"request": {"method": "get", "url": "https://a.test/x", "postData": null}, "response": {"status": 200, "content": {"text": null}}}]}}"#.utf8), path: "capture.har")
        #expect(entries.map(\.method) == ["GET"])
        #expect(entries[0].responseBody == nil)
    }

    @Test func base64ThatIsNotUTF8IsDroppedAsInvalid() throws {
        let text = HARFixture.har([#"{"request": {"method": "GET", "url": "https://a.test/x"}, "response": {"status": 200, "content": {"mimeType": "application/json", "encoding": "base64", "text": "//79"}}}"#])
        #expect(try HARFixture.analyze(text).dropped.map(\.reason) == [.invalidJSON])
    }

    @Test func theExcerptOfATruncatedCaptureMasksHeaderValuesAndCredentials() {
        let entry = #"{"request": {"method": "GET", "url": "https://api.test/a?lang=en&access_token=QUERY-SECRET", "headers": [{"name": "Authorization", "value": "Bearer HEADER-SECRET"}, {"name": "Cookie", "value": "sid=COOKIE-SECRET"}], "postData": {"text": "{\"password\": \"BODY-SECRET\", \"user\": \"jane\"}"}}, "response": {"status": 200, "content": {"text": "{\"id\": 1, \"session_id\": \"RESPONSE-SECRET"#
        let message = problem(#"{"log": {"entries": ["# + entry)
        for secret in ["QUERY-SECRET", "HEADER-SECRET", "COOKIE-SECRET", "BODY-SECRET", "RESPONSE-SECRET"] {
            #expect(!message.contains(secret), "\(message)")
        }
        #expect(message.hasPrefix("capture.har:1:"))
        #expect(message.contains(#"\"password\": \"***********\", \"user\": \"jane\""#), "\(message)")
    }

    @Test func aStructureErrorMasksTheLineItQuotes() {
        let message = problem(#"{"log": {"entries": [{"request": {"method": "GET", "url": 1, "headers": [{"name": "Authorization", "value": "Bearer HEADER-SECRET"}]}, "response": {"status": 200}}]}}"#)
        #expect(message.contains("the url of entry 1 must be a string"))
        #expect(message.contains(#""name": "Authorization", "value": "********************"}"#), "\(message)")
    }

    @Test(arguments: ["GET\\nfile owned", "GET /x", "", "G\\u0000T"])
    func aMethodThatIsNotATokenIsAnError(method: String) {
        let message = problem(#"{"log": {"entries": [{"request": {"method": "\#(method)", "url": "https://api.test/a"}, "response": {"status": 200}}]}}"#)
        #expect(message.hasPrefix("capture.har:1:45: error: the method of entry 1 is not an HTTP method name: '"), "\(message)")
    }

    @Test func aURLWithAControlCharacterIsAnError() {
        let message = problem(#"{"log": {"entries": [{"request": {"method": "GET", "url": "https://api.test/a\nb"}, "response": {"status": 200}}]}}"#)
        #expect(message.hasPrefix("capture.har:1:59: error: the url of entry 1 holds the control character U+000A"), "\(message)")
    }
}
