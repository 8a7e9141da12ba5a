import JSONReader

/// Writes a JSON value as a sample file: two-space indentation, members in source order,
/// numbers as written, strings escaped as RFC 8259 requires, and secrets replaced as
/// `Redaction` says, in the same pass. Works on UTF-8 bytes, copying runs of bytes that need
/// no escape at once, since a capture's samples run to tens of megabytes.
struct JSONPrinter {
    let redaction: Redaction
    private var output: [UInt8] = []

    init(redaction: Redaction) {
        self.redaction = redaction
    }

    mutating func bytes(_ value: JSONValue) -> [UInt8] {
        output = []
        write(value, indent: 0)
        output.append(UInt8(ascii: "\n"))
        return output
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
            for index in elements.indices {
                appendIndent(indent + 2)
                write(elements[index], indent: indent + 2)
                appendSeparator(last: index == elements.count - 1)
            }
            appendIndent(indent)
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { return output += "{}".utf8 }
            output += "{\n".utf8
            for index in members.indices {
                appendIndent(indent + 2)
                appendString(members[index].key)
                output += ": ".utf8
                write(members[index].value, indent: indent + 2, underCredentialKey: redaction.isCredentialKey(members[index].key))
                appendSeparator(last: index == members.count - 1)
            }
            appendIndent(indent)
            output.append(UInt8(ascii: "}"))
        }
    }

    private mutating func appendSeparator(last: Bool) {
        if !last { output.append(UInt8(ascii: ",")) }
        output.append(UInt8(ascii: "\n"))
    }

    private mutating func appendIndent(_ indent: Int) {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private mutating func appendString(_ text: String) {
        var text = text
        text.withUTF8 { appendString(bytes: $0) }
    }

    private mutating func appendString(bytes: UnsafeBufferPointer<UInt8>) {
        output.append(UInt8(ascii: "\""))
        var runStart = 0
        for index in bytes.indices {
            let byte = bytes[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            runStart = index + 1
            switch byte {
            case UInt8(ascii: "\""): output += "\\\"".utf8
            case UInt8(ascii: "\\"): output += "\\\\".utf8
            case UInt8(ascii: "\n"): output += "\\n".utf8
            case UInt8(ascii: "\r"): output += "\\r".utf8
            case UInt8(ascii: "\t"): output += "\\t".utf8
            default: output += "\\u00".utf8 + [Self.hexDigits[Int(byte >> 4)], Self.hexDigits[Int(byte & 0xF)]]
            }
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        output.append(UInt8(ascii: "\""))
    }
}
