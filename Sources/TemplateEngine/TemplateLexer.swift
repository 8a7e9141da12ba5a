import Diagnostics

/// Splits template source into text and tags, applying the whitespace rules:
/// - a line that holds only `{% %}` tags and `{# #}` comments, with spaces or tabs around
///   them, leaves nothing in the output, not even its line break;
/// - `{%-`, `{{-` and `{#-` remove all white space, line breaks included, before the tag;
///   `-%}`, `-}}` and `-#}` remove it after the tag;
/// - on such a line, `{%+` keeps the white space before the first tag and `+%}` on the last tag
///   keeps the line break, as Stencil's markers do under StencilSwiftKit's smart trimming.
///
/// Works on UTF-8 bytes: every character of the syntax is ASCII. Columns count Unicode
/// scalars, like every position in diagnostics.
struct TemplateLexer {
    private let source: SourceText
    private let bytes: [UInt8]
    private var index = 0
    private var position: SourcePosition
    private var tokens: [TemplateToken] = []
    private var pending: [UInt8] = []
    private var pendingPosition: SourcePosition?
    /// The end of the line of block tags and comments being lexed; white space before it is dropped.
    private var standaloneEnd = 0
    /// True from the start of a line of tags that opens with `{%+` until its first tag.
    private var keepsIndent = false

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
                let firstTag = skipSpaces(from: index)
                keepsIndent = firstTag + 2 < bytes.count && bytes[firstTag + 2] == .plus
            }
            let byte = bytes[index]
            if index < standaloneEnd, byte.isASCIIWhitespace, !keepsIndent {
                advance()
            } else if byte == .openBrace, index + 1 < bytes.count, let kind = TagKind(opener: bytes[index + 1]) {
                try lexTag(kind)
            } else {
                appendText()
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
        keepsIndent = false
        var contentStart = index + 2
        var contentEnd = close
        let trimsBefore = contentStart < contentEnd && bytes[contentStart] == .dash
        if trimsBefore || (kind == .block && contentStart < contentEnd && bytes[contentStart] == .plus) { contentStart += 1 }
        let trimsAfter = contentEnd > contentStart && bytes[contentEnd - 1] == .dash
        if trimsAfter || (kind == .block && contentEnd > contentStart && bytes[contentEnd - 1] == .plus) { contentEnd -= 1 }

        if trimsBefore {
            while let last = pending.last, last.isASCIIWhitespace {
                pending.removeLast()
            }
        }
        flushText()
        advance(to: contentStart)
        let content = bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[contentStart..<contentEnd]), as: UTF8.self) }
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
        var lastClose = 0
        while cursor + 1 < bytes.count, bytes[cursor] == .openBrace,
              let kind = TagKind(opener: bytes[cursor + 1]), kind != .output {
            guard let close = closingIndex(of: kind.closer, from: cursor + 2) else { return nil }
            lastClose = close
            sawTag = true
            cursor = skipSpaces(from: close + 2)
        }
        guard sawTag else { return nil }
        if bytes[lastClose - 1] == .plus, cursor < bytes.count, bytes[cursor] == .newline || bytes[cursor] == .carriageReturn {
            return cursor
        }
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

    /// Takes the text from here to the next brace, or to the end of this line, in one go.
    private mutating func appendText() {
        if pendingPosition == nil { pendingPosition = position }
        let limit = index < standaloneEnd ? standaloneEnd : bytes.count
        let end = bytes.withUnsafeBufferPointer { buffer in
            var end = index + 1
            while end < limit, buffer[end] != .openBrace, buffer[end - 1] != .newline {
                end += 1
            }
            return end
        }
        bytes.withUnsafeBufferPointer { pending.append(contentsOf: UnsafeBufferPointer(rebasing: $0[index..<end])) }
        advance(to: end)
    }

    private mutating func flushText() {
        if let pendingPosition, !pending.isEmpty {
            tokens.append(.text(String(decoding: pending, as: UTF8.self), pendingPosition))
        }
        pending.removeAll(keepingCapacity: true)
        pendingPosition = nil
    }

    private mutating func advance() {
        position = Self.position(after: bytes[index], from: position)
        index += 1
    }

    private mutating func advance(to target: Int) {
        guard target > index else { return }
        position = bytes.withUnsafeBufferPointer { [position, index] buffer in
            var moved = position
            for byte in buffer[index..<target] {
                moved = Self.position(after: byte, from: moved)
            }
            return moved
        }
        index = target
    }

    /// Where the text goes on after `byte`: a line break starts the next line, and each byte
    /// that starts a scalar (not a UTF-8 continuation byte) is one column.
    private static func position(after byte: UInt8, from position: SourcePosition) -> SourcePosition {
        if byte == .newline { return SourcePosition(line: position.line + 1, column: 1) }
        return byte & 0xC0 == 0x80 ? position : SourcePosition(line: position.line, column: position.column + 1)
    }
}
