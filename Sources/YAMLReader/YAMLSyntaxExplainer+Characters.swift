import Diagnostics

extension YAMLSyntaxExplainer {
    func cannotStartToken(at position: SourcePosition) -> YAMLSyntaxError? {
        guard let scalar = lines.scalar(at: position) else { return nil }
        if scalar == "\t" {
            if lines.tabInIndentation(position.line) == position {
                return tabIndentation(at: position)
            }
            return YAMLSyntaxError(message: "YAML allows no tab here", position: position, hint: "replace the tab with spaces")
        }
        let reserved = scalar == "@" || scalar == "`" ? "; YAML reserves it" : ""
        return YAMLSyntaxError(
            message: "'\(scalar)' cannot begin a value without quotes\(reserved)",
            position: position,
            hint: "put the value in quotes: \(Self.singleQuoted(keyOrValue(from: position)))"
        )
    }

    func tabIndentation(at position: SourcePosition) -> YAMLSyntaxError {
        YAMLSyntaxError(message: "\(lines.fileName) is indented with a tab; YAML allows only spaces", position: position, hint: "replace the tab with spaces")
    }

    static let escapeHint = "write \\\\ for a backslash, or use single quotes, where a backslash is plain text"

    func badHexEscape(at problem: SourcePosition) -> YAMLSyntaxError? {
        let letter = SourcePosition(line: problem.line, column: problem.column - 1)
        let digits: [Unicode.Scalar: Int] = ["x": 2, "u": 4, "U": 8]
        guard let scalar = lines.scalar(at: letter), let count = digits[scalar],
              lines.scalar(at: SourcePosition(line: problem.line, column: problem.column - 2)) == "\\" else { return nil }
        return YAMLSyntaxError(
            message: "'\\\(scalar)' must be followed by \(count) hexadecimal digits",
            position: SourcePosition(line: problem.line, column: problem.column - 2),
            hint: Self.escapeHint
        )
    }

    func unsupportedTag(at position: SourcePosition) -> YAMLSyntaxError? {
        let tag = lines.word(at: position)
        guard tag.hasPrefix("!") else { return nil }
        return YAMLSyntaxError(message: "unsupported YAML tag '\(tag)'", position: position, hint: YAMLTag.hint)
    }

    func readerError(_ failure: YAMLFailure) -> YAMLSyntaxError? {
        guard failure.problem == "control characters are not allowed" else { return nil }
        var code = String(UInt32(bitPattern: failure.value), radix: 16, uppercase: true)
        code = String(repeating: "0", count: max(0, 4 - code.count)) + code
        return YAMLSyntaxError(
            message: "\(lines.fileName) holds a control character (U+\(code)), which YAML does not allow",
            position: lines.position(ofByte: failure.byteOffset, in: text),
            hint: "remove it"
        )
    }
}
