/// StencilSwiftKit's filters, as SwiftGen and Sourcery templates use them, and Stencil's own
/// `capitalize` and `split`.
enum StencilSwiftKitFilters {
    static let all: [String: TemplateFilter] = {
        var filters: [String: TemplateFilter] = [
            "capitalize": TemplateFilter { value, _ throws(TemplateFilterError) in
                if case .array(let items) = value {
                    var result: [TemplateValue] = []
                    for item in items {
                        result.append(.string(capitalized(try FilterInput.string(item))))
                    }
                    return .array(result)
                }
                return .string(capitalized(try FilterInput.string(value)))
            },
            "split": TemplateFilter(argumentCounts: 0...1) { value, arguments throws(TemplateFilterError) in
                let separator = arguments.isEmpty ? " " : try FilterInput.string(arguments[0])
                let text = try FilterInput.string(value)
                return .array(split(text, by: separator).map(TemplateValue.string))
            },
            "lowerFirstWord": TemplateFilter { value, _ throws(TemplateFilterError) in
                .string(lowerFirstWord(try FilterInput.string(value)))
            },
            "upperFirstLetter": TemplateFilter { value, _ throws(TemplateFilterError) in
                .string(upperFirstLetter(try FilterInput.string(value)))
            },
            "lowerFirstLetter": TemplateFilter { value, _ throws(TemplateFilterError) in
                let text = try FilterInput.string(value)
                return .string(String(text.prefix(1)).lowercased() + text.dropFirst())
            },
            "escapeReservedKeywords": TemplateFilter { value, _ throws(TemplateFilterError) in
                let text = try FilterInput.string(value)
                return .string(reservedKeywords.contains(text) ? "`\(text)`" : text)
            },
            "basename": TemplateFilter { value, _ throws(TemplateFilterError) in
                .string(basename(try FilterInput.string(value)))
            },
            "dirname": TemplateFilter { value, _ throws(TemplateFilterError) in
                .string(dirname(try FilterInput.string(value)))
            },
            "replace": TemplateFilter(argumentCounts: 2...2) { value, arguments throws(TemplateFilterError) in
                let text = try FilterInput.string(value)
                let target = try FilterInput.string(arguments[0])
                let replacement = try FilterInput.string(arguments[1])
                guard !target.isEmpty else { return .string(text) }
                return .string(split(text, by: target).joined(separator: replacement))
            },
            "hexToInt": TemplateFilter { value, _ throws(TemplateFilterError) in
                guard case .string(let text) = value else {
                    throw TemplateFilterError("needs a string, found \(value.kindDescription)")
                }
                return Int(text, radix: 16).map(TemplateValue.int) ?? .null
            },
            "int255toFloat": TemplateFilter { value, _ throws(TemplateFilterError) in
                let number = try FilterInput.integer(value, "the input")
                let fraction = Float(number) / 255
                // Through the `Float`'s shortest spelling, so 51 prints as 0.2, as in StencilSwiftKit.
                return .double(Double(fraction.description) ?? Double(fraction))
            },
            "removeNewlines": TemplateFilter(argumentCounts: 0...1) { value, arguments throws(TemplateFilterError) in
                let text = try FilterInput.string(value)
                switch arguments.isEmpty ? "all" : try FilterInput.string(arguments[0]) {
                case "all": return .string(String(String.UnicodeScalarView(text.unicodeScalars.filter { !$0.properties.isWhitespace })))
                case "leading": return .string(leadingWhitespaceRemoved(text))
                case let mode: throw TemplateFilterError("the mode must be \"all\" or \"leading\", found \"\(mode)\"")
                }
            },
            "percent": TemplateFilter { value, _ throws(TemplateFilterError) in
                let number: Double
                switch value {
                case .double(let double): number = double
                case .int(let int): number = Double(int)
                default: throw TemplateFilterError("needs a number, found \(value.kindDescription)")
                }
                return .string("\(Int(Float(number) * 100))%")
            },
        ]
        let predicates: [String: @Sendable (String, String) -> Bool] = [
            "contains": { $0.contains($1) },
            "hasPrefix": { $0.hasPrefix($1) },
            "hasSuffix": { $0.hasSuffix($1) },
        ]
        for (name, predicate) in predicates {
            filters[name] = TemplateFilter(argumentCounts: 1...1) { value, arguments throws(TemplateFilterError) in
                .bool(predicate(try FilterInput.string(value), try FilterInput.string(arguments[0])))
            }
        }
        return filters
    }()

    /// Foundation's `capitalized`: the first letter of each word in upper case, the rest lower.
    static func capitalized(_ text: String) -> String {
        var result = ""
        var atWordStart = true
        for character in text {
            result += atWordStart ? character.uppercased() : character.lowercased()
            atWordStart = character.isWhitespace
        }
        return result
    }

    /// `text` cut at every occurrence of `separator`, empty parts included.
    static func split(_ text: String, by separator: String) -> [String] {
        guard !separator.isEmpty else { return [text] }
        return text.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
    }

    /// `URLSession` → `urlSession`, `SomeName` → `someName`, `ABC` → `abc`: the leading capitals
    /// in lower case, but for the last one when a lower-case letter follows it.
    static func lowerFirstWord(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var end = 0
        while end < scalars.count, scalars[end].properties.isUppercase {
            end += 1
        }
        if end > 1, end < scalars.count, scalars[end].properties.isLowercase {
            end -= 1
        }
        var head = String.UnicodeScalarView()
        head.append(contentsOf: scalars[..<end])
        var tail = String.UnicodeScalarView()
        tail.append(contentsOf: scalars[end...])
        return String(head).lowercased() + String(tail)
    }

    static func upperFirstLetter(_ text: String) -> String {
        guard let first = text.unicodeScalars.first else { return text }
        return String(first).uppercased() + String(text.unicodeScalars.dropFirst())
    }

    /// StencilSwiftKit's `removeNewlines:"leading"`: the lines joined without their line breaks
    /// and the spaces and tabs that start each, so a template can spread one line of output
    /// over indented lines of its own.
    static func leadingWhitespaceRemoved(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var atLineStart = true
        for scalar in text.unicodeScalars {
            if isLineBreak(scalar) {
                atLineStart = true
            } else if atLineStart, isSpace(scalar) {
                continue
            } else {
                atLineStart = false
                result.append(scalar)
            }
        }
        while let last = result.last, isSpace(last) {
            result.removeLast()
        }
        return String(result)
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        ("\n"..."\r").contains(scalar) || scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    /// Foundation's `whitespaces`: spaces and tabs, not line breaks.
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }

    /// The last component of a path, as PathKit gives it.
    static func basename(_ path: String) -> String {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        return components.last.map(String.init) ?? (path.hasPrefix("/") ? "/" : "")
    }

    /// The path without its last component, normalized, as PathKit gives it: `.` for a bare name.
    static func dirname(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var components = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        guard !components.isEmpty else { return isAbsolute ? "/" : ".." }
        components.removeLast()
        if components.isEmpty { return isAbsolute ? "/" : "." }
        return (isAbsolute ? "/" : "") + components.joined(separator: "/")
    }

    /// StencilSwiftKit's list for `escapeReservedKeywords`.
    static let reservedKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "protocol", "public", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as",
        "Any", "catch", "false", "is", "nil", "rethrows", "super", "self", "Self", "throw", "throws", "true",
        "try", "_", "#available", "#colorLiteral", "#column", "#else", "#elseif", "#endif", "#file",
        "#fileLiteral", "#function", "#if", "#imageLiteral", "#line", "#selector", "#sourceLocation",
        "associativity", "convenience", "dynamic", "didSet", "final", "get", "infix", "indirect", "lazy",
        "left", "mutating", "none", "nonmutating", "optional", "override", "postfix", "precedence",
        "prefix", "Protocol", "required", "right", "set", "Type", "unowned", "weak", "willSet",
    ]
}
