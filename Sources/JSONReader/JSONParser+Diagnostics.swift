import Diagnostics

extension JSONParser {
    /// An error at `errorOffset` (default: the current offset) on the current line.
    func failure(_ message: String, at errorOffset: Int? = nil, hint: String? = nil) -> DiagnosticError {
        let target = errorOffset ?? offset
        var column = 1
        var index = lineStart
        while index < target {
            if bytes[index] & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return DiagnosticError(Diagnostic(
            .error,
            message,
            at: SourceLocation(path: path, line: line, column: column),
            sourceLine: currentLineText(),
            hint: hint
        ))
    }

    /// The part of the current line a warning at byte `target`, at `column`, shows.
    func excerpt(at target: Int, column: Int) -> (line: String, caretColumn: Int?) {
        SourceExcerpt.around(target, column: column, lineStart: lineStart, in: bytes)
    }

    func currentLineText() -> String {
        var end = lineStart
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") {
            end += 1
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<end]), as: UTF8.self)
    }

    func unexpectedValueStart() -> DiagnosticError {
        let hint: String?
        switch bytes[offset] {
        case UInt8(ascii: "'"): hint = "JSON strings use double quotes"
        case UInt8(ascii: "/"): hint = Self.noCommentsHint
        case UInt8(ascii: "+"), UInt8(ascii: "."): hint = "JSON numbers start with a digit or '-'"
        case let byte where isWordByte(byte): hint = "JSON values are objects, arrays, strings in double quotes, numbers, true, false and null"
        default: hint = nil
        }
        return failure("expected a JSON value, found \(describeFound())", hint: hint)
    }

    static let noCommentsHint = "JSON has no comments; remove them from the sample"

    func hintForKey() -> String? {
        guard let byte = peek() else { return nil }
        if byte == UInt8(ascii: "'") { return "JSON keys use double quotes" }
        if isWordByte(byte) { return "JSON keys are strings: put the key in double quotes" }
        return nil
    }

    func controlCharacterFailure(_ byte: UInt8) -> DiagnosticError {
        let name: String
        let escape: String
        switch byte {
        case 0x0A: (name, escape) = ("a line break", "\\n")
        case 0x0D: (name, escape) = ("a carriage return", "\\r")
        case 0x09: (name, escape) = ("a tab", "\\t")
        default: (name, escape) = ("control character 0x\(hexByte(byte))", "\\u00\(hexByte(byte))")
        }
        return failure("\(name) inside a string must be escaped", hint: "write it as \(escape), or end the string with '\"'")
    }

    /// Names what stands at the current offset: a word, a character in quotes, or end of file.
    func describeFound() -> String {
        guard offset < bytes.count else { return "end of file" }
        if isWordByte(bytes[offset]) {
            var end = offset
            while end < bytes.count, end - offset < 24, isWordByte(bytes[end]) {
                end += 1
            }
            return "'\(String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self))'"
        }
        return "'\(describeScalar(at: offset))'"
    }

    /// The character at `index` as it reads in a message: one that shows as nothing or as
    /// blank space (controls, format characters such as a byte order mark, white space,
    /// unassigned code points) escaped, a byte that is not UTF-8 as `\xFF`.
    func describeScalar(at index: Int) -> String {
        guard index < bytes.count else { return "" }
        let length = validSequenceLength(at: index)
        if length == 0 {
            return "\\x\(hexByte(bytes[index]))"
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]), as: UTF8.self)
        guard let scalar = text.unicodeScalars.first else { return text }
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .unassigned, .privateUse, .surrogate:
            return scalar.escaped(asASCII: true)
        default:
            return text
        }
    }
}
