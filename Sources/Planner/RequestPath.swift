import Diagnostics
import Inference
import Inputs
import Support

/// A request path such as `/products/{id: Int}`, split into literal text and parameters.
package struct RequestPath: Sendable, Equatable {
    package enum Part: Sendable, Equatable {
        case literal(String)
        /// `{name}`, or `{name: Type}` with its type; nil when the path names none.
        case parameter(String, PathParameterType?)
    }

    package var template: String
    package var parts: [Part]

    /// Parses `{name}` and `{name: Type}` placeholders; an unclosed or empty one, or a type
    /// gen cannot put in a path, is an error at its column.
    package static func parse(_ located: Located<String>, source: SourceText?) throws(DiagnosticError) -> RequestPath {
        var parts: [Part] = []
        var literal = ""
        var characters = located.value.makeIterator()
        // In Unicode scalars, as columns count.
        var nextOffset = 0
        while let character = characters.next() {
            let offset = nextOffset
            nextOffset += character.unicodeScalars.count
            guard character == "{" else {
                if character == "}" {
                    throw error("'}' without a matching '{' in the path", located, offset: offset, source: source)
                }
                literal.append(character)
                continue
            }
            var inside = ""
            var closed = false
            while let next = characters.next() {
                nextOffset += next.unicodeScalars.count
                if next == "}" {
                    closed = true
                    break
                }
                inside.append(next)
            }
            guard closed else {
                throw error("'{' is never closed in the path", located, offset: offset, source: source)
            }
            let (name, type) = try parameter(inside, located, offset: offset, source: source)
            if !literal.isEmpty {
                parts.append(.literal(literal))
                literal = ""
            }
            parts.append(.parameter(name, type))
        }
        if !literal.isEmpty {
            parts.append(.literal(literal))
        }
        return RequestPath(template: located.value, parts: parts)
    }

    /// The name and type of the placeholder whose text between the braces is `inside`.
    private static func parameter(_ inside: String, _ located: Located<String>, offset: Int, source: SourceText?) throws(DiagnosticError) -> (String, PathParameterType?) {
        let pieces = inside.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let name = trimmed(pieces[0])
        guard Naming.isIdentifier(name) else {
            throw error("path parameter '{\(inside)}' is not a Swift identifier", located, offset: offset, source: source)
        }
        guard pieces.count == 2 else { return (name, nil) }
        let typeName = trimmed(pieces[1])
        guard let type = PathParameterType(rawValue: typeName) else {
            let leadingSpace = pieces[1].prefix { $0.isWhitespace }.unicodeScalars.count
            let typeOffset = offset + 1 + pieces[0].unicodeScalars.count + 1 + leadingSpace
            let problem = PathParameterType.problem(typeName, of: name)
            throw error(problem.message, located, offset: typeOffset, source: source, hint: problem.hint)
        }
        return (name, type)
    }

    /// Without white space at either end. Found by index, not by reversing the text twice: a
    /// `String` made from a `ReversedCollection` of a `Slice` of one is built by generic code
    /// whose types the runtime looks up on first use, 1.65M instructions a run (callgrind).
    private static func trimmed(_ text: Substring) -> String {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }), let last = text.lastIndex(where: { !$0.isWhitespace }) else {
            return ""
        }
        return String(text[first...last])
    }

    /// Each parameter's name, in order.
    package var parameters: [String] {
        typedParameters.map(\.name)
    }

    /// Each parameter with its type, `String` when the path names none.
    package var typedParameters: [(name: String, type: PathParameterType)] {
        parts.compactMap { part in
            if case .parameter(let name, let type) = part { return (name, type ?? .string) }
            return nil
        }
    }

    /// The path with the parameter `name` typed `type`.
    package func typing(_ name: String, as type: PathParameterType) -> RequestPath {
        var path = self
        path.parts = parts.map { part in
            if case .parameter(name, _) = part { return .parameter(name, type) }
            return part
        }
        return path
    }

    /// The type the path itself gives `name`, nil when it names none.
    package func declaredType(of name: String) -> PathParameterType? {
        for case .parameter(name, let type) in parts {
            return type
        }
        return nil
    }

    /// The contents of a Swift string literal that builds the path, unescaped: `/products/\(id)`.
    package var interpolated: String {
        parts.map { part in
            switch part {
            case .literal(let text): return SwiftStringLiteral.escaped(text)
            case .parameter(let name, _): return "\\(\(ReservedNames.argumentName(forKey: name)))"
            }
        }.joined()
    }

    private static func error(_ message: String, _ located: Located<String>, offset: Int, source: SourceText?, hint: String? = nil) -> DiagnosticError {
        var position = located.location.position
        position.column += offset
        if let source {
            return DiagnosticError(.error(message, in: source, at: position, hint: hint))
        }
        return DiagnosticError(Diagnostic(.error, message, at: SourceLocation(path: located.location.path, position: position), hint: hint))
    }
}

/// The Swift types a path parameter can have: a value that is one path segment once
/// percent-escaped, and that a route placeholder parses. A `Double` or `Bool` prints in more
/// than one way (`1.0`, `1e3`; `true`, `1`), so ids are text, whole numbers or UUIDs.
package enum PathParameterType: String, Sendable, CaseIterable {
    case string = "String"
    case int = "Int"
    case uuid = "UUID"

    /// The route placeholder kind that parses the type (`<int:id>`), nil for a string.
    package var routeKind: String? {
        switch self {
        case .string: return nil
        case .int: return "int"
        case .uuid: return "uuid"
        }
    }

    /// The problem with a type gen does not put in a path.
    static func problem(_ type: String, of name: String) -> (message: String, hint: String) {
        (
            "path parameter '\(name)' cannot be of type \(type)",
            "a path parameter is a String, an Int or a UUID, not optional: one segment of the path that a route placeholder parses"
        )
    }
}
