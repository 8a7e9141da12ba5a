import Diagnostics

/// A single-pass recursive-descent parser over UTF-8 bytes.
///
/// Speed and memory come from three choices:
/// - containers collect their children on two scratch stacks shared by the whole document
///   and copy them out into one array of exactly the right size when they close;
/// - duplicate keys are found by comparing fingerprints of the keys before them while an
///   object is small, and through a dictionary once it grows past `linearKeySearchLimit`;
/// - a column is the byte offset from the start of the line minus the UTF-8 continuation
///   bytes passed on that line, which can only occur inside strings, where they are counted.
struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let path: String
    var offset = 0
    var depth = 0
    var line = 1
    var lineStart = 0
    var continuationBytesOnLine = 0
    var warnings: [Diagnostic] = []
    var elementStack: [JSONValue] = []
    var memberStack: [JSONMember] = []
    /// The fingerprint of each key on `memberStack`, at the same index.
    var keyFingerprints: [UInt64] = []
    /// The decoded bytes of the string being read, once it turned out to hold escapes.
    var unescaped: [UInt8] = []

    static let linearKeySearchLimit = 32

    init(buffer: UnsafeBufferPointer<UInt8>, path: String) {
        self.bytes = buffer
        self.path = path
    }

    /// Reads the one value of the document. A thrown error also carries the warnings found
    /// before it, so a reader of the diagnostics sees every problem up to the first error.
    mutating func parseDocument() throws(DiagnosticError) -> JSONDocument {
        do throws(DiagnosticError) {
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
                offset = 3
                lineStart = 3
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
        } catch {
            throw DiagnosticError(warnings + error.diagnostics)
        }
    }

    // MARK: Values

    /// Reads the value at `offset`, which must be inside the buffer.
    mutating func parseValue() throws(DiagnosticError) -> JSONValue {
        let line = self.line
        let column = currentColumn
        let kind: JSONValue.Kind
        switch bytes[offset] {
        case UInt8(ascii: "{"):
            kind = .object(try parseObject())
        case UInt8(ascii: "["):
            kind = .array(try parseArray())
        case UInt8(ascii: "\""):
            kind = .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            kind = .number(try parseNumber())
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            kind = .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            kind = .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            kind = .null
        default:
            throw unexpectedValueStart()
        }
        return JSONValue(kind, line: line, column: column)
    }

    mutating func parseObject() throws(DiagnosticError) -> [JSONMember] {
        try enterContainer()
        offset += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            offset += 1
            depth -= 1
            return []
        }
        let start = memberStack.count
        var keyIndexes: [String: Int]?
        while true {
            guard peek() == UInt8(ascii: "\"") else {
                if peek() == UInt8(ascii: "}"), memberStack.count > start {
                    throw failure("expected a key after ',', found '}'", hint: "JSON allows no comma after the last member; remove it")
                }
                throw failure("expected a key in double quotes, found \(describeFound())", hint: hintForKey())
            }
            let keyLine = line
            let keyColumn = currentColumn
            let (key, fingerprint) = try parseKey()
            if let first = firstIndex(of: key, fingerprint: fingerprint, from: start, indexes: &keyIndexes) {
                warnDuplicate(key, first: memberStack[first].keyPosition, line: keyLine, column: keyColumn)
            }
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
            memberStack.append(JSONMember(key: key, keyLine: keyLine, keyColumn: keyColumn, value: value))
            keyFingerprints.append(fingerprint)
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                offset += 1
                skipWhitespace()
            case UInt8(ascii: "}"):
                offset += 1
                depth -= 1
                keyFingerprints.removeLast(keyFingerprints.count - start)
                return Self.pop(&memberStack, from: start)
            default:
                throw failure("expected ',' or '}' after the value of \"\(key)\", found \(describeFound())")
            }
        }
    }

    mutating func parseArray() throws(DiagnosticError) -> [JSONValue] {
        try enterContainer()
        offset += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            offset += 1
            depth -= 1
            return []
        }
        let start = elementStack.count
        while true {
            guard offset < bytes.count else {
                throw failure("expected a value in the array, found end of file")
            }
            if bytes[offset] == UInt8(ascii: "]"), elementStack.count > start {
                throw failure("expected a value after ',', found ']'", hint: "JSON allows no comma after the last element; remove it")
            }
            let element = try parseValue()
            elementStack.append(element)
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                offset += 1
                skipWhitespace()
            case UInt8(ascii: "]"):
                offset += 1
                depth -= 1
                return Self.pop(&elementStack, from: start)
            default:
                throw failure("expected ',' or ']' after an array element, found \(describeFound())")
            }
        }
    }

    /// Takes the items from `start` on off a scratch stack, into an array of exactly their
    /// count. `Array(stack[start...])` would share the stack's buffer, spare capacity and
    /// all, when `start` is 0.
    private static func pop<Item>(_ stack: inout [Item], from start: Int) -> [Item] {
        let count = stack.count - start
        let items = [Item](unsafeUninitializedCapacity: count) { buffer, initialized in
            stack.withUnsafeBufferPointer { source in
                _ = buffer.initialize(fromContentsOf: source[start...])
            }
            initialized = count
        }
        stack.removeLast(count)
        return items
    }

    private mutating func enterContainer() throws(DiagnosticError) {
        depth += 1
        if depth > JSONReader.maximumDepth {
            throw failure("nesting is deeper than \(JSONReader.maximumDepth) levels", hint: "gen reads samples nested at most \(JSONReader.maximumDepth) arrays and objects deep")
        }
    }

    // MARK: Literals and whitespace

    mutating func expectLiteral(_ literal: StaticString) throws(DiagnosticError) {
        let count = literal.utf8CodeUnitCount
        guard offset + count <= bytes.count else {
            throw unexpectedValueStart()
        }
        for index in 0..<count where bytes[offset + index] != literal.utf8Start[index] {
            throw unexpectedValueStart()
        }
        if offset + count < bytes.count, isWordByte(bytes[offset + count]) {
            throw unexpectedValueStart()
        }
        offset += count
    }

    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "):
                skipIndentation()
            case UInt8(ascii: "\t"):
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

    /// Skips a run of spaces, eight at a time while it can: pretty-printed samples are
    /// mostly indentation.
    private mutating func skipIndentation() {
        if let base = bytes.baseAddress {
            while offset + 8 <= bytes.count, UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020 {
                offset += 8
            }
        }
        while offset < bytes.count, bytes[offset] == UInt8(ascii: " ") {
            offset += 1
        }
    }

    private mutating func startLine() {
        line += 1
        lineStart = offset
        continuationBytesOnLine = 0
    }

    func peek() -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    /// The column of `offset`, in Unicode scalars from the start of the line.
    var currentColumn: Int {
        offset - lineStart - continuationBytesOnLine + 1
    }
}
