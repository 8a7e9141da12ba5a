import Support

/// Filters that spell values as Swift source.
enum SwiftFilters {
    static let all: [String: TemplateFilter] = [
        "swiftIdentifier": TemplateFilter(argumentCounts: 0...1) { value, arguments throws(TemplateFilterError) in
            let text = try FilterInput.string(value)
            guard let mode = arguments.first else {
                return .string(try identifier(text))
            }
            switch try FilterInput.string(mode) {
            case "valid": return .string(SwiftIdentifierModes.identifier(text, capitalizingParts: false))
            case "normal": return .string(SwiftIdentifierModes.identifier(text, capitalizingParts: true))
            case "pretty": return .string(SwiftIdentifierModes.pretty(text))
            case let other: throw TemplateFilterError("the mode must be \"valid\", \"normal\" or \"pretty\", found \"\(other)\"")
            }
        },
        "swiftString": TemplateFilter { value, _ throws(TemplateFilterError) in
            .string(SwiftStringLiteral.quoted(try FilterInput.string(value)))
        },
    ]

    /// A valid Swift identifier: characters other than letters, digits and `_` become `_`,
    /// a leading digit gets a `_` before it, and a keyword is put in backticks.
    static func identifier(_ text: String) throws(TemplateFilterError) -> String {
        guard let first = text.unicodeScalars.first else {
            throw TemplateFilterError("needs a non-empty string")
        }
        if !("0"..."9").contains(first), text.utf8.allSatisfy(ASCIIByte.isIdentifier) {
            return keywords.contains(text) ? "`\(text)`" : text
        }
        var result = String.UnicodeScalarView()
        if ("0"..."9").contains(first) {
            result.append("_")
        }
        for scalar in text.unicodeScalars {
            let isValid = scalar == "_" || ("0"..."9").contains(scalar) || scalar.properties.isAlphabetic
            result.append(isValid ? scalar : "_")
        }
        let name = String(result)
        return keywords.contains(name) ? "`\(name)`" : name
    }


    /// Words that need backticks to be used as a name in a declaration.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await",
        "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]
}
