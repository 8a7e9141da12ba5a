import Diagnostics

extension YAMLSyntaxExplainer {
    static let colonHint = "in a mapping, each line is 'key: value', with a space after the colon"

    /// A `:` libyaml would not take as a key's: a second `: ` in a value, or the colon of a
    /// key that libyaml read as going on from the line above.
    func colonNotAllowed(at colon: SourcePosition) -> YAMLSyntaxError? {
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
    func missingColon(onLine number: Int) -> YAMLSyntaxError? {
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
}
