import Diagnostics
import Testing
import TestSupport
@testable import TemplateEngine

/// The byte tokenizer of tags against the scalar one it replaced, on 30,000 seeded random
/// tags of the characters that matter: names with non-ASCII letters, digits and fractions,
/// strings with escapes and multi-byte characters, every symbol, ASCII and other white
/// space, line breaks, and characters no tag may hold; every other tag in quotes, as a
/// string. Same tokens at the same positions, same end position, or the same error at the
/// same place.
@Suite struct ExpressionTokenizerReferenceTests {
    private static let pieces: [String] = [
        "a", "Z", "_", "é", "中", "名", "x1", "0", "7", "42", "3.5", ".", "|", ":", ",", "(", ")", "[", "]",
        "<", ">", "=", "==", "!=", "<=", ">=", "!", "-", "\"", "'", "\\", "\\n", "\\t", " ", "\t", "\n", "\r\n",
        "\u{00A0}", "\u{2003}", "#", "$", "🙂", "\u{0301}", "in", "not", "99999999999999999999", "...", "1...3",
    ]

    private static func outcome(_ tokenize: () throws(DiagnosticError) -> ([ExpressionToken], SourcePosition)) -> String {
        do {
            let (tokens, end) = try tokenize()
            return tokens.map { "\($0.kind)@\($0.position.line):\($0.position.column)" }.joined(separator: " ") + " end \(end.line):\(end.column)"
        } catch {
            return error.diagnostics.map { "\($0.message)@\($0.location.map { "\($0.position.line):\($0.position.column)" } ?? "-")" }.joined(separator: "; ")
        }
    }

    @Test func agreesWithTheScalarTokenizer() {
        var random = SeededGenerator(seed: 11)
        let origin = SourcePosition(line: 3, column: 7)
        for _ in 0..<30_000 {
            let pieces = (0..<Int.random(in: 0...10, using: &random)).map { _ in Self.pieces.randomElement(using: &random) ?? "" }.joined()
            // Every other tag is a string literal, so escapes meet each other inside one.
            let text = Bool.random(using: &random) ? "\"" + pieces + "\"" : pieces
            let source = SourceText(path: "t.stencil", text: text)
            let expected = Self.outcome { () throws(DiagnosticError) in
                var tokenizer = ReferenceExpressionTokenizer(Substring(text), at: origin, source: source)
                return (try tokenizer.tokenize(), tokenizer.position)
            }
            let actual = Self.outcome { () throws(DiagnosticError) in
                var tokenizer = ExpressionTokenizer(Substring(text), at: origin, source: source)
                return (try tokenizer.tokenize(), tokenizer.position)
            }
            #expect(actual == expected, "\(text.debugDescription)")
            if actual != expected { return }
        }
    }
}

/// The tokenizer as it was before it read bytes: over an array of the tag's Unicode scalars,
/// appending one at a time. Kept as the reference the byte tokenizer must agree with.
struct ReferenceExpressionTokenizer {
    private static let twoCharacterSymbols: Set<String> = ["==", "!=", "<=", ">="]
    private static let symbols = Set(".|:,()[]<>=-!".unicodeScalars)

    private let scalars: [Unicode.Scalar]
    private let source: SourceText
    private(set) var position: SourcePosition
    private var index = 0

    init(_ text: Substring, at position: SourcePosition, source: SourceText) {
        self.scalars = Array(text.unicodeScalars)
        self.position = position
        self.source = source
    }

    mutating func tokenize() throws(DiagnosticError) -> [ExpressionToken] {
        var tokens: [ExpressionToken] = []
        while index < scalars.count {
            let scalar = scalars[index]
            if isWhitespace(scalar) {
                advance()
                continue
            }
            let start = position
            if isNameStart(scalar) {
                tokens.append(ExpressionToken(kind: .name(readName()), position: start))
            } else if isDigit(scalar) {
                let afterDot = tokens.last?.kind == .symbol(".")
                tokens.append(ExpressionToken(kind: try readNumber(start: start, allowFraction: !afterDot), position: start))
            } else if scalar == "\"" || scalar == "'" {
                tokens.append(ExpressionToken(kind: .string(try readString(quote: scalar, start: start)), position: start))
            } else if index + 2 < scalars.count, scalar == ".", scalars[index + 1] == ".", scalars[index + 2] == "." {
                advance()
                advance()
                advance()
                tokens.append(ExpressionToken(kind: .symbol("..."), position: start))
            } else if index + 1 < scalars.count,
                      case let pair = String(String.UnicodeScalarView([scalar, scalars[index + 1]])),
                      Self.twoCharacterSymbols.contains(pair) {
                advance()
                advance()
                tokens.append(ExpressionToken(kind: .symbol(pair), position: start))
            } else if Self.symbols.contains(scalar) {
                advance()
                tokens.append(ExpressionToken(kind: .symbol(String(scalar)), position: start))
            } else {
                throw DiagnosticError(.error("unexpected character '\(scalar)' in a tag", in: source, at: start))
            }
        }
        return tokens
    }

    private mutating func readName() -> String {
        var name = String.UnicodeScalarView()
        while index < scalars.count, isNameStart(scalars[index]) || isDigit(scalars[index]) || ExpressionTokenizer.isCombiningMark(scalars[index]) {
            name.append(scalars[index])
            advance()
        }
        return String(name)
    }

    /// An integer, or a number with a fraction (`1.5`) unless it follows a `.` (`xs.0.name`).
    private mutating func readNumber(start: SourcePosition, allowFraction: Bool) throws(DiagnosticError) -> ExpressionToken.Kind {
        var digits = readDigits()
        if allowFraction, index + 1 < scalars.count, scalars[index] == ".", isDigit(scalars[index + 1]) {
            advance()
            digits += "." + readDigits()
            guard let value = Double(digits) else {
                throw DiagnosticError(.error("number \(digits) is not valid", in: source, at: start))
            }
            return .number(value)
        }
        guard let value = Int(digits) else {
            throw DiagnosticError(.error("number \(digits) is too large", in: source, at: start))
        }
        return .integer(value)
    }

    private mutating func readDigits() -> String {
        var digits = String.UnicodeScalarView()
        while index < scalars.count, isDigit(scalars[index]) {
            digits.append(scalars[index])
            advance()
        }
        return String(digits)
    }

    /// A quoted string; `\n`, `\t`, `\\` and the escaped quote are the escapes.
    private mutating func readString(quote: Unicode.Scalar, start: SourcePosition) throws(DiagnosticError) -> String {
        advance()
        var value = String.UnicodeScalarView()
        while index < scalars.count, scalars[index] != quote {
            if scalars[index] == "\\", index + 1 < scalars.count {
                advance()
                switch scalars[index] {
                case "n": value.append("\n")
                case "t": value.append("\t")
                default: value.append(scalars[index])
                }
            } else {
                value.append(scalars[index])
            }
            advance()
        }
        guard index < scalars.count else {
            throw DiagnosticError(.error("string is never closed; expected \(quote)", in: source, at: start))
        }
        advance()
        return String(value)
    }

    private mutating func advance() {
        if scalars[index] == "\n" {
            position = SourcePosition(line: position.line + 1, column: 1)
        } else {
            position.column += 1
        }
        index += 1
    }

    private func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar >= "0" && scalar <= "9"
    }

    /// A letter or `_`; ASCII is decided without the Unicode tables, which are slow to query.
    private func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || scalar == "_"
        }
        return scalar.properties.isAlphabetic
    }

    private func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
        }
        return scalar.properties.isWhitespace
    }
}
