import Diagnostics

/// The lines of a YAML file as Unicode scalars, for putting a libyaml error where the mistake
/// starts: it turns libyaml's marks into `SourceText` positions and reads the text around them.
/// Built only when a file fails to parse, so it may cost a pass over the file.
struct YAMLSourceLines {
    /// Each line without its terminator, split as `SourceText` splits (`\n`, `\r\n`, lone `\r`).
    let lines: [[Unicode.Scalar]]
    /// The scalar offset where each line starts.
    private let starts: [Int]
    /// libyaml counts no byte-order mark in its marks' `index`; the text keeps one.
    private let markShift: Int
    let fileName: String

    init(_ source: SourceText) {
        var lines: [[Unicode.Scalar]] = []
        var starts = [0]
        var line: [Unicode.Scalar] = []
        var offset = 0
        var afterReturn = false
        for scalar in source.text.unicodeScalars {
            offset += 1
            if scalar == "\n", afterReturn {
                starts[starts.count - 1] = offset
                afterReturn = false
                continue
            }
            afterReturn = scalar == "\r"
            if scalar == "\n" || scalar == "\r" {
                lines.append(line)
                line = []
                starts.append(offset)
            } else {
                line.append(scalar)
            }
        }
        lines.append(line)
        self.lines = lines
        self.starts = starts
        markShift = source.text.unicodeScalars.first == "\u{FEFF}" ? 1 : 0
        fileName = source.path.split(separator: "/").last.map(String.init) ?? source.path
    }

    // MARK: Positions

    /// The position of libyaml's mark `index` (Unicode scalars from the start, as libyaml
    /// counts them), which may lie past the end of the text.
    func position(ofMark index: Int) -> SourcePosition {
        position(ofScalar: index + markShift)
    }

    func position(ofScalar offset: Int) -> SourcePosition {
        var (low, high) = (0, starts.count - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourcePosition(line: low + 1, column: offset - starts[low] + 1)
    }

    /// The position of byte `offset` of the UTF-8 text, for libyaml's reader errors.
    func position(ofByte offset: Int, in text: String) -> SourcePosition {
        let scalars = text.utf8.prefix(offset).reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return position(ofScalar: scalars)
    }

    /// `position` moved to where a caret means something: on a line of the file that is
    /// neither empty nor only spaces (the last such line before it, at its end, when it is;
    /// a line of tabs stays, for the tab to be pointed at),
    /// at a column of that line or just past its end. Line 1, column 1 for a blank file.
    func settle(_ position: SourcePosition) -> SourcePosition {
        guard !lines.isEmpty else { return SourcePosition(line: 1, column: 1) }
        var line = min(max(position.line, 1), lines.count)
        var column = line < position.line ? Int.max : position.column
        if isEmpty(line) {
            if let before = (1..<line).last(where: { !isEmpty($0) }) {
                line = before
                column = Int.max
            } else if let after = (line...lines.count).first(where: { !isEmpty($0) }) {
                line = after
                column = indentation(after) + 1
            } else {
                return SourcePosition(line: 1, column: 1)
            }
        }
        return SourcePosition(line: line, column: min(max(column, 1), lines[line - 1].count + 1))
    }

    // MARK: Reading lines

    func contains(line: Int) -> Bool { lines.indices.contains(line - 1) }

    /// The scalars of line `number` (1-based); empty past the end.
    func scalars(_ number: Int) -> [Unicode.Scalar] {
        contains(line: number) ? lines[number - 1] : []
    }

    func text(_ number: Int) -> String {
        String(String.UnicodeScalarView(scalars(number)))
    }

    /// The scalar at `position`, nil past the end of its line.
    func scalar(at position: SourcePosition) -> Unicode.Scalar? {
        let line = scalars(position.line)
        return line.indices.contains(position.column - 1) ? line[position.column - 1] : nil
    }

    /// Empty or only spaces.
    func isEmpty(_ number: Int) -> Bool {
        scalars(number).allSatisfy { $0 == " " }
    }

    /// Empty or only spaces and tabs.
    func isBlank(_ number: Int) -> Bool {
        scalars(number).allSatisfy { $0 == " " || $0 == "\t" }
    }

    /// Only a comment, after spaces and tabs.
    func isComment(_ number: Int) -> Bool {
        scalars(number).first { $0 != " " && $0 != "\t" } == "#"
    }

    /// A line that holds YAML: neither blank nor only a comment.
    func holdsContent(_ number: Int) -> Bool {
        contains(line: number) && !isBlank(number) && !isComment(number)
    }

    /// The leading spaces of line `number`.
    func indentation(_ number: Int) -> Int {
        scalars(number).prefix { $0 == " " }.count
    }

    /// The first tab among the spaces and tabs that begin line `number`, if any.
    func tabInIndentation(_ number: Int) -> SourcePosition? {
        let line = scalars(number)
        let lead = line.prefix { $0 == " " || $0 == "\t" }
        return lead.firstIndex(of: "\t").map { SourcePosition(line: number, column: $0 + 1) }
    }

    /// The nearest line before `number` that holds YAML.
    func previousContentLine(before number: Int) -> Int? {
        (1..<max(1, number)).last { holdsContent($0) }
    }

    /// What line `number` holds after its indentation and any `- ` item marks, without a
    /// trailing comment or spaces, and the column where that starts.
    func content(_ number: Int) -> (text: String, column: Int) {
        let line = scalars(number)
        var start = 0
        while start < line.count {
            if line[start] == " " {
                start += 1
            } else if line[start] == "-", start + 1 == line.count || line[start + 1] == " " {
                start += 1
            } else {
                break
            }
        }
        var end = line.count
        for index in start..<line.count where line[index] == "#" && index > start && (line[index - 1] == " " || line[index - 1] == "\t") {
            end = index
            break
        }
        while end > start, line[end - 1] == " " || line[end - 1] == "\t" {
            end -= 1
        }
        return (String(String.UnicodeScalarView(line[start..<end])), start + 1)
    }

    /// True when line `number`, after its indentation, starts a list item: `-` then a space or
    /// the end of the line.
    func startsItem(_ number: Int) -> Bool {
        let line = scalars(number)
        let first = indentation(number)
        return first < line.count && line[first] == "-" && (first + 1 == line.count || line[first + 1] == " ")
    }

    /// The key and value of line `number` when it reads `key: value` or `key:`; the value is
    /// nil for `key:`.
    func keyAndValue(_ number: Int) -> (key: String, column: Int, value: String?)? {
        let (text, column) = content(number)
        guard let first = text.unicodeScalars.first, !"[{\"'#|>".unicodeScalars.contains(first) else { return nil }
        let scalars = Array(text.unicodeScalars)
        if let colon = scalars.indices.first(where: { scalars[$0] == ":" && $0 + 1 < scalars.count && scalars[$0 + 1] == " " }), colon > 0 {
            let value = String(String.UnicodeScalarView(scalars[(colon + 1)...])).trimmingSpaces()
            return (String(String.UnicodeScalarView(scalars[..<colon])), column, value.isEmpty ? nil : value)
        }
        if scalars.count > 1, scalars.last == ":" {
            return (String(String.UnicodeScalarView(scalars.dropLast())), column, nil)
        }
        return nil
    }

    /// The first word of the text at `position`: up to a space, a colon followed by a space,
    /// or the end of the line, at most 40 scalars.
    func word(at position: SourcePosition) -> String {
        let line = scalars(position.line)
        var scalars: [Unicode.Scalar] = []
        var index = position.column - 1
        while index >= 0, index < line.count, scalars.count < 40 {
            let scalar = line[index]
            if scalar == " " || scalar == "\t" { break }
            if scalar == ":", index + 1 == line.count || line[index + 1] == " " { break }
            scalars.append(scalar)
            index += 1
        }
        return String(String.UnicodeScalarView(scalars))
    }

    /// The rest of the line from `position`, without a trailing comment or spaces.
    func rest(from position: SourcePosition) -> String {
        let line = scalars(position.line)
        guard position.column - 1 < line.count else { return "" }
        var end = line.count
        for index in (position.column - 1)..<line.count where line[index] == "#" && index > 0 && (line[index - 1] == " " || line[index - 1] == "\t") {
            end = index
            break
        }
        return String(String.UnicodeScalarView(line[(position.column - 1)..<end])).trimmingSpaces()
    }

    /// The nearest scalar before `position` on its line that is not a space or tab.
    func previousScalar(before position: SourcePosition) -> (scalar: Unicode.Scalar, column: Int)? {
        let line = scalars(position.line)
        var index = min(position.column - 1, line.count) - 1
        while index >= 0 {
            if line[index] != " ", line[index] != "\t" { return (line[index], index + 1) }
            index -= 1
        }
        return nil
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        let scalars = unicodeScalars.drop { $0 == " " || $0 == "\t" }
        let end = scalars.lastIndex { $0 != " " && $0 != "\t" }.map { scalars.index(after: $0) } ?? scalars.startIndex
        return String(String.UnicodeScalarView(scalars[..<end]))
    }
}
