import Diagnostics

/// Splits template source into text and tags, applying the whitespace rules:
/// - a line that holds only a `{% %}` tag or a `{# #}` comment (and spaces or tabs) leaves
///   nothing in the output, not even its line break;
/// - `{%-`, `{{-` and `{#-` remove all white space, line breaks included, before the tag;
///   `-%}`, `-}}` and `-#}` remove it after the tag.
struct TemplateLexer {
    private let source: SourceText
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line: Int
    private var column: Int
    private var tokens: [TemplateToken] = []
    private var pendingText = String.UnicodeScalarView()

    /// Lexes `text`, which starts at `origin` in `source`; diagnostics quote `source`.
    init(source: SourceText, text: String, origin: SourcePosition) {
        self.source = source
        self.scalars = Array(text.unicodeScalars)
        self.line = origin.line
        self.column = origin.column
    }

    mutating func tokenize() throws(DiagnosticError) -> [TemplateToken] {
        while index < scalars.count {
            if scalars[index] == "{", index + 1 < scalars.count, let kind = TagKind(opener: scalars[index + 1]) {
                try lexTag(kind)
            } else {
                pendingText.append(scalars[index])
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

        init?(opener: Unicode.Scalar) {
            switch opener {
            case "{": self = .output
            case "%": self = .block
            case "#": self = .comment
            default: return nil
            }
        }

        var closer: (Unicode.Scalar, Unicode.Scalar) {
            switch self {
            case .output: return ("}", "}")
            case .block: return ("%", "}")
            case .comment: return ("#", "}")
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
        let tagStart = index
        let tagPosition = SourcePosition(line: line, column: column)
        let (closerFirst, closerSecond) = kind.closer
        var close = index + 2
        while close + 1 < scalars.count, !(scalars[close] == closerFirst && scalars[close + 1] == closerSecond) {
            close += 1
        }
        guard close + 1 < scalars.count else {
            throw DiagnosticError(.error(
                "'\(kind.name)' is never closed; expected '\(closerFirst)\(closerSecond)'",
                in: source,
                at: tagPosition
            ))
        }
        var contentStart = tagStart + 2
        var contentEnd = close
        let trimsBefore = contentStart < contentEnd && scalars[contentStart] == "-"
        let trimsAfter = contentEnd > contentStart && scalars[contentEnd - 1] == "-"
        if trimsBefore { contentStart += 1 }
        if trimsAfter, contentEnd > contentStart { contentEnd -= 1 }
        let tagEnd = close + 2

        let lineEnd = kind == .output ? nil : standaloneLineEnd(tagStart: tagStart, tagEnd: tagEnd)
        if trimsBefore {
            trimTrailingWhitespace(includingNewlines: true)
        } else if lineEnd != nil {
            trimTrailingWhitespace(includingNewlines: false)
        }
        flushText()

        let content = String(String.UnicodeScalarView(scalars[contentStart..<contentEnd]))
        let contentPosition = position(of: contentStart, from: tagStart, at: tagPosition)
        switch kind {
        case .output: tokens.append(.output(content, contentPosition))
        case .block: tokens.append(.tag(content, contentPosition))
        case .comment: break
        }

        advance(to: lineEnd ?? tagEnd)
        if trimsAfter {
            while index < scalars.count, scalars[index].properties.isWhitespace {
                advance()
            }
        }
    }

    /// When the tag is alone on its line, the index just past that line's break (or the end
    /// of the file); otherwise nil.
    private func standaloneLineEnd(tagStart: Int, tagEnd: Int) -> Int? {
        var before = tagStart
        while before > 0, scalars[before - 1] == " " || scalars[before - 1] == "\t" {
            before -= 1
        }
        guard before == 0 || scalars[before - 1] == "\n" || scalars[before - 1] == "\r" else { return nil }
        var after = tagEnd
        while after < scalars.count, scalars[after] == " " || scalars[after] == "\t" {
            after += 1
        }
        if after == scalars.count { return after }
        if scalars[after] == "\n" { return after + 1 }
        if scalars[after] == "\r" {
            return after + 1 < scalars.count && scalars[after + 1] == "\n" ? after + 2 : after + 1
        }
        return nil
    }

    private mutating func trimTrailingWhitespace(includingNewlines: Bool) {
        while let last = pendingText.last,
              last == " " || last == "\t" || (includingNewlines && last.properties.isWhitespace) {
            pendingText.removeLast()
        }
    }

    private mutating func flushText() {
        if !pendingText.isEmpty {
            tokens.append(.text(String(pendingText)))
            pendingText = String.UnicodeScalarView()
        }
    }

    private func position(of target: Int, from start: Int, at startPosition: SourcePosition) -> SourcePosition {
        var result = startPosition
        for offset in start..<target {
            if scalars[offset] == "\n" {
                result = SourcePosition(line: result.line + 1, column: 1)
            } else {
                result.column += 1
            }
        }
        return result
    }

    private mutating func advance() {
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    private mutating func advance(to target: Int) {
        while index < target {
            advance()
        }
    }
}
