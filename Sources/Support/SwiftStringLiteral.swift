/// Swift string literals, for the `swiftString` filter and for code that builds Swift source.
public enum SwiftStringLiteral {
    /// A quoted Swift string literal: `"say \"hi\"\n"`.
    public static func quoted(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// The inside of a Swift string literal, without the quotes.
    public static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") }) else {
            return text
        }
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
}
