import Diagnostics


/// Puts libyaml's errors in plain words, located where the mistake starts rather than where
/// libyaml gave up, by its problem and context and by the text around their marks:
///
/// | libyaml's problem (context)                                              | gen says, at                                                              |
/// |--------------------------------------------------------------------------|---------------------------------------------------------------------------|
/// | found unexpected end of stream / document indicator (scanning a quoted scalar) | this quoted string is never closed, at the opening quote             |
/// | any error on the line where a quoted string that began on an earlier line ended | this quoted string is never closed on its line, at the opening quote |
/// | any error just after a closing quote on the same line                    | this quote ends the string, and more text follows it, at that quote       |
/// | found character that cannot start any token, on a tab in the indentation | <file> is indented with a tab; YAML allows only spaces, at the tab        |
/// | found a tab character that violates indentation / where an indentation space is expected | the same                                      |
/// | found character that cannot start any token, on `@`, `` ` ``, `%`, …     | '@' cannot begin a value without quotes, at it                            |
/// | mapping values are not allowed in this context, after a line without `: ` | 'name Products' needs a colon after the key: name: Products, at that line |
/// | mapping values are not allowed in this context, in `key {a: b}`          | the same, at that line                                                    |
/// | mapping values are not allowed in this context, after `key: value`       | 'c' is indented under 'a', which already has a value, at 'c'               |
/// | mapping values are not allowed in this context, a second `: ` on a line  | the value 'b: c' holds ': ', …, at the value                              |
/// | could not find expected ':' (scanning a simple key)                      | 'x' needs a colon after the key: x:, at the key; a tag there: unsupported YAML tag |
/// | did not find expected key / '-' indicator, at a line's start             | 'x' is indented by N spaces, which lines it up with nothing above it; 'x' is lined up with the '-' on line N, …; a list item cannot stand among the keys of a mapping; a list item needs a space after its '-'; or the missing colon of the item above |
/// | did not find expected key, on `]` or `}`                                 | this ']' closes no list                                                   |
/// | did not find expected ',' or ']' / '}' (parsing a flow sequence / mapping) | this list / mapping is never closed, at the `[` / `{`; or this '}' cannot close the list opened at …; or expected ',' or ']' here |
/// | did not find expected node content                                       | this ']' closes no list; a value is missing before this ','; a key is missing before this ':'; '-' cannot begin a value inside brackets without quotes; this list is never closed |
/// | found unexpected ':' (scanning a plain scalar, inside brackets)          | inside brackets, this ':' needs a space after it                          |
/// | mapping keys are not allowed in this context                             | more text follows the ']' that closes this list; '?' cannot stand here    |
/// | did not find expected <document start>                                   | 'x' is indented less than the first line of <file>; more text follows the end of the YAML document |
/// | block sequence entries are not allowed in this context                   | a list cannot begin on the line of its key 'a'                            |
/// | did not find expected alphabetic or numeric character (an anchor / alias) | '&' must be followed by the anchor's name, at the `&`; an anchor's name cannot hold '{', at it |
/// | found unknown escape character; did not find expected hexdecimal number  | '\q' is not an escape YAML knows; '\u' must be followed by 4 hexadecimal digits, at the `\` |
/// | did not find expected comment or line break (scanning a block scalar)    | text cannot follow '|' on its line                                        |
/// | any error while scanning a directive not `%YAML` or `%TAG`               | a line cannot begin with '%', which starts a YAML directive               |
/// | found undefined tag handle; any error while parsing a tag                | unsupported YAML tag '!x!y'                                               |
/// | control characters are not allowed (reader)                              | <file> holds a control character (U+0001), which YAML does not allow      |
///
/// Anything else keeps libyaml's words with its context, at the problem's mark, or the
/// context's when the problem's is past the end of the text. Every position is then settled
/// by `YAMLSourceLines.settle`: never on an empty line, never past the end of a line.
struct YAMLSyntaxExplainer {
    let lines: YAMLSourceLines
    let text: String

    init(source: SourceText) {
        lines = YAMLSourceLines(source)
        text = source.text
    }

    func explain(_ failure: YAMLFailure, progress: YAMLProgress) -> YAMLSyntaxError {
        var error = rule(for: failure, progress: progress) ?? libyamlWords(failure)
        error.position = lines.settle(error.position)
        return error
    }

    // MARK: The table

    private func rule(for failure: YAMLFailure, progress: YAMLProgress) -> YAMLSyntaxError? {
        if failure.stage == .reader {
            return readerError(failure)
        }
        let problem = lines.position(ofMark: failure.problemMark)
        let context = failure.context.map { _ in lines.position(ofMark: failure.contextMark) }
        let inQuotedScalar = failure.context == "while scanning a quoted scalar"
        if inQuotedScalar, ["found unexpected end of stream", "found unexpected document indicator"].contains(failure.problem), let context {
            return unclosedQuote(at: context)
        }
        if let quoted = quotedStringProblem(progress, problem: problem) {
            return quoted
        }
        switch failure.problem {
        case "found character that cannot start any token":
            return cannotStartToken(at: problem)
        case "found a tab character that violates indentation", "found a tab character where an indentation space is expected":
            return tabIndentation(at: lines.tabInIndentation(problem.line) ?? problem)
        case "mapping values are not allowed in this context":
            return colonNotAllowed(at: problem)
        case "could not find expected ':'":
            guard let context, lines.holdsContent(context.line) else { return nil }
            switch lines.scalar(at: context) {
            case "!": return unsupportedTag(at: context)
            case "[": return neverClosed(isMapping: false, at: context)
            case "{": return neverClosed(isMapping: true, at: context)
            default: break
            }
            guard lines.keyAndValue(context.line) == nil else { return nil }
            return missingColon(onLine: context.line)
        case "found unexpected ':'":
            return YAMLSyntaxError(
                message: "inside brackets, this ':' needs a space after it",
                position: problem,
                hint: "write ': ' with a space after the key, or quote the value that holds the ':'"
            )
        case "mapping keys are not allowed in this context":
            return textAfterCloser(at: problem) ?? YAMLSyntaxError(
                message: "'?' cannot stand here", position: problem, hint: "remove it, or quote the value that holds it"
            )
        case "block sequence entries are not allowed in this context":
            return listItemNotAllowed(at: problem)
        case "did not find expected key":
            return unexpectedInMapping(at: problem)
        case "did not find expected '-' indicator":
            return misplacedLine(at: problem, list: context)
        case "did not find expected ',' or ']'", "did not find expected ',' or '}'":
            return unfinishedFlow(isMapping: failure.problem.hasSuffix("'}'"), at: problem, opener: context, progress: progress)
        case "did not find expected node content":
            return missingValue(at: problem, inFlow: failure.context == "while parsing a flow node", progress: progress)
        case "did not find expected <document start>":
            return afterDocument(at: problem)
        case "found unknown escape character":
            let escape = "\\" + (lines.scalar(at: SourcePosition(line: problem.line, column: problem.column + 1)).map { String($0) } ?? "")
            return YAMLSyntaxError(message: "'\(escape)' is not an escape YAML knows", position: problem, hint: Self.escapeHint)
        case "did not find expected hexdecimal number":
            return badHexEscape(at: problem)
        case "found undefined tag handle":
            return unsupportedTag(at: problem)
        default:
            break
        }
        switch failure.context {
        case "while scanning an anchor", "while scanning an alias":
            guard let context, failure.problem == "did not find expected alphabetic or numeric character" else { return nil }
            let isAnchor = failure.context == "while scanning an anchor"
            if let scalar = lines.scalar(at: problem), scalar != " ", scalar != "\t", problem.column > context.column + 1 {
                return YAMLSyntaxError(
                    message: "\(isAnchor ? "an anchor's" : "an alias's") name cannot hold '\(scalar)'",
                    position: problem,
                    hint: "end the name with a space, or quote the value if the '\(isAnchor ? "&" : "*")' is text: \(Self.singleQuoted(lines.rest(from: context)))"
                )
            }
            return YAMLSyntaxError(
                message: isAnchor ? "'&' must be followed by the anchor's name" : "'*' must be followed by the name of an anchor",
                position: context,
                hint: "put the value in quotes if the '\(isAnchor ? "&" : "*")' is text: \(Self.singleQuoted(lines.rest(from: context)))"
            )
        case "while scanning a block scalar" where failure.problem == "did not find expected comment or line break":
            guard let context, let indicator = lines.scalar(at: context) else { return nil }
            return YAMLSyntaxError(
                message: "text cannot follow '\(indicator)' on its line",
                position: problem,
                hint: "put the text on the lines below, indented, or quote the value if the '\(indicator)' is part of it"
            )
        case "while scanning a directive":
            guard let context, !lines.rest(from: context).hasPrefix("%YAML"), !lines.rest(from: context).hasPrefix("%TAG") else { return nil }
            return YAMLSyntaxError(
                message: "a line cannot begin with '%', which starts a YAML directive",
                position: context,
                hint: "put the text in quotes: \(Self.singleQuoted(keyOrValue(from: context)))"
            )
        case "while parsing a tag", "while scanning a tag":
            return context.flatMap(unsupportedTag(at:))
        default:
            return nil
        }
    }

    private func libyamlWords(_ failure: YAMLFailure) -> YAMLSyntaxError {
        if failure.stage == .reader {
            return YAMLSyntaxError(message: failure.problem, position: lines.position(ofByte: failure.byteOffset, in: text))
        }
        let problem = lines.position(ofMark: failure.problemMark)
        var message = failure.problem
        var position = problem
        if let context = failure.context {
            let mark = lines.position(ofMark: failure.contextMark)
            message += " (\(context) at line \(mark.line), column \(mark.column))"
            if !isOnContent(problem), isOnContent(mark) {
                position = mark
            }
        }
        return YAMLSyntaxError(message: message, position: position)
    }

    /// True when `position` is at a scalar of a line that holds more than spaces.
    private func isOnContent(_ position: SourcePosition) -> Bool {
        !lines.isBlank(position.line) && lines.scalar(at: position) != nil
    }

    // MARK: Text

    /// The key at `position` when it is one (text before `: ` at the start of the line's
    /// content), otherwise the rest of the line.
    func keyOrValue(from position: SourcePosition) -> String {
        let rest = Array(lines.rest(from: position).unicodeScalars)
        if position.column == lines.content(position.line).column, let colon = rest.indices.first(where: { rest[$0] == ":" && ($0 + 1 == rest.count || rest[$0 + 1] == " ") }) {
            return String(String.UnicodeScalarView(rest[..<colon]))
        }
        return String(String.UnicodeScalarView(rest))
    }

    /// `text` in single quotes, each quote in it doubled.
    static func singleQuoted(_ text: String) -> String {
        "'" + text.replacingAll("'", with: "''") + "'"
    }
}
