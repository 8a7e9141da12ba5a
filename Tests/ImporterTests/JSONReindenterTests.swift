@testable import Importer
import JSONReader
import Testing

/// The fast path for samples writes what `JSONPrinter` writes, byte for byte.
@Suite struct JSONReindenterTests {
    static let texts = [
        #"{"id":1,"name":"Trail","tags":[],"meta":{},"price":12.50,"ok":true,"gone":null,"n":-1.5e3}"#,
        "\r\n\t [ {\"a\" : [ 1 , [ ] , { } , [ 2 , { \"b\" : \"c\" } ] ] } , \"x\" , 3 ] \n",
        #"{"name":"Zoë 🏔","nested":{"deeper":{"list":[{"a":1},{"a":2}]}}}"#,
        #"{"access_token":"abc","token":{"value":"inner","refreshToken":"x"},"secret":["kept"],"password":1,"session":"s","next":"shown"}"#,
        #"[]"#,
        #"{"id":1,"id":2}"#,
    ]

    @Test(arguments: texts)
    func writesWhatThePrinterWrites(_ text: String) throws {
        let value = try JSONReader.read(text, path: "sample.json").value
        var printer = JSONPrinter(redaction: Redaction(tokensAndEmails: false))
        let printed = printer.bytes(value)
        let reindented = try #require(JSONReindenter.bytes(text, redaction: Redaction(tokensAndEmails: false)))
        #expect(String(decoding: reindented, as: UTF8.self) == String(decoding: printed, as: UTF8.self))
    }

    @Test func credentialValuesAreReplaced() throws {
        let text = #"{"access_token":"abc","token":{"value":"inner"},"secret":["kept"],"next":"shown"}"#
        let bytes = try #require(JSONReindenter.bytes(text, redaction: Redaction(tokensAndEmails: false)))
        #expect(String(decoding: bytes, as: UTF8.self) == """
            {
              "access_token": "REDACTED",
              "token": {
                "value": "inner"
              },
              "secret": [
                "kept"
              ],
              "next": "shown"
            }

            """)
    }

    @Test func escapesScalarsAndRedactionAreLeftToThePrinter() {
        #expect(JSONReindenter.bytes(#"{"a":"say \"hi\""}"#, redaction: Redaction(tokensAndEmails: false)) == nil)
        #expect(JSONReindenter.bytes(#""text""#, redaction: Redaction(tokensAndEmails: false)) == nil)
        #expect(JSONReindenter.bytes("\u{FEFF}{}", redaction: Redaction(tokensAndEmails: false)) == nil)
        #expect(JSONReindenter.bytes(#"{"a":"b"}"#, redaction: Redaction(tokensAndEmails: true)) == nil)
    }
}
