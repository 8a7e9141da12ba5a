import Foundation

/// The API declarations of a Swift file, each as one normalized line: the signature up to
/// its body, without access modifiers, comments or white space that does not separate words.
/// Enough Swift to compare a stub with the library it mirrors, not a parser for all Swift.
enum SwiftDeclarations {
    /// Every declaration that is part of the file's API: public and open ones, extensions,
    /// protocol requirements, enum cases and associated types.
    static func api(of source: String) -> [String] {
        declarations(of: source, apiOnly: true)
    }

    /// Every declaration, whatever its access: where a library declares `public extension`
    /// and leaves its members without a modifier.
    static func all(of source: String) -> [String] {
        declarations(of: source, apiOnly: false)
    }

    private static func declarations(of source: String, apiOnly: Bool) -> [String] {
        var declarations: [String] = []
        var scopes: [Scope] = []
        var pending = ""
        let sourceLines = lines(of: source).map { $0.trimmingCharacters(in: .whitespaces) }
        for (index, line) in sourceLines.enumerated() {
            if pending.isEmpty, startsDeclaration(line) {
                pending = line
            } else if !pending.isEmpty {
                pending += " " + line
            }
            let next = sourceLines[(index + 1)...].first { !$0.isEmpty } ?? ""
            if !pending.isEmpty, isComplete(pending, before: next) {
                let signature = String(pending.prefix { $0 != "{" })
                if !apiOnly || isAPI(signature, in: scopes.last ?? .other) {
                    declarations.append(normalized(signature))
                }
                pending = ""
            }
            for character in line {
                if character == "{" {
                    scopes.append(Scope(opening: line))
                } else if character == "}" {
                    _ = scopes.popLast()
                }
            }
        }
        return declarations
    }

    /// The kind of body a line opens, which decides whether its members are API without a
    /// modifier.
    enum Scope {
        case requirements
        case other

        init(opening line: String) {
            let words = normalized(line).split(separator: " ")
            self = words.contains("protocol") || words.contains("enum") ? .requirements : .other
        }
    }

    static func normalized(_ signature: String) -> String {
        var text = signature
        for modifier in ["public ", "open ", "@discardableResult ", "@inlinable "] {
            text = text.replacingOccurrences(of: modifier, with: "")
        }
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        var result = ""
        for character in words {
            if character == " ", let last = result.last, "(),:<>[]=?-.@".contains(last) {
                continue
            }
            if "(),:<>[]=?-".contains(character), result.last == " " {
                result.removeLast()
            }
            result.append(character)
        }
        return result.trimmingCharacters(in: .whitespaces)
    }

    private static let keywords: Set<String> = [
        "func", "var", "let", "init", "case", "typealias", "protocol", "class", "struct", "enum",
        "associatedtype", "subscript", "extension",
    ]
    private static let modifiers: Set<String> = [
        "public", "open", "static", "final", "override", "mutating", "required", "convenience", "nonisolated",
    ]

    private static func startsDeclaration(_ line: String) -> Bool {
        for word in line.split(separator: " ") {
            let word = String(word)
            if word.hasPrefix("@") || modifiers.contains(word) {
                continue
            }
            return keywords.contains(word) || word.hasPrefix("init(") || word.hasPrefix("init<") || word.hasPrefix("subscript")
        }
        return false
    }

    private static func isAPI(_ signature: String, in scope: Scope) -> Bool {
        let words = signature.split(separator: " ")
        if words.contains("public") || words.contains("open") || words.first == "extension" {
            return true
        }
        return scope == .requirements && !words.contains("private") && !words.contains("fileprivate") && !words.contains("internal")
    }

    /// True once the declaration's parentheses are closed and it has reached its body, or
    /// `next` does not go on with its return type, `where` clause or body.
    private static func isComplete(_ text: String, before next: String) -> Bool {
        var depth = 0
        for character in text {
            if character == "(" || character == "[" {
                depth += 1
            } else if character == ")" || character == "]" {
                depth -= 1
            } else if character == "{", depth == 0 {
                return true
            }
        }
        guard depth == 0 else { return false }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let continues = trimmed.hasSuffix(",") || trimmed.hasSuffix("->") || trimmed.hasSuffix("where")
            || next.hasPrefix("->") || next.hasPrefix("where") || next.hasPrefix("{") || next.hasPrefix("(")
        return !continues
    }

    /// The lines of `source` without comments.
    private static func lines(of source: String) -> [String] {
        var result: [String] = []
        var inBlockComment = false
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            var text = ""
            var index = line.startIndex
            var inString = false
            while index < line.endIndex {
                let rest = line[index...]
                if inBlockComment {
                    if rest.hasPrefix("*/") {
                        inBlockComment = false
                        index = line.index(index, offsetBy: 2)
                    } else {
                        index = line.index(after: index)
                    }
                    continue
                }
                if !inString, rest.hasPrefix("//") {
                    break
                }
                if !inString, rest.hasPrefix("/*") {
                    inBlockComment = true
                    index = line.index(index, offsetBy: 2)
                    continue
                }
                if line[index] == "\"" {
                    inString.toggle()
                }
                text.append(line[index])
                index = line.index(after: index)
            }
            result.append(text)
        }
        return result
    }
}
