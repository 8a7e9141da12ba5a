/// Writes a JSON text that `JSONReader` accepted as `JSONPrinter` writes its value, byte for
/// byte, by copying its tokens and replacing only the whitespace between them: a sample
/// without building and walking its value. Strings are copied as written, so a text whose
/// strings hold an escape (a backslash) is left to `JSONPrinter`, which writes the escapes
/// its own way; so is `--redact`, which looks at every string's characters.
struct JSONReindenter {
    private enum Container { case object, array }

    private let source: UnsafeBufferPointer<UInt8>
    private let redaction: Redaction
    private var output: [UInt8] = []
    private var index = 0
    private var containers: [Container] = []
    /// After `{` or `,` in an object: the next string is a key.
    private var expectsKey = false
    /// The last key was named like a credential, so a string value after it is replaced.
    private var underCredentialKey = false

    /// Nil when the text holds a backslash, is not an object or array, or the redaction looks
    /// at values.
    static func bytes(_ text: String, redaction: Redaction) -> [UInt8]? {
        guard !redaction.tokensAndEmails else { return nil }
        var text = text
        return text.withUTF8 { source in
            guard !source.contains(UInt8(ascii: "\\")), source.first(where: { !Self.isWhitespace($0) }).map({ $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "[") }) == true else { return nil }
            var reindenter = JSONReindenter(source: source, redaction: redaction)
            return reindenter.run()
        }
    }

    private init(source: UnsafeBufferPointer<UInt8>, redaction: Redaction) {
        self.source = source
        self.redaction = redaction
        output.reserveCapacity(source.count + source.count / 2)
    }

    private mutating func run() -> [UInt8] {
        while let byte = nextToken() {
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                open(byte)
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                containers.removeLast()
                output.append(UInt8(ascii: "\n"))
                appendIndent()
                output.append(byte)
                index += 1
            case UInt8(ascii: ","):
                output += ",\n".utf8
                appendIndent()
                expectsKey = containers.last == .object
                index += 1
            case UInt8(ascii: ":"):
                output += ": ".utf8
                index += 1
            case UInt8(ascii: "\""):
                string()
            default:
                scalar()
            }
        }
        output.append(UInt8(ascii: "\n"))
        return output
    }

    /// Skips whitespace; the byte there, or nil at the end.
    private mutating func nextToken() -> UInt8? {
        while index < source.count {
            guard Self.isWhitespace(source[index]) else { return source[index] }
            index += 1
        }
        return nil
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
    }

    private mutating func open(_ byte: UInt8) {
        underCredentialKey = false
        index += 1
        let close = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
        if nextToken() == close {
            output += [byte, close]
            index += 1
            return
        }
        containers.append(byte == UInt8(ascii: "{") ? .object : .array)
        expectsKey = byte == UInt8(ascii: "{")
        output += [byte, UInt8(ascii: "\n")]
        appendIndent()
    }

    private mutating func string() {
        var end = index + 1
        while source[end] != UInt8(ascii: "\"") { end += 1 }
        let token = UnsafeBufferPointer(rebasing: source[index...end])
        index = end + 1
        if expectsKey {
            expectsKey = false
            underCredentialKey = redaction.isCredentialKey(String(decoding: token.dropFirst().dropLast(), as: UTF8.self))
            output.append(contentsOf: token)
        } else if underCredentialKey {
            underCredentialKey = false
            output += "\"\(Redaction.secret)\"".utf8
        } else {
            output.append(contentsOf: token)
        }
    }

    /// A number, `true`, `false` or `null`, as written.
    private mutating func scalar() {
        underCredentialKey = false
        let start = index
        while index < source.count {
            switch source[index] {
            case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                return output.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<index]))
            default: index += 1
            }
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<index]))
    }

    private mutating func appendIndent() {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: containers.count * 2))
    }
}
