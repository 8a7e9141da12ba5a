import Support
import Testing
import TestSupport

/// `escaped` works on UTF-8 bytes; it must give what escaping each Unicode scalar gives.
@Suite struct SwiftStringLiteralTests {
    /// The escaping of Swift's string literal grammar, one scalar at a time.
    private static func reference(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    @Test(arguments: 1...5)
    func randomTextIsEscapedAsScalarByScalar(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let pieces = ["a", "Z", "0", " ", "\"", "\\", "\n", "\r", "\t", "\0", "\u{1}", "\u{1F}", "\u{7F}", "é", "e\u{301}", "中", "🙂", "\u{2028}", "{", "}"]
        for _ in 0..<300 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            #expect(SwiftStringLiteral.escaped(text) == Self.reference(text), "\(Array(text.unicodeScalars))")
        }
    }
}
