import Diagnostics

/// A single-pass recursive-descent parser over UTF-8 bytes.
///
/// Positions are tracked incrementally: the parser only moves forward, so the column of
/// each value is counted from the last position asked for on the same line.
struct JSONParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let path: String
    private var offset = 0
    private var depth = 0
    private var line = 1
    private var lineStart = 0
    private var columnCacheOffset = 0
    private var columnCacheValue = 1
    private var warnings: [Diagnostic] = []

    init(buffer: UnsafeBufferPointer<UInt8>, path: String) {
        self.bytes = buffer
        self.path = path
    }

    mutating func parseDocument() throws(DiagnosticError) -> JSONDocument {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            offset = 3
            lineStart = 3
            columnCacheOffset = 3
        }
        skipWhitespace()
        guard offset < bytes.count else {
            throw failure("expected a JSON value, found end of file", hint: "a sample holds one JSON value, for example {} or []")
        }
        let value = try parseValue()
        skipWhitespace()
        if offset < bytes.count {
            throw failure("expected end of file after the JSON value, found \(describeFound())", hint: "a sample holds exactly one JSON value")
        }
        return JSONDocument(value: value, warnings: warnings)
    }

    // MARK: Values

    private mutating func parseValue() throws(DiagnosticError) -> JSONValue {
        let position = currentPosition()
        switch bytes[offset] {
        case UInt8(ascii: "{"):
            return JSONValue(.object(try parseObject()), at: position)
        case UInt8(ascii: "["):
            return JSONValue(.array(try parseArray()), at: position)
        case UInt8(ascii: "\""):
            return JSONValue(.string(try parseString()), at: position)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(.number(try parseNumber()), at: position)
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return JSONValue(.bool(true), at: position)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return JSONValue(.bool(false), at: position)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return JSONValue(.null, at: position)
        default:
            throw unexpectedValueStart()
        }
    }

    private mutating func parseObject() throws(DiagnosticError) -> [JSONMember] {
        try enterContainer()
        offset += 1
        var members: [JSONMember] = []
        var firstPositions: [String: SourcePosition] = [:]
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            offset += 1
            depth -= 1
            return members
        }
        while true {
            guard peek() == UInt8(ascii: "\"") else {
                if peek() == UInt8(ascii: "}"), !members.isEmpty {
                    throw failure("expected a key after ',', found '}'", hint: "JSON allows no comma after the last member; remove it")
                }
                throw failure("expected a key in double quotes, found \(describeFound())", hint: hintForKey())
            }
            let keyPosition = currentPosition()
            let key = try parseString()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else {
                throw failure("expected ':' after the key \"\(key)\", found \(describeFound())")
            }
            offset += 1
            skipWhitespace()
            guard offset < bytes.count else {
                throw failure("expected a value for the key \"\(key)\", found end of file")
            }
            let value = try parseValue()
            if let first = firstPositions[key] {
                warnings.append(Diagnostic(
                    .warning,
                    "duplicate key \"\(key)\"; the object already has it at \(path):\(first.line):\(first.column)",
                    at: SourceLocation(path: path, position: keyPosition),
                    hint: "decoders keep only one of the two values"
                ))
            } else {
                firstPositions[key] = keyPosition
            }
            members.append(JSONMember(key: key, keyPosition: keyPosition, value: value))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                offset += 1
                skipWhitespace()
            case UInt8(ascii: "}"):
                offset += 1
                depth -= 1
                return members
            default:
                throw failure("expected ',' or '}' after the value of \"\(key)\", found \(describeFound())")
            }
        }
    }

    private mutating func parseArray() throws(DiagnosticError) -> [JSONValue] {
        try enterContainer()
        offset += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            offset += 1
            depth -= 1
            return elements
        }
        while true {
            guard offset < bytes.count else {
                throw failure("expected a value in the array, found end of file")
            }
            if bytes[offset] == UInt8(ascii: "]"), !elements.isEmpty {
                throw failure("expected a value after ',', found ']'", hint: "JSON allows no comma after the last element; remove it")
            }
            elements.append(try parseValue())
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                offset += 1
                skipWhitespace()
            case UInt8(ascii: "]"):
                offset += 1
                depth -= 1
                return elements
            default:
                throw failure("expected ',' or ']' after an array element, found \(describeFound())")
            }
        }
    }

    private mutating func enterContainer() throws(DiagnosticError) {
        depth += 1
        if depth > JSONReader.maximumDepth {
            throw failure("nesting is deeper than \(JSONReader.maximumDepth) levels")
        }
    }

    // MARK: Strings

    private mutating func parseString() throws(DiagnosticError) -> String {
        offset += 1
        let start = offset
        var sawNonASCII = false
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                let span = UnsafeBufferPointer(rebasing: bytes[start..<offset])
                offset += 1
                if sawNonASCII {
                    return try decodeUTF8(span, startingAt: start)
                }
                return String(decoding: span, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                return try parseEscapedString(from: start)
            }
            if byte < 0x20 {
                throw controlCharacterFailure(byte)
            }
            if byte >= 0x80 {
                sawNonASCII = true
            }
            offset += 1
        }
        throw failure("unterminated string: expected '\"', found end of file")
    }

    /// The slow path, taken from the first backslash on: builds the string byte by byte.
    private mutating func parseEscapedString(from start: Int) throws(DiagnosticError) -> String {
        var utf8 = Array(UnsafeBufferPointer(rebasing: bytes[start..<offset]))
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return try decodeUTF8Array(utf8, startingAt: start)
            case UInt8(ascii: "\\"):
                try appendEscape(to: &utf8)
            case 0..<0x20:
                throw controlCharacterFailure(byte)
            default:
                utf8.append(byte)
                offset += 1
            }
        }
        throw failure("unterminated string: expected '\"', found end of file")
    }

    private mutating func appendEscape(to utf8: inout [UInt8]) throws(DiagnosticError) {
        offset += 1
        guard offset < bytes.count else {
            throw failure("unterminated string: expected an escape after '\\', found end of file")
        }
        let simple: UInt8?
        switch bytes[offset] {
        case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default:
            offset -= 1
            throw failure(
                "invalid escape '\\\(describeScalar(at: offset + 1))' in string",
                hint: "JSON escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"
            )
        }
        if let simple {
            utf8.append(simple)
            offset += 1
            return
        }
        let escapeStart = offset - 1
        let unit = try readHexQuad()
        let scalarValue: UInt32
        if (0xD800...0xDBFF).contains(unit) {
            guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                throw failure("unpaired high surrogate \\u\(hex(unit)) in string", at: escapeStart)
            }
            offset += 1
            let low = try readHexQuad()
            guard (0xDC00...0xDFFF).contains(low) else {
                throw failure("high surrogate \\u\(hex(unit)) is followed by \\u\(hex(low)), not a low surrogate", at: escapeStart)
            }
            scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(unit) {
            throw failure("unpaired low surrogate \\u\(hex(unit)) in string", at: escapeStart)
        } else {
            scalarValue = UInt32(unit)
        }
        guard let scalar = Unicode.Scalar(scalarValue) else {
            throw failure("\\u escape does not name a Unicode scalar", at: escapeStart)
        }
        utf8.append(contentsOf: String(Character(scalar)).utf8)
    }

    /// Reads the four digits after the `u` that `offset` points at.
    private mutating func readHexQuad() throws(DiagnosticError) -> UInt16 {
        offset += 1
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard offset < bytes.count, let digit = hexValue(bytes[offset]) else {
                throw failure("expected four hexadecimal digits after '\\u', found \(describeFound())")
            }
            value = value << 4 | UInt16(digit)
            offset += 1
        }
        return value
    }

    private func decodeUTF8(_ span: UnsafeBufferPointer<UInt8>, startingAt start: Int) throws(DiagnosticError) -> String {
        if let string = String(validating: span, as: UTF8.self) {
            return string
        }
        throw invalidUTF8Failure(searchingFrom: start)
    }

    private func decodeUTF8Array(_ utf8: [UInt8], startingAt start: Int) throws(DiagnosticError) -> String {
        if let string = String(validating: utf8, as: UTF8.self) {
            return string
        }
        throw invalidUTF8Failure(searchingFrom: start)
    }

    /// Finds the first byte that breaks UTF-8 at or after `start` and reports it there.
    private func invalidUTF8Failure(searchingFrom start: Int) -> DiagnosticError {
        var index = start
        while index < bytes.count {
            let length = validSequenceLength(at: index)
            if length == 0 { break }
            index += length
        }
        var copy = self
        copy.advancePositionTracking(to: index)
        return copy.failure(
            "invalid UTF-8 byte 0x\(hexByte(bytes[min(index, bytes.count - 1)])) in string",
            hint: "save the sample as UTF-8"
        )
    }

    /// The length of the valid UTF-8 sequence at `index`, or 0 when it is not valid.
    private func validSequenceLength(at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        let sequence = UnsafeBufferPointer(rebasing: bytes[index..<(index + length)])
        return String(validating: sequence, as: UTF8.self) == nil ? 0 : length
    }

    // MARK: Numbers

    private mutating func parseNumber() throws(DiagnosticError) -> JSONNumber {
        let start = offset
        var isInteger = true
        if bytes[offset] == UInt8(ascii: "-") {
            offset += 1
        }
        guard offset < bytes.count, isDigit(bytes[offset]) else {
            throw failure("expected a digit after '-', found \(describeFound())")
        }
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
            if offset < bytes.count, isDigit(bytes[offset]) {
                throw failure("numbers cannot have leading zeros", at: start, hint: "write the number without them, or as a string if the zeros matter")
            }
        } else {
            skipDigits()
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            isInteger = false
            offset += 1
            guard offset < bytes.count, isDigit(bytes[offset]) else {
                throw failure("expected a digit after the decimal point, found \(describeFound())")
            }
            skipDigits()
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            isInteger = false
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
                offset += 1
            }
            guard offset < bytes.count, isDigit(bytes[offset]) else {
                throw failure("expected a digit in the exponent, found \(describeFound())")
            }
            skipDigits()
        }
        let literal = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        return JSONNumber(literal: literal, isIntegerLiteral: isInteger)
    }

    private mutating func skipDigits() {
        while offset < bytes.count, isDigit(bytes[offset]) {
            offset += 1
        }
    }

    // MARK: Literals and whitespace

    private mutating func expectLiteral(_ literal: StaticString) throws(DiagnosticError) {
        let count = literal.utf8CodeUnitCount
        let matches = offset + count <= bytes.count && (0..<count).allSatisfy { bytes[offset + $0] == literal.utf8Start[$0] }
        guard matches, !(offset + count < bytes.count && isWordByte(bytes[offset + count])) else {
            throw unexpectedValueStart()
        }
        offset += count
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                offset += 1
            case UInt8(ascii: "\n"):
                offset += 1
                startLine()
            case UInt8(ascii: "\r"):
                offset += 1
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "\n") {
                    offset += 1
                }
                startLine()
            default:
                return
            }
        }
    }

    private mutating func startLine() {
        line += 1
        lineStart = offset
        columnCacheOffset = offset
        columnCacheValue = 1
    }

    private func peek() -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    // MARK: Positions

    private mutating func currentPosition() -> SourcePosition {
        SourcePosition(line: line, column: column(at: offset))
    }

    /// The column of `target`, counting Unicode scalars since the start of its line.
    /// `target` must not lie before the last offset asked for on this line.
    private mutating func column(at target: Int) -> Int {
        var index = columnCacheOffset
        var column = columnCacheValue
        while index < target {
            if bytes[index] & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        columnCacheOffset = target
        columnCacheValue = column
        return column
    }

    /// Moves line tracking forward to `target`, which may lie inside a string on a later line.
    private mutating func advancePositionTracking(to target: Int) {
        var index = offset
        while index < target {
            if bytes[index] == UInt8(ascii: "\n") || (bytes[index] == UInt8(ascii: "\r") && !(index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n"))) {
                line += 1
                lineStart = index + 1
                columnCacheOffset = index + 1
                columnCacheValue = 1
            }
            index += 1
        }
        offset = target
    }

    // MARK: Errors

    private func failure(_ message: String, at errorOffset: Int? = nil, hint: String? = nil) -> DiagnosticError {
        var copy = self
        let target = errorOffset ?? offset
        let position: SourcePosition
        if target >= copy.columnCacheOffset {
            position = SourcePosition(line: copy.line, column: copy.column(at: target))
        } else {
            copy.columnCacheOffset = copy.lineStart
            copy.columnCacheValue = 1
            position = SourcePosition(line: copy.line, column: copy.column(at: target))
        }
        return DiagnosticError(Diagnostic(
            .error,
            message,
            at: SourceLocation(path: path, position: position),
            sourceLine: currentLineText(),
            hint: hint
        ))
    }

    private func currentLineText() -> String {
        var end = lineStart
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") {
            end += 1
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<end]), as: UTF8.self)
    }

    private func unexpectedValueStart() -> DiagnosticError {
        let found = describeFound()
        var hint: String?
        switch bytes[offset] {
        case UInt8(ascii: "'"): hint = "JSON strings use double quotes"
        case UInt8(ascii: "/"): hint = "JSON has no comments; remove them from the sample"
        case UInt8(ascii: "+"), UInt8(ascii: "."): hint = "JSON numbers start with a digit or '-'"
        case UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","): hint = nil
        default:
            if isWordByte(bytes[offset]) {
                hint = "JSON values are objects, arrays, strings in double quotes, numbers, true, false and null"
            }
        }
        return failure("expected a JSON value, found \(found)", hint: hint)
    }

    private func hintForKey() -> String? {
        guard let byte = peek() else { return nil }
        if byte == UInt8(ascii: "'") { return "JSON keys use double quotes" }
        if isWordByte(byte) { return "JSON keys are strings: put the key in double quotes" }
        return nil
    }

    private func controlCharacterFailure(_ byte: UInt8) -> DiagnosticError {
        let name: String
        switch byte {
        case 0x0A: name = "a line break"
        case 0x0D: name = "a carriage return"
        case 0x09: name = "a tab"
        default: name = "control character 0x\(hexByte(byte))"
        }
        return failure("\(name) inside a string must be escaped", hint: "write it as \(escapeSuggestion(byte)), or end the string with '\"'")
    }

    private func escapeSuggestion(_ byte: UInt8) -> String {
        switch byte {
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x09: return "\\t"
        default: return "\\u00\(hexByte(byte))"
        }
    }

    /// Names what stands at the current offset: a word, a character in quotes, or end of file.
    private func describeFound() -> String {
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

    private func describeScalar(at index: Int) -> String {
        guard index < bytes.count else { return "" }
        let length = validSequenceLength(at: index)
        if length == 0 {
            return "\\x\(hexByte(bytes[index]))"
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]), as: UTF8.self)
        return text.unicodeScalars.first.map { $0.properties.isWhitespace || $0.value < 0x20 ? $0.escaped(asASCII: true) : text } ?? text
    }
}

private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
}

private func isWordByte(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
}

private func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
}

private func hex(_ value: UInt16) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

private func hexByte(_ byte: UInt8) -> String {
    String(hex(UInt16(byte)).suffix(2))
}
