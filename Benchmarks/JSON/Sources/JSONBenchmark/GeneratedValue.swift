/// A JSON value built by the input generators, written out as JSON text.
indirect enum GeneratedValue {
    case object([(key: String, value: GeneratedValue)])
    case array([GeneratedValue])
    case string(String)
    /// A string whose body is written exactly as given, escapes included.
    case escapedString(String)
    case number(String)
    case bool(Bool)
    case null

    /// The value as UTF-8 JSON text, indented by two spaces per level when `pretty`.
    func text(pretty: Bool) -> [UInt8] {
        var output: [UInt8] = []
        write(into: &output, pretty: pretty, indent: 0)
        return output
    }

    /// Appends the value's text, as if it stood `indent` levels deep.
    func write(into output: inout [UInt8], pretty: Bool, indent: Int) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return output.append(contentsOf: "{}".utf8) }
            output.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(into: &output, pretty: pretty, indent: indent + 1)
                GeneratedValue.string(member.key).write(into: &output, pretty: pretty, indent: indent + 1)
                output.append(contentsOf: (pretty ? ": " : ":").utf8)
                member.value.write(into: &output, pretty: pretty, indent: indent + 1)
            }
            newline(into: &output, pretty: pretty, indent: indent)
            output.append(UInt8(ascii: "}"))
        case .array(let elements):
            guard !elements.isEmpty else { return output.append(contentsOf: "[]".utf8) }
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(into: &output, pretty: pretty, indent: indent + 1)
                element.write(into: &output, pretty: pretty, indent: indent + 1)
            }
            newline(into: &output, pretty: pretty, indent: indent)
            output.append(UInt8(ascii: "]"))
        case .string(let text):
            output.append(UInt8(ascii: "\""))
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
                case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
                case UInt8(ascii: "\n"): output.append(contentsOf: #"\n"#.utf8)
                default: output.append(byte)
                }
            }
            output.append(UInt8(ascii: "\""))
        case .escapedString(let body):
            output.append(UInt8(ascii: "\""))
            output.append(contentsOf: body.utf8)
            output.append(UInt8(ascii: "\""))
        case .number(let literal):
            output.append(contentsOf: literal.utf8)
        case .bool(let value):
            output.append(contentsOf: (value ? "true" : "false").utf8)
        case .null:
            output.append(contentsOf: "null".utf8)
        }
    }

    private func newline(into output: inout [UInt8], pretty: Bool, indent: Int) {
        guard pretty else { return }
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
    }
}
