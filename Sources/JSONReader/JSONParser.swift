import Diagnostics

/// A single-pass parser over UTF-8 bytes.
///
/// It does not recurse: arrays and objects being read wait on `openContainers`, so reading
/// uses the same few bytes of the thread's stack at any depth.
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
    /// False when only the problems matter: containers then close empty, so no tree is
    /// built and memory stays that of the open containers' keys.
    let keepsValues: Bool
    /// Told every value, key, open and close as it is read; set only with `keepsValues` false.
    let sink: (any JSONEventSink)?
    var offset = 0
    var line = 1
    var lineStart = 0
    var continuationBytesOnLine = 0
    var warnings = DocumentWarnings()
    /// The arrays and objects opened and not yet closed, innermost last.
    var openContainers: [OpenContainer] = []
    var elementStack: [JSONValue] = []
    var memberStack: [JSONMember] = []
    /// The fingerprint of each key on `memberStack`, at the same index.
    var keyFingerprints: [UInt64] = []
    /// The decoded bytes of the string being read, once it turned out to hold escapes.
    var unescaped: [UInt8] = []

    static let linearKeySearchLimit = 32

    init(buffer: UnsafeBufferPointer<UInt8>, path: String, keepsValues: Bool = true, sink: (any JSONEventSink)? = nil) {
        self.bytes = buffer
        self.path = path
        self.keepsValues = keepsValues
        self.sink = sink
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
                let hint = bytes[offset] == UInt8(ascii: "/") ? Self.noCommentsHint : "a sample holds exactly one JSON value"
                throw failure("expected end of file after the JSON value, found \(describeFound())", hint: hint)
            }
            return JSONDocument(value: value, warnings: warnings.all)
        } catch {
            throw DiagnosticError(warnings.all + error.diagnostics)
        }
    }

    // MARK: Values

    /// Reads the value at `offset`, which must be inside the buffer, with everything in it.
    private mutating func parseValue() throws(DiagnosticError) -> JSONValue {
        while true {
            var completed = try readValueOrOpenContainer()
            while let value = completed {
                guard !openContainers.isEmpty else { return value }
                completed = try add(value)
            }
        }
    }

    /// Reads a scalar or an empty container at `offset`, which must be inside the buffer.
    /// For an array or object with children, opens it instead, moves to its first child and
    /// returns nil.
    private mutating func readValueOrOpenContainer() throws(DiagnosticError) -> JSONValue? {
        let line = self.line
        let column = currentColumn
        let kind: JSONValue.Kind
        switch bytes[offset] {
        case UInt8(ascii: "{"):
            if try openObject(line: line, column: column) { return nil }
            kind = .object([])
        case UInt8(ascii: "["):
            if try openArray(line: line, column: column) { return nil }
            kind = .array([])
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
        sink?.value(kind)
        return JSONValue(kind, line: line, column: column)
    }

    // MARK: Literals and whitespace

    private mutating func expectLiteral(_ literal: StaticString) throws(DiagnosticError) {
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
