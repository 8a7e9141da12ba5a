import JSONReader

/// Writes a JSON value as a sample file: two-space indentation, members in source order,
/// numbers as written, strings escaped as RFC 8259 requires.
enum JSONPrinter {
    static func text(_ value: JSONValue) -> String {
        var output = ""
        write(value, indent: 0, into: &output)
        output.append("\n")
        return output
    }

    private static func write(_ value: JSONValue, indent: Int, into output: inout String) {
        switch value.kind {
        case .null: output.append("null")
        case .bool(let flag): output.append(flag ? "true" : "false")
        case .number(let number): output.append(number.literal)
        case .string(let text): appendString(text, into: &output)
        case .array(let elements):
            guard !elements.isEmpty else { return output.append("[]") }
            output.append("[\n")
            for (index, element) in elements.enumerated() {
                output.append(String(repeating: " ", count: indent + 2))
                write(element, indent: indent + 2, into: &output)
                output.append(index == elements.count - 1 ? "\n" : ",\n")
            }
            output.append(String(repeating: " ", count: indent) + "]")
        case .object(let members):
            guard !members.isEmpty else { return output.append("{}") }
            output.append("{\n")
            for (index, member) in members.enumerated() {
                output.append(String(repeating: " ", count: indent + 2))
                appendString(member.key, into: &output)
                output.append(": ")
                write(member.value, indent: indent + 2, into: &output)
                output.append(index == members.count - 1 ? "\n" : ",\n")
            }
            output.append(String(repeating: " ", count: indent) + "}")
        }
    }

    private static func appendString(_ text: String, into output: inout String) {
        output.append("\"")
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output.append("\\\"")
            case "\\": output.append("\\\\")
            case "\n": output.append("\\n")
            case "\r": output.append("\\r")
            case "\t": output.append("\\t")
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output.append("\"")
    }
}
