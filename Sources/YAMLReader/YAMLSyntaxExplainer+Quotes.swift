import Diagnostics

extension YAMLSyntaxExplainer {
    static func quoteHint(_ quote: Unicode.Scalar) -> String {
        quote == "'"
            ? "close it with ' at the end of the value; write '' for a quote inside it"
            : "close it with \" at the end of the value; write \\\" for a quote inside it"
    }

    func unclosedQuote(at opening: SourcePosition) -> YAMLSyntaxError {
        let quote = lines.scalar(at: opening) ?? "\""
        return YAMLSyntaxError(message: "this quoted string is never closed", position: opening, hint: Self.quoteHint(quote))
    }

    /// A quoted string read just before the error: one that ran on from an earlier line to a
    /// quote on the error's line (its closing quote was left out), or one that more text
    /// follows on its line (`'it's'`, `"b" c`).
    func quotedStringProblem(_ progress: YAMLProgress, problem: SourcePosition) -> YAMLSyntaxError? {
        guard let quoted = progress.lastQuoted else { return nil }
        var opening = lines.position(ofMark: quoted.start)
        while let scalar = lines.scalar(at: opening), scalar != quoted.quote {
            opening.column += 1
        }
        let closing = lines.position(ofMark: quoted.end - 1)
        guard closing.line == problem.line, closing.column < problem.column else { return nil }
        if opening.line < closing.line {
            return YAMLSyntaxError(
                message: "this quoted string is never closed on its line; YAML reads on to the quote on line \(closing.line)",
                position: opening,
                hint: Self.quoteHint(quoted.quote)
            )
        }
        guard lines.previousScalar(before: problem)?.column == closing.column,
              let next = lines.scalar(at: problem), !"]},".unicodeScalars.contains(next) else { return nil }
        let written = lines.rest(from: opening)
        var hint = "quote the whole value, or remove what follows the closing quote"
        if written.unicodeScalars.count > 2, written.unicodeScalars.last == quoted.quote {
            let inner = String(String.UnicodeScalarView(written.unicodeScalars.dropFirst().dropLast()))
            let fixed = quoted.quote == "'" ? Self.singleQuoted(inner.replacingDoubled("'")) : "\"" + inner.escapingUnescapedQuotes() + "\""
            hint = "to put the quote inside the string, write \(fixed)"
        }
        return YAMLSyntaxError(message: "this quote ends the string, and more text follows it", position: closing, hint: hint)
    }
}

extension String {
    func replacingAll(_ target: Unicode.Scalar, with replacement: String) -> String {
        var result = ""
        for scalar in unicodeScalars {
            if scalar == target { result += replacement } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// `''` pairs made single again, so `singleQuoted` doubles every quote once.
    func replacingDoubled(_ quote: Unicode.Scalar) -> String {
        var result = ""
        var previousWasQuote = false
        for scalar in unicodeScalars {
            if scalar == quote, previousWasQuote {
                previousWasQuote = false
                continue
            }
            previousWasQuote = scalar == quote
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    /// Each `"` not already after a backslash written `\"`.
    func escapingUnescapedQuotes() -> String {
        var result = ""
        var escaped = false
        for scalar in unicodeScalars {
            if scalar == "\"", !escaped { result += "\\" }
            escaped = scalar == "\\" && !escaped
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}
