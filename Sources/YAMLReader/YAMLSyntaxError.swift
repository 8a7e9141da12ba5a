import Diagnostics

/// What libyaml reported when it stopped: its `problem` and `context` words and their marks,
/// each a count of Unicode scalars from the start (libyaml's `mark.index`).
struct YAMLFailure {
    enum Stage {
        /// Bad input bytes or characters: located by `byteOffset`, not by the marks.
        case reader
        case scanner
        case parser
        case other
    }

    var stage: Stage
    var problem: String
    var problemMark: Int
    var context: String?
    var contextMark: Int
    var byteOffset: Int
    /// The character a reader error is about.
    var value: Int32
}

/// What the tree builder had read when libyaml stopped.
struct YAMLProgress {
    /// The innermost `[` or `{` still open.
    var openFlow: (isMapping: Bool, mark: Int)?
    /// The last event when it was a single- or double-quoted scalar: the mark where its event
    /// starts (its anchor or tag, or else its opening quote), the mark just past its closing
    /// quote, and the quote.
    var lastQuoted: (start: Int, end: Int, quote: Unicode.Scalar)?
}

/// A YAML syntax error in gen's words, at the place where the mistake starts.
struct YAMLSyntaxError {
    var message: String
    var position: SourcePosition
    var hint: String?
}

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

    // MARK: Quotes

    private static func quoteHint(_ quote: Unicode.Scalar) -> String {
        quote == "'"
            ? "close it with ' at the end of the value; write '' for a quote inside it"
            : "close it with \" at the end of the value; write \\\" for a quote inside it"
    }

    private func unclosedQuote(at opening: SourcePosition) -> YAMLSyntaxError {
        let quote = lines.scalar(at: opening) ?? "\""
        return YAMLSyntaxError(message: "this quoted string is never closed", position: opening, hint: Self.quoteHint(quote))
    }

    /// A quoted string read just before the error: one that ran on from an earlier line to a
    /// quote on the error's line (its closing quote was left out), or one that more text
    /// follows on its line (`'it's'`, `"b" c`).
    private func quotedStringProblem(_ progress: YAMLProgress, problem: SourcePosition) -> YAMLSyntaxError? {
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

    // MARK: Characters

    private func cannotStartToken(at position: SourcePosition) -> YAMLSyntaxError? {
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

    private func tabIndentation(at position: SourcePosition) -> YAMLSyntaxError {
        YAMLSyntaxError(message: "\(lines.fileName) is indented with a tab; YAML allows only spaces", position: position, hint: "replace the tab with spaces")
    }

    private static let escapeHint = "write \\\\ for a backslash, or use single quotes, where a backslash is plain text"

    private func badHexEscape(at problem: SourcePosition) -> YAMLSyntaxError? {
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

    private func unsupportedTag(at position: SourcePosition) -> YAMLSyntaxError? {
        let tag = lines.word(at: position)
        guard tag.hasPrefix("!") else { return nil }
        return YAMLSyntaxError(message: "unsupported YAML tag '\(tag)'", position: position, hint: YAMLTag.hint)
    }

    private func readerError(_ failure: YAMLFailure) -> YAMLSyntaxError? {
        guard failure.problem == "control characters are not allowed" else { return nil }
        var code = String(UInt32(bitPattern: failure.value), radix: 16, uppercase: true)
        code = String(repeating: "0", count: max(0, 4 - code.count)) + code
        return YAMLSyntaxError(
            message: "\(lines.fileName) holds a control character (U+\(code)), which YAML does not allow",
            position: lines.position(ofByte: failure.byteOffset, in: text),
            hint: "remove it"
        )
    }

    // MARK: Colons

    private static let colonHint = "in a mapping, each line is 'key: value', with a space after the colon"

    /// A `:` libyaml would not take as a key's: a second `: ` in a value, or the colon of a
    /// key that libyaml read as going on from the line above.
    private func colonNotAllowed(at colon: SourcePosition) -> YAMLSyntaxError? {
        guard lines.scalar(at: colon) == ":" else { return nil }
        let line = lines.scalars(colon.line)
        let start = lines.content(colon.line).column
        guard start < colon.column else { return nil }
        let head = String(String.UnicodeScalarView(line[(start - 1)..<(colon.column - 1)])).trimmingSpaces()
        if let pair = lines.keyAndValue(colon.line), pair.column == start, pair.key.contains(" {") || pair.key.contains(" [") {
            return missingColon(onLine: colon.line)
        }
        if let pair = lines.keyAndValue(colon.line), pair.column == start, pair.key.unicodeScalars.count < head.unicodeScalars.count {
            var valueColumn = start + pair.key.unicodeScalars.count + 1
            while valueColumn <= line.count, line[valueColumn - 1] == " " {
                valueColumn += 1
            }
            let valueStart = SourcePosition(line: colon.line, column: valueColumn)
            let value = lines.rest(from: valueStart)
            return YAMLSyntaxError(
                message: "the value '\(value)' holds ': ', which YAML reads as the start of a key",
                position: valueStart,
                hint: "put the value in quotes: \(pair.key): \(Self.singleQuoted(value))"
            )
        }
        guard let initial = head.unicodeScalars.first, !"\"'[{".unicodeScalars.contains(initial) else { return nil }
        if let tab = lines.tabInIndentation(colon.line) {
            return tabIndentation(at: tab)
        }
        guard let above = lines.previousContentLine(before: colon.line) else { return nil }
        if let pair = lines.keyAndValue(above) {
            guard pair.value != nil else { return nil }
            return YAMLSyntaxError(
                message: "'\(head)' is indented under '\(pair.key)', which already has a value",
                position: SourcePosition(line: colon.line, column: start),
                hint: "\(indentOption(column: pair.column, like: "'\(pair.key)'", on: above)) to make it a key beside it"
            )
        }
        // The key began on the first of the lines without a colon right above: a line that
        // begins a list item begins it, unless it is indented under such a line.
        var first = above
        while let before = lines.previousContentLine(before: first), before == first - 1, lines.keyAndValue(before) == nil,
              !lines.startsItem(first) || lines.indentation(before) < lines.indentation(first),
              let scalar = lines.content(before).text.unicodeScalars.first, !"\"'[{|>".unicodeScalars.contains(scalar) {
            first = before
        }
        return missingColon(onLine: first)
    }

    /// Line `number` was meant as `key: value` (or `key:`) but has no `: `.
    private func missingColon(onLine number: Int) -> YAMLSyntaxError? {
        let (text, column) = lines.content(number)
        let scalars = Array(text.unicodeScalars)
        guard let opening = scalars.first, !"[{|>".unicodeScalars.contains(opening) else { return nil }
        if opening == "\"" || opening == "'" {
            // A quoted key: only when the line is the quoted string and nothing else.
            guard scalars.count > 1, scalars.last == opening, !scalars.dropFirst().dropLast().contains(opening) else { return nil }
            return YAMLSyntaxError(message: "'\(text)' needs a colon after the key: \(text):", position: SourcePosition(line: number, column: column), hint: Self.colonHint)
        }
        let space = scalars.firstIndex(of: " ")
        let colon = scalars.firstIndex(of: ":")
        let message: String
        if let colon, colon > 0, colon < (space ?? scalars.count) {
            let fixed = String(String.UnicodeScalarView(scalars[..<colon])) + ": " + String(String.UnicodeScalarView(scalars[(colon + 1)...])).trimmingSpaces()
            message = "'\(text)' needs a space after the colon: \(fixed.trimmingSpaces())"
        } else if let space {
            let fixed = String(String.UnicodeScalarView(scalars[..<space])) + ": " + String(String.UnicodeScalarView(scalars[(space + 1)...])).trimmingSpaces()
            message = "'\(text)' needs a colon after the key: \(fixed)"
        } else {
            message = "'\(text)' needs a colon after the key: \(text):"
        }
        var hint = Self.colonHint
        if !lines.startsItem(number), let above = lines.previousContentLine(before: number), lines.startsItem(above),
           lines.indentation(above) == lines.indentation(number) {
            hint += "; or write '- \(text)' if it is an item of the list above"
        }
        return YAMLSyntaxError(message: message, position: SourcePosition(line: number, column: column), hint: hint)
    }

    // MARK: Indentation

    /// A line that begins where nothing above it lets it begin: between two levels, under a
    /// key that already has a value, at the `-` of a list without being an item, or a list
    /// item among keys.
    private func unexpectedInMapping(at problem: SourcePosition) -> YAMLSyntaxError? {
        if let closer = closesNothing(at: problem) {
            return closer
        }
        let indentation = lines.indentation(problem.line)
        guard problem.column == indentation + 1 else {
            return textAfterCloser(at: problem) ?? YAMLSyntaxError(message: "more text follows the value on this line", position: problem, hint: "quote the whole value, or move the text to a line of its own")
        }
        if let tab = lines.tabInIndentation(problem.line) {
            return tabIndentation(at: tab)
        }
        guard lines.startsItem(problem.line) else {
            return misplacedLine(at: problem, list: nil)
        }
        var number = problem.line - 1
        while number >= 1 {
            defer { number -= 1 }
            guard lines.holdsContent(number) else { continue }
            if lines.startsItem(number), lines.indentation(number) != indentation {
                return YAMLSyntaxError(
                    message: "this '-' is not lined up with the '-' of the list on line \(number)",
                    position: problem,
                    hint: indentOption(column: lines.indentation(number) + 1, like: "the '-' on line \(number)", on: nil)
                )
            }
            if lines.indentation(number) < indentation { break }
        }
        return YAMLSyntaxError(
            message: "a list item cannot stand among the keys of a mapping",
            position: problem,
            hint: "put the list under a key of its own ('key:' on the line above it, the items indented), or write this line as 'key: value'"
        )
    }

    /// A line (not a list item) at an indentation nothing above it allows; `list` is the `-` of
    /// the list libyaml expected another item of.
    private func misplacedLine(at problem: SourcePosition, list: SourcePosition?) -> YAMLSyntaxError? {
        let indentation = lines.indentation(problem.line)
        guard lines.holdsContent(problem.line), problem.column == indentation + 1 else { return nil }
        if let tab = lines.tabInIndentation(problem.line) {
            return tabIndentation(at: tab)
        }
        let column = problem.column
        if lines.scalar(at: problem) == ":" {
            return YAMLSyntaxError(message: "a key is missing before this ':'", position: problem, hint: "write the key before the ':', or quote the value if the ':' is text")
        }
        let word = lines.word(at: problem)
        let levels = levels(above: problem.line)
        if let list, word.hasPrefix("-"), word.unicodeScalars.count > 1, column == list.column {
            return YAMLSyntaxError(message: "a list item needs a space after its '-'", position: problem, hint: "write '- \(lines.rest(from: SourcePosition(line: problem.line, column: column + 1)))'")
        }
        let item = list.flatMap { list in levels.first { $0.isDash && $0.column == list.column } }
        if let item, lines.keyAndValue(item.line) == nil {
            let content = lines.content(item.line)
            if column == content.column, let first = content.text.unicodeScalars.first, !"\"'[{|>&*!".unicodeScalars.contains(first) {
                return missingColon(onLine: item.line)
            }
        }
        let deeper = levels.last { $0.column > column && !$0.isDash }
        let shallower = levels.first { $0.column < column }
        let dash = levels.first { $0.column == column && $0.isDash }
        var options: [String] = []
        if let deeper {
            options.append(indentOption(column: deeper.column, like: deeper.description, on: deeper.line) + (item != nil || dash != nil ? " to make it part of that item" : ""))
        }
        if dash != nil {
            options.append("start a new item with '- '")
        } else if let shallower {
            options.append(shallower.isDash ? "start a new item with '- ' like the one on line \(shallower.line)" : indentOption(column: shallower.column, like: shallower.description, on: shallower.line))
        }
        let hint = options.isEmpty ? nil : options.joined(separator: ", or ")
        if let dash {
            return YAMLSyntaxError(message: "'\(word)' is lined up with the '-' on line \(dash.line), where only a new list item may start", position: problem, hint: hint)
        }
        if deeper == nil, let above = shallower, let key = above.key, let value = above.value {
            if value.hasPrefix("|") || value.hasPrefix(">") {
                return YAMLSyntaxError(
                    message: "'\(word)' is indented less than the text of '\(key)' above it",
                    position: problem,
                    hint: "indent it like the text above to go on with it, or \(indentOption(column: above.column, like: "'\(key)'", on: above.line)) to start a new key"
                )
            }
            return YAMLSyntaxError(
                message: "'\(word)' is indented under '\(key)', which already has a value",
                position: problem,
                hint: "\(indentOption(column: above.column, like: "'\(key)'", on: above.line)) to make it a key beside it"
            )
        }
        return YAMLSyntaxError(message: "'\(word)' is indented by \(Self.spaces(indentation)), which lines it up with nothing above it", position: problem, hint: hint)
    }

    /// A key or list `-` above a line, which sets a column a line below it may begin at.
    private struct Level {
        var column: Int
        var line: Int
        var key: String?
        var value: String?
        var isDash: Bool { key == nil }
        var description: String { key.map { "'\($0)'" } ?? "the '-'" }
    }

    /// The keys and list `-`s that lines below line `number` may line up with, nearest first,
    /// each less indented than the one before: the chain of mappings and lists it is in.
    private func levels(above number: Int) -> [Level] {
        var levels: [Level] = []
        var limit = Int.max
        for line in stride(from: number - 1, through: 1, by: -1) where lines.holdsContent(line) {
            if let pair = lines.keyAndValue(line), pair.column < limit {
                levels.append(Level(column: pair.column, line: line, key: pair.key, value: pair.value))
                limit = pair.column
            }
            if lines.startsItem(line), lines.indentation(line) + 1 < limit {
                limit = lines.indentation(line) + 1
                levels.append(Level(column: limit, line: line))
            }
            if limit == 1 { break }
        }
        return levels
    }

    private func indentOption(column: Int, like what: String, on line: Int?) -> String {
        let place = line.map { " on line \($0)" } ?? ""
        return column == 1 ? "start it at the first column like \(what)\(place)" : "indent it by \(Self.spaces(column - 1)) like \(what)\(place)"
    }

    private static func spaces(_ count: Int) -> String {
        count == 1 ? "1 space" : "\(count) spaces"
    }

    private func listItemNotAllowed(at dash: SourcePosition) -> YAMLSyntaxError? {
        if let pair = lines.keyAndValue(dash.line), let value = pair.value, value.hasPrefix("-") {
            return YAMLSyntaxError(
                message: "a list cannot begin on the line of its key '\(pair.key)'",
                position: dash,
                hint: "put '\(value)' on a line of its own below '\(pair.key):', indented, or quote the value if the '-' is text"
            )
        }
        return YAMLSyntaxError(message: "a list item cannot begin here", position: dash, hint: "start the item on a line of its own")
    }

    private func afterDocument(at problem: SourcePosition) -> YAMLSyntaxError? {
        guard lines.holdsContent(problem.line), let first = (1...lines.lines.count).first(where: lines.holdsContent) else { return nil }
        if problem.column == lines.indentation(problem.line) + 1, lines.indentation(problem.line) < lines.indentation(first) {
            return YAMLSyntaxError(
                message: "'\(lines.word(at: problem))' is indented less than the first line of \(lines.fileName)",
                position: problem,
                hint: "begin every top-level key at the same column as the first one"
            )
        }
        return YAMLSyntaxError(message: "more text follows the end of the YAML document", position: problem)
    }

    // MARK: Brackets

    /// Text at `problem` right after a `]` or `}` on its line.
    private func textAfterCloser(at problem: SourcePosition) -> YAMLSyntaxError? {
        guard let before = lines.previousScalar(before: problem), before.scalar == "]" || before.scalar == "}" else { return nil }
        return YAMLSyntaxError(
            message: "more text follows the '\(before.scalar)' that closes this \(before.scalar == "]" ? "list" : "mapping")",
            position: problem,
            hint: "remove it, or quote the whole value"
        )
    }

    private func closesNothing(at position: SourcePosition) -> YAMLSyntaxError? {
        switch lines.scalar(at: position) {
        case "]": YAMLSyntaxError(message: "this ']' closes no list", position: position, hint: "remove it, or add the '[' it should close")
        case "}": YAMLSyntaxError(message: "this '}' closes no mapping", position: position, hint: "remove it, or add the '{' it should close")
        default: nil
        }
    }

    private func neverClosed(isMapping: Bool, at opener: SourcePosition) -> YAMLSyntaxError {
        YAMLSyntaxError(
            message: "this \(isMapping ? "mapping" : "list") is never closed",
            position: opener,
            hint: "close it with '\(isMapping ? "}" : "]")' after its last \(isMapping ? "entry" : "item")"
        )
    }

    private func unfinishedFlow(isMapping: Bool, at problem: SourcePosition, opener: SourcePosition?, progress: YAMLProgress) -> YAMLSyntaxError? {
        guard let opener = opener ?? progress.openFlow.map({ lines.position(ofMark: $0.mark) }) else { return nil }
        let noun = isMapping ? "mapping" : "list"
        let closer: Unicode.Scalar = isMapping ? "}" : "]"
        let found = lines.scalar(at: problem)
        if let found, found == "]" || found == "}" {
            return YAMLSyntaxError(
                message: "this '\(found)' cannot close the \(noun) opened at line \(opener.line), column \(opener.column); a \(noun) ends with '\(closer)'",
                position: problem,
                hint: "close each '[' with ']' and each '{' with '}'"
            )
        }
        if found == nil || problem.line > opener.line {
            return neverClosed(isMapping: isMapping, at: opener)
        }
        let item = isMapping ? "entry" : "item"
        return YAMLSyntaxError(
            message: "expected ',' or '\(closer)' here, after an \(item) of the \(noun) opened at column \(opener.column)",
            position: problem,
            hint: "separate the \(item == "entry" ? "entries" : "items") with ', ', and quote an \(item) that holds ': ' or brackets"
        )
    }

    private func missingValue(at problem: SourcePosition, inFlow: Bool, progress: YAMLProgress) -> YAMLSyntaxError? {
        if let closer = closesNothing(at: problem) {
            return closer
        }
        switch lines.scalar(at: problem) {
        case "-" where inFlow, "?" where inFlow:
            if let open = progress.openFlow, lines.position(ofMark: open.mark).line < problem.line {
                return neverClosed(isMapping: open.isMapping, at: lines.position(ofMark: open.mark))
            }
            let scalar = lines.scalar(at: problem) ?? "-"
            return YAMLSyntaxError(message: "'\(scalar)' cannot begin a value inside brackets without quotes", position: problem, hint: "put the value in quotes")
        case ":" where inFlow:
            return YAMLSyntaxError(message: "a key is missing before this ':'", position: problem, hint: "write the key before the ':', or quote the value if the ':' is text")
        case ",":
            if inFlow {
                return YAMLSyntaxError(message: "a value is missing before this ','", position: problem, hint: "remove the extra ','")
            }
            return cannotStartToken(at: problem)
        case nil:
            guard let open = progress.openFlow else { return nil }
            return neverClosed(isMapping: open.isMapping, at: lines.position(ofMark: open.mark))
        default:
            return nil
        }
    }

    // MARK: Text

    /// The key at `position` when it is one (text before `: ` at the start of the line's
    /// content), otherwise the rest of the line.
    private func keyOrValue(from position: SourcePosition) -> String {
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

private extension String {
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
