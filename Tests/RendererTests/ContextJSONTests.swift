@testable import Renderer
import TemplateEngine
import Testing

@Suite struct ContextJSONTests {
    private func json(_ value: TemplateValue) -> String {
        var output = ""
        ContextJSON.write(value, indentation: "", into: &output)
        return output
    }

    @Test func sortsKeysAndIndentsByTwoSpaces() {
        let value: TemplateValue = ["b": [1, 2.5, true, .null], "a": ["z": "x"], "c": [], "d": .dictionary(TemplateDictionary())]
        #expect(json(value) == """
        {
          "a": {
            "z": "x"
          },
          "b": [
            1,
            2.5,
            true,
            null
          ],
          "c": [],
          "d": {}
        }
        """)
    }

    @Test func escapesQuotesBackslashesAndControlCharactersOnly() {
        #expect(json("say \"hi\"\\\n\t\u{1}/é") == #""say \"hi\"\\\n\t\u0001/é""#)
    }
}
