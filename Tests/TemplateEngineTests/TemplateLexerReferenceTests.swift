import Diagnostics
import Testing
import TestSupport
@testable import TemplateEngine

/// The lexer against the byte-at-a-time lexer it replaced, on 30,000 seeded random templates
/// of the pieces its rules turn on: tags and comments with and without trimming dashes, lines
/// of nothing but tags, braces that open no tag, unclosed tags, CRLF, tabs and multi-byte
/// characters. Same tokens at the same positions, or the same error at the same place.
@Suite struct TemplateLexerReferenceTests {
    private static let pieces: [String] = [
        "{{ x }}", "{{- x -}}", "{% if a %}", "{%- endif -%}", "{# note #}", "{#- c -#}", "{% for i in xs %}",
        "{", "}", "{x", "%}", "#}", "{{", "{%", "text", "é", "中文", "🙂", " ", "  ", "\t", "\n", "\r\n", "-", "x",
    ]

    private static func outcome(_ tokenize: () throws(DiagnosticError) -> [TemplateToken]) -> String {
        do {
            return try tokenize().map { "\($0)" }.joined(separator: " ")
        } catch {
            return error.diagnostics.map { "\($0.message)@\($0.location.map { "\($0.position.line):\($0.position.column)" } ?? "-")" }.joined(separator: "; ")
        }
    }

    @Test func agreesWithTheByteAtATimeLexer() {
        var random = SeededGenerator(seed: 12)
        for _ in 0..<30_000 {
            let text = (0..<Int.random(in: 0...14, using: &random)).map { _ in Self.pieces.randomElement(using: &random) ?? "" }.joined()
            let source = SourceText(path: "t.stencil", text: text)
            let origin = SourcePosition(line: 1, column: 1)
            let expected = Self.outcome { () throws(DiagnosticError) in
                var lexer = ReferenceTemplateLexer(source: source, text: text, origin: origin)
                return try lexer.tokenize()
            }
            let actual = Self.outcome { () throws(DiagnosticError) in
                var lexer = TemplateLexer(source: source, text: text, origin: origin)
                return try lexer.tokenize()
            }
            #expect(actual == expected, "\(text.debugDescription)")
            if actual != expected { return }
        }
    }
}

/// The lexer as it was before it took runs of text in one go: a byte at a time. Kept as the
/// reference the lexer must agree with.
struct ReferenceTemplateLexer {
    private let source: SourceText
    private let bytes: [UInt8]
    private var index = 0
    private var position: SourcePosition
    private var tokens: [TemplateToken] = []
    private var pending: [UInt8] = []
    private var pendingPosition: SourcePosition?
    /// The end of the line of block tags and comments being lexed; white space before it is dropped.
    private var standaloneEnd = 0

    /// Lexes `text`, which starts at `origin` in `source`; diagnostics quote `source`.
    init(source: SourceText, text: String, origin: SourcePosition) {
        self.source = source
        self.bytes = Array(text.utf8)
        self.position = origin
    }

    mutating func tokenize() throws(DiagnosticError) -> [TemplateToken] {
        while index < bytes.count {
            if index >= standaloneEnd, index == 0 || bytes[index - 1] == .newline, let end = standaloneLineEnd(from: index) {
                standaloneEnd = end
            }
            let byte = bytes[index]
            if index < standaloneEnd, byte.isASCIIWhitespace {
                advance()
            } else if byte == .openBrace, index + 1 < bytes.count, let kind = TagKind(opener: bytes[index + 1]) {
                try lexTag(kind)
            } else {
                if pendingPosition == nil { pendingPosition = position }
                pending.append(byte)
                advance()
            }
        }
        flushText()
        return tokens
    }

    private enum TagKind {
        case output
        case block
        case comment

        init?(opener: UInt8) {
            switch opener {
            case .openBrace: self = .output
            case .percent: self = .block
            case .hash: self = .comment
            default: return nil
            }
        }

        var closer: UInt8 {
            switch self {
            case .output: return .closeBrace
            case .block: return .percent
            case .comment: return .hash
            }
        }

        var name: String {
            switch self {
            case .output: return "{{"
            case .block: return "{%"
            case .comment: return "{#"
            }
        }
    }

    private mutating func lexTag(_ kind: TagKind) throws(DiagnosticError) {
        let tagPosition = position
        guard let close = closingIndex(of: kind.closer, from: index + 2) else {
            throw DiagnosticError(.error(
                "'\(kind.name)' is never closed; expected '\(Character(Unicode.Scalar(kind.closer)))}'",
                in: source,
                at: tagPosition
            ))
        }
        var contentStart = index + 2
        var contentEnd = close
        let trimsBefore = contentStart < contentEnd && bytes[contentStart] == .dash
        if trimsBefore { contentStart += 1 }
        let trimsAfter = contentEnd > contentStart && bytes[contentEnd - 1] == .dash
        if trimsAfter { contentEnd -= 1 }

        if trimsBefore {
            while let last = pending.last, last.isASCIIWhitespace {
                pending.removeLast()
            }
        }
        flushText()
        advance(to: contentStart)
        let content = String(decoding: bytes[contentStart..<contentEnd], as: UTF8.self)
        switch kind {
        case .output: tokens.append(.output(content, position))
        case .block: tokens.append(.tag(content, position))
        case .comment: break
        }
        advance(to: close + 2)
        if trimsAfter {
            while index < bytes.count, bytes[index].isASCIIWhitespace {
                advance()
            }
        }
    }

    /// The index of the `closer}` that ends a tag whose content starts at `start`.
    private func closingIndex(of closer: UInt8, from start: Int) -> Int? {
        var close = start
        while close + 1 < bytes.count {
            if bytes[close] == closer, bytes[close + 1] == .closeBrace { return close }
            close += 1
        }
        return nil
    }

    /// When the line starting at `lineStart` holds only block tags and comments (at least one)
    /// and spaces or tabs, the index just past its line break or the end of the text.
    private func standaloneLineEnd(from lineStart: Int) -> Int? {
        var cursor = skipSpaces(from: lineStart)
        var sawTag = false
        while cursor + 1 < bytes.count, bytes[cursor] == .openBrace,
              let kind = TagKind(opener: bytes[cursor + 1]), kind != .output {
            guard let close = closingIndex(of: kind.closer, from: cursor + 2) else { return nil }
            sawTag = true
            cursor = skipSpaces(from: close + 2)
        }
        guard sawTag else { return nil }
        if cursor == bytes.count { return cursor }
        if bytes[cursor] == .newline { return cursor + 1 }
        if bytes[cursor] == .carriageReturn, cursor + 1 < bytes.count, bytes[cursor + 1] == .newline { return cursor + 2 }
        return nil
    }

    private func skipSpaces(from start: Int) -> Int {
        var cursor = start
        while cursor < bytes.count, bytes[cursor] == .space || bytes[cursor] == .tab {
            cursor += 1
        }
        return cursor
    }

    private mutating func flushText() {
        if let pendingPosition, !pending.isEmpty {
            tokens.append(.text(String(decoding: pending, as: UTF8.self), pendingPosition))
        }
        pending.removeAll(keepingCapacity: true)
        pendingPosition = nil
    }

    private mutating func advance() {
        let byte = bytes[index]
        if byte == .newline {
            position = SourcePosition(line: position.line + 1, column: 1)
        } else if byte & 0xC0 != 0x80 {
            position.column += 1
        }
        index += 1
    }

    private mutating func advance(to target: Int) {
        while index < target {
            advance()
        }
    }
}

