/// The gen.yml text gen writes itself (`gen init`, `gen import`): a value model of the
/// lines it writes and their text, with every scalar plain where YAML reads it back as the
/// same string and double-quoted where it would not. `ManifestDecoder` reads back every
/// value as written; a test keeps the two in step.
package enum ManifestWriter {
    /// A whole manifest, top to bottom.
    package struct Document: Sendable, Equatable {
        package var items: [Item]

        package init(_ items: [Item]) {
            self.items = items
        }
    }

    /// One top-level part of the manifest.
    package enum Item: Sendable, Equatable {
        /// `# text`
        case comment(String)
        /// `key: value`, with `comment` in the comment column.
        case setting(key: String, value: String, comment: String? = nil)
        /// `envelope: { data: …, code: …, message: …, success: … }`
        case envelope(SharedEnvelope)
        /// `endpoints:` and the entries, or `endpoints: []` with `emptyComment` when there are none.
        case endpoints([Endpoint], emptyComment: String? = nil)
    }

    /// One entry of `endpoints:`; the keys are written in this order, each only when set.
    package struct Endpoint: Sendable, Equatable {
        /// Comment lines above the entry's `- name:`.
        package var comments: [String]
        package var name: String
        package var method: String?
        /// Written after the method, in the comment column.
        package var methodComment: String?
        package var path: String?
        package var sample: String?
        package var params: [Param]
        /// `dates: { since: yyyy-MM-dd }`: the formats of its `Date` params.
        package var dates: [DateParam]
        package var list: List?
        /// The sample of the body of the endpoint's error answers.
        package var error: String?

        package init(
            comments: [String] = [],
            name: String,
            method: String? = nil,
            methodComment: String? = nil,
            path: String? = nil,
            sample: String? = nil,
            params: [Param] = [],
            dates: [DateParam] = [],
            list: List? = nil,
            error: String? = nil
        ) {
            self.comments = comments
            self.name = name
            self.method = method
            self.methodComment = methodComment
            self.path = path
            self.sample = sample
            self.params = params
            self.dates = dates
            self.list = list
            self.error = error
        }
    }

    /// `name: Type` in `params: { … }`.
    package struct Param: Sendable, Equatable {
        package var name: String
        package var type: String

        package init(name: String, type: String) {
            self.name = name
            self.type = type
        }
    }

    /// `name: format` in `dates: { … }`.
    package struct DateParam: Sendable, Equatable {
        package var name: String
        package var format: String

        package init(name: String, format: String) {
            self.name = name
            self.format = format
        }
    }

    /// `list: { page: …, size: …, first: 1, pageSize: 20, items: … }`.
    package struct List: Sendable, Equatable {
        package var page: String
        package var size: String
        package var first: Int
        package var pageSize: Int
        package var items: String?

        package init(page: String, size: String, first: Int, pageSize: Int, items: String?) {
            self.page = page
            self.size = size
            self.first = first
            self.pageSize = pageSize
            self.items = items
        }
    }

    /// The column (from 1) where a comment after a value starts, when the line is short enough.
    package static let commentColumn = 26

    /// The manifest's text, ending with a line break.
    package static func text(_ document: Document) -> String {
        var lines: [String] = []
        for item in document.items {
            switch item {
            case .comment(let text):
                lines.append(comment(text))
            case .setting(let key, let value, let note):
                lines.append(commented("\(key): \(scalar(value))", note))
            case .envelope(let envelope):
                lines.append(envelopeLine(envelope))
            case .endpoints(let endpoints, let emptyComment):
                if endpoints.isEmpty {
                    lines.append(commented("endpoints: []", emptyComment))
                } else {
                    lines.append("endpoints:")
                    lines += endpoints.flatMap { self.lines(of: $0, indent: "  ") }
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The lines of one entry of `endpoints:`, its `- name:` starting after `indent`.
    package static func lines(of endpoint: Endpoint, indent: String) -> [String] {
        var lines = endpoint.comments.map { indent + comment($0) }
        lines.append("\(indent)- name: \(scalar(endpoint.name))")
        let keys = indent + "  "
        if let method = endpoint.method {
            lines.append(commented("\(keys)method: \(scalar(method))", endpoint.methodComment))
        }
        if let path = endpoint.path {
            lines.append("\(keys)path: \(scalar(path))")
        }
        if let sample = endpoint.sample {
            lines.append("\(keys)sample: \(scalar(sample))")
        }
        if !endpoint.params.isEmpty {
            lines.append("\(keys)params: " + flowMapping(endpoint.params.map { (scalar($0.name, inFlow: true), scalar($0.type, inFlow: true)) }))
        }
        if !endpoint.dates.isEmpty {
            lines.append("\(keys)dates: " + flowMapping(endpoint.dates.map { (scalar($0.name, inFlow: true), scalar($0.format, inFlow: true)) }))
        }
        if let list = endpoint.list {
            var pairs = [
                ("page", scalar(list.page, inFlow: true)),
                ("size", scalar(list.size, inFlow: true)),
                ("first", String(list.first)),
                ("pageSize", String(list.pageSize)),
            ]
            if let items = list.items {
                pairs.append(("items", scalar(items, inFlow: true)))
            }
            lines.append("\(keys)list: " + flowMapping(pairs))
        }
        if let error = endpoint.error {
            lines.append("\(keys)error: \(scalar(error))")
        }
        return lines
    }

    /// `envelope: { data: …, code: …, message: …, success: … }`: a string success code is
    /// always quoted, so that `"0"` stays a string and reads apart from the number `0`.
    static func envelopeLine(_ envelope: SharedEnvelope) -> String {
        var pairs = [("data", scalar(envelope.data, inFlow: true)), ("code", scalar(envelope.code, inFlow: true))]
        if let message = envelope.message {
            pairs.append(("message", scalar(message, inFlow: true)))
        }
        switch envelope.success {
        case .int(let value): pairs.append(("success", String(value)))
        case .string(let value): pairs.append(("success", doubleQuoted(value)))
        }
        return "envelope: " + flowMapping(pairs)
    }

    private static func flowMapping(_ pairs: [(String, String)]) -> String {
        "{ " + pairs.map { "\($0): \($1)" }.joined(separator: ", ") + " }"
    }

    /// `line`, then `note` as a comment in the comment column, or after one space when the
    /// line reaches it.
    static func commented(_ line: String, _ note: String?) -> String {
        guard let note else { return line }
        return line + String(repeating: " ", count: max(1, commentColumn - 1 - line.count)) + comment(note)
    }

    /// `# text`, with line breaks and other characters YAML does not allow in a comment escaped.
    static func comment(_ text: String) -> String {
        var line = "# "
        for character in text.unicodeScalars {
            if isPrintable(character) {
                line.unicodeScalars.append(character)
            } else {
                line += escaped(character)
            }
        }
        return line
    }

    // MARK: Scalars

    /// `text` as a YAML scalar that reads back as the string `text`: plain when that is safe,
    /// double-quoted otherwise. `inFlow` is for a key or value inside `{ … }`, where `,`, `:`
    /// and brackets also end a plain scalar.
    package static func scalar(_ text: String, inFlow: Bool = false) -> String {
        isPlainSafe(text, inFlow: inFlow) ? text : doubleQuoted(text)
    }

    /// The characters that start something else than a plain scalar: a sequence entry, a
    /// key, a flow collection, a comment, an anchor, an alias, a tag, a block scalar, a
    /// quoted scalar, a directive, or reserved.
    static let indicators: Set<Unicode.Scalar> = ["-", "?", ":", ",", "[", "]", "{", "}", "#", "&", "*", "!", "|", ">", "'", "\"", "%", "@", "`"]
    static let flowIndicators: Set<Unicode.Scalar> = [",", "[", "]", "{", "}", ":"]
    /// Plain scalars YAML 1.1 or 1.2 reads as null or a boolean, and the merge and value keys.
    static let reservedWords: Set<String> = [
        "~", "null", "Null", "NULL",
        "y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO",
        "true", "True", "TRUE", "false", "False", "FALSE",
        "on", "On", "ON", "off", "Off", "OFF",
        "<<", "=",
    ]

    static func isPlainSafe(_ text: String, inFlow: Bool) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first, let last = scalars.last else { return false }
        guard first != " ", last != " ", !indicators.contains(first), last != ":" else { return false }
        guard !reservedWords.contains(text), !looksLikeNumber(scalars) else { return false }
        for (index, character) in scalars.enumerated() {
            guard isPrintable(character) else { return false }
            if inFlow, flowIndicators.contains(character) { return false }
            if character == ":", index + 1 < scalars.count, scalars[index + 1] == " " { return false }
            if character == "#", index > 0, scalars[index - 1] == " " { return false }
        }
        return true
    }

    /// True for what YAML could read as an integer or a float: `12`, `-1.5`, `1e3`, `0x1F`,
    /// `0o17`, `1_000`, `1:30`, `.5`, `.inf`, `-.NaN`. Broader than YAML's own patterns,
    /// so a few strings such as `2fa` are quoted without need.
    static func looksLikeNumber(_ scalars: [Unicode.Scalar]) -> Bool {
        var rest = scalars[...]
        if let sign = rest.first, sign == "+" || sign == "-" {
            rest = rest.dropFirst()
        }
        let word = String(String.UnicodeScalarView(rest)).lowercased()
        if word == ".inf" || word == ".nan" { return true }
        guard let first = rest.first else { return false }
        let startsLikeNumber = ("0"..."9").contains(first) || (first == "." && rest.dropFirst().first.map { ("0"..."9").contains($0) } == true)
        return startsLikeNumber && rest.allSatisfy { "0123456789abcdefABCDEFxXoO_.:+-".unicodeScalars.contains($0) }
    }

    /// Characters a YAML stream may hold as they are, other than line breaks: tab and the
    /// C0 and C1 controls, DEL, the line and paragraph separators, the byte order mark and
    /// U+FFFE/U+FFFF are not.
    static func isPrintable(_ character: Unicode.Scalar) -> Bool {
        switch character.value {
        case 0x20...0x7E: return true
        case 0xA0...0xD7FF: return character.value != 0x2028 && character.value != 0x2029
        case 0xE000...0xFFFD: return character.value != 0xFEFF
        case 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    static func doubleQuoted(_ text: String) -> String {
        var quoted = "\""
        for character in text.unicodeScalars {
            switch character {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case _ where isPrintable(character): quoted.unicodeScalars.append(character)
            default: quoted += escaped(character)
            }
        }
        return quoted + "\""
    }

    /// A double-quoted scalar's escape for a character that cannot stand as itself.
    private static func escaped(_ character: Unicode.Scalar) -> String {
        switch character {
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        default:
            let (prefix, width) = character.value <= 0xFF ? ("\\x", 2) : character.value <= 0xFFFF ? ("\\u", 4) : ("\\U", 8)
            let digits = String(character.value, radix: 16, uppercase: true)
            return prefix + String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
    }
}
