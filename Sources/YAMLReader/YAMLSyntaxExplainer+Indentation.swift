import Diagnostics

extension YAMLSyntaxExplainer {
    /// A line that begins where nothing above it lets it begin: between two levels, under a
    /// key that already has a value, at the `-` of a list without being an item, or a list
    /// item among keys.
    func unexpectedInMapping(at problem: SourcePosition) -> YAMLSyntaxError? {
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
    func misplacedLine(at problem: SourcePosition, list: SourcePosition?) -> YAMLSyntaxError? {
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
    struct Level {
        var column: Int
        var line: Int
        var key: String?
        var value: String?
        var isDash: Bool { key == nil }
        var description: String { key.map { "'\($0)'" } ?? "the '-'" }
    }

    /// The keys and list `-`s that lines below line `number` may line up with, nearest first,
    /// each less indented than the one before: the chain of mappings and lists it is in.
    func levels(above number: Int) -> [Level] {
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

    func indentOption(column: Int, like what: String, on line: Int?) -> String {
        let place = line.map { " on line \($0)" } ?? ""
        return column == 1 ? "start it at the first column like \(what)\(place)" : "indent it by \(Self.spaces(column - 1)) like \(what)\(place)"
    }

    static func spaces(_ count: Int) -> String {
        count == 1 ? "1 space" : "\(count) spaces"
    }

    func listItemNotAllowed(at dash: SourcePosition) -> YAMLSyntaxError? {
        if let pair = lines.keyAndValue(dash.line), let value = pair.value, value.hasPrefix("-") {
            return YAMLSyntaxError(
                message: "a list cannot begin on the line of its key '\(pair.key)'",
                position: dash,
                hint: "put '\(value)' on a line of its own below '\(pair.key):', indented, or quote the value if the '-' is text"
            )
        }
        return YAMLSyntaxError(message: "a list item cannot begin here", position: dash, hint: "start the item on a line of its own")
    }

    func afterDocument(at problem: SourcePosition) -> YAMLSyntaxError? {
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
}
