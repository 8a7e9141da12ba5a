import Diagnostics
import Support

/// A word, literal or symbol of a tag, with its position.
struct ExpressionToken: Equatable {
    enum Kind: Equatable {
        case name(String)
        case string(String)
        case integer(Int)
        case number(Double)
        case symbol(String)
    }

    var kind: Kind
    var position: SourcePosition

    var description: String {
        switch kind {
        case .name(let name): return "'\(name)'"
        case .string(let value): return "string \"\(value)\""
        case .integer(let value): return "number \(value)"
        case .number(let value): return "number \(value)"
        case .symbol(let symbol): return "'\(symbol)'"
        }
    }
}

/// Splits the text of a tag into names, literals and symbols.
///
/// Works on the tag's UTF-8 bytes: every character of the syntax is ASCII, and a name or a
/// literal is made from its bytes in one go. A set's compile tokenizes thousands of tags,
/// which a walk over an array of the tag's Unicode scalars, appending one at a time, made a
/// tenth of the compile. Columns count Unicode scalars, like every position in diagnostics.
struct ExpressionTokenizer {
    private let bytes: [UInt8]
    private let source: SourceText
    private(set) var position: SourcePosition
    private var index = 0

    init(_ text: Substring, at position: SourcePosition, source: SourceText) {
        // Copied in one go where the text is stored contiguously: `Array(text.utf8)` of a
        // `Substring` copies byte by byte.
        self.bytes = text.utf8.withContiguousStorageIfAvailable(Array.init) ?? Array(text.utf8)
        self.position = position
        self.source = source
    }

    mutating func tokenize() throws(DiagnosticError) -> [ExpressionToken] {
        var tokens: [ExpressionToken] = []
        tokens.reserveCapacity(bytes.count / 2)
        while index < bytes.count {
            let (scalar, length) = scalar(at: index)
            if Self.isWhitespace(scalar) {
                advance(length)
                continue
            }
            let start = position
            if Self.isNameStart(scalar) {
                tokens.append(ExpressionToken(kind: .name(readName()), position: start))
            } else if ASCIIByte.isDigit(bytes[index]) {
                let afterDot = tokens.last?.kind == .symbol(".")
                tokens.append(ExpressionToken(kind: try readNumber(start: start, allowFraction: !afterDot), position: start))
            } else if bytes[index] == .doubleQuote || bytes[index] == .singleQuote {
                tokens.append(ExpressionToken(kind: .string(try readString(quote: bytes[index], start: start)), position: start))
            } else if index + 2 < bytes.count, bytes[index] == .dot, bytes[index + 1] == .dot, bytes[index + 2] == .dot {
                advance(1)
                advance(1)
                advance(1)
                tokens.append(ExpressionToken(kind: .symbol("..."), position: start))
            } else if index + 1 < bytes.count, let pair = Self.twoByteSymbol(bytes[index], bytes[index + 1]) {
                advance(1)
                advance(1)
                tokens.append(ExpressionToken(kind: .symbol(pair), position: start))
            } else if Self.isSymbol(bytes[index]) {
                tokens.append(ExpressionToken(kind: .symbol(text(index..<index + 1)), position: start))
                advance(1)
            } else {
                throw DiagnosticError(.error("unexpected character '\(scalar)' in a tag", in: source, at: start))
            }
        }
        return tokens
    }

    private mutating func readName() -> String {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                guard ASCIIByte.isIdentifier(byte) else { break }
                index += 1
                position.column += 1
                continue
            }
            let (scalar, length) = scalar(at: index)
            guard Self.isNameStart(scalar) || Self.isCombiningMark(scalar) else { break }
            advance(length)
        }
        return text(start..<index)
    }

    /// An integer, or a number with a fraction (`1.5`) unless it follows a `.` (`xs.0.name`).
    private mutating func readNumber(start: SourcePosition, allowFraction: Bool) throws(DiagnosticError) -> ExpressionToken.Kind {
        let first = index
        skipDigits()
        if allowFraction, index + 1 < bytes.count, bytes[index] == .dot, ASCIIByte.isDigit(bytes[index + 1]) {
            advance(1)
            skipDigits()
            let digits = text(first..<index)
            guard let value = Double(digits) else {
                throw DiagnosticError(.error("number \(digits) is not valid", in: source, at: start))
            }
            return .number(value)
        }
        let digits = text(first..<index)
        guard let value = Int(digits) else {
            throw DiagnosticError(.error("number \(digits) is too large", in: source, at: start))
        }
        return .integer(value)
    }

    private mutating func skipDigits() {
        while index < bytes.count, ASCIIByte.isDigit(bytes[index]) {
            advance(1)
        }
    }

    /// A quoted string; `\n`, `\t`, `\\` and the escaped quote are the escapes.
    private mutating func readString(quote: UInt8, start: SourcePosition) throws(DiagnosticError) -> String {
        advance(1)
        var value: [UInt8] = []
        while index < bytes.count, bytes[index] != quote {
            let escaped = bytes[index] == .backslash && index + 1 < bytes.count
            if escaped {
                advance(1)
            }
            let length = scalar(at: index).length
            switch (escaped, bytes[index]) {
            case (true, .letterN): value.append(.newline)
            case (true, .letterT): value.append(.tab)
            default: value.append(contentsOf: bytes[index..<index + length])
            }
            advance(length)
        }
        guard index < bytes.count else {
            throw DiagnosticError(.error("string is never closed; expected \(Character(Unicode.Scalar(quote)))", in: source, at: start))
        }
        advance(1)
        return String(decoding: value, as: UTF8.self)
    }

    /// Moves past the `length` bytes of one scalar, one column or one line.
    private mutating func advance(_ length: Int) {
        if bytes[index] == .newline {
            position = SourcePosition(line: position.line + 1, column: 1)
        } else {
            position.column += 1
        }
        index += length
    }

    private func text(_ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// The scalar whose UTF-8 starts at `start`, and how many bytes it takes. The bytes come
    /// from a `String`, so they are valid UTF-8.
    private func scalar(at start: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = bytes[start]
        if lead < 0x80 {
            return (Unicode.Scalar(lead), 1)
        }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length {
            value = value << 6 | UInt32(bytes[start + offset] & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// `==`, `!=`, `<=` or `>=`, when the two bytes spell one.
    private static func twoByteSymbol(_ first: UInt8, _ second: UInt8) -> String? {
        guard second == UInt8(ascii: "=") else { return nil }
        switch first {
        case UInt8(ascii: "="): return "=="
        case UInt8(ascii: "!"): return "!="
        case UInt8(ascii: "<"): return "<="
        case UInt8(ascii: ">"): return ">="
        default: return nil
        }
    }

    private static func isSymbol(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "."), UInt8(ascii: "|"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "("), UInt8(ascii: ")"),
             UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "-"),
             UInt8(ascii: "!"):
            return true
        default:
            return false
        }
    }

    /// A letter or `_`; ASCII is decided without the Unicode tables, which are slow to query.
    static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || scalar == "_"
        }
        return scalar.properties.isAlphabetic
    }

    /// A mark that combines with the letter before it (`u` + U+0308 is `ü`), inside a name.
    static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        guard !scalar.isASCII else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
        }
        return scalar.properties.isWhitespace
    }
}
