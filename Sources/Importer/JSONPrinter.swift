import JSONReader

/// Writes a JSON value as a sample file: two-space indentation, members in source order,
/// numbers as written, strings escaped as RFC 8259 requires, and secrets replaced as
/// `Redaction` says, in the same pass. Works on UTF-8 bytes, since escaping concerns only
/// ASCII and a capture's samples run to tens of megabytes.
struct JSONPrinter {
    let redaction: Redaction
    private var output: [UInt8] = []

    init(redaction: Redaction) {
        self.redaction = redaction
    }

    mutating func text(_ value: JSONValue) -> String {
        output.removeAll(keepingCapacity: true)
        write(value, indent: 0)
        output.append(UInt8(ascii: "\n"))
        return String(decoding: output, as: UTF8.self)
    }

    private mutating func write(_ value: JSONValue, indent: Int, underCredentialKey: Bool = false) {
        switch value.kind {
        case .null: output += "null".utf8
        case .bool(let flag): output += (flag ? "true" : "false").utf8
        case .number(let number): output += number.literal.utf8
        case .string(let text): appendString(redaction.replacement(for: text, underCredentialKey: underCredentialKey) ?? text)
        case .array(let elements):
            guard !elements.isEmpty else { return output += "[]".utf8 }
            output += "[\n".utf8
            for (index, element) in elements.enumerated() {
                appendIndent(indent + 2)
                write(element, indent: indent + 2)
                output += (index == elements.count - 1 ? "\n" : ",\n").utf8
            }
            appendIndent(indent)
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { return output += "{}".utf8 }
            output += "{\n".utf8
            for (index, member) in members.enumerated() {
                appendIndent(indent + 2)
                appendString(member.key)
                output += ": ".utf8
                write(member.value, indent: indent + 2, underCredentialKey: redaction.isCredentialKey(member.key))
                output += (index == members.count - 1 ? "\n" : ",\n").utf8
            }
            appendIndent(indent)
            output.append(UInt8(ascii: "}"))
        }
    }

    private mutating func appendIndent(_ indent: Int) {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private mutating func appendString(_ text: String) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output += "\\\"".utf8
            case UInt8(ascii: "\\"): output += "\\\\".utf8
            case UInt8(ascii: "\n"): output += "\\n".utf8
            case UInt8(ascii: "\r"): output += "\\r".utf8
            case UInt8(ascii: "\t"): output += "\\t".utf8
            case 0..<0x20: output += "\\u00".utf8 + [Self.hexDigits[Int(byte >> 4)], Self.hexDigits[Int(byte & 0xF)]]
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
