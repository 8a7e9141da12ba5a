import Diagnostics
import Inference
import Inputs
import Support

/// A request path such as `/products/{id}`, split into literal text and parameters.
package struct RequestPath: Sendable, Equatable {
    package enum Part: Sendable, Equatable {
        case literal(String)
        case parameter(String)
    }

    package var template: String
    package var parts: [Part]

    /// Parses `{name}` placeholders; an unclosed or empty one is an error at its column.
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
            var name = ""
            var closed = false
            while let next = characters.next() {
                nextOffset += next.unicodeScalars.count
                if next == "}" {
                    closed = true
                    break
                }
                name.append(next)
            }
            guard closed else {
                throw error("'{' is never closed in the path", located, offset: offset, source: source)
            }
            guard Naming.isIdentifier(name) else {
                throw error("path parameter '{\(name)}' is not a Swift identifier", located, offset: offset, source: source)
            }
            if !literal.isEmpty {
                parts.append(.literal(literal))
                literal = ""
            }
            parts.append(.parameter(name))
        }
        if !literal.isEmpty {
            parts.append(.literal(literal))
        }
        return RequestPath(template: located.value, parts: parts)
    }

    package var parameters: [String] {
        parts.compactMap { part in
            if case .parameter(let name) = part { return name }
            return nil
        }
    }

    /// The contents of a Swift string literal that builds the path: `/products/\(id)`.
    package var interpolated: String {
        parts.map { part in
            switch part {
            case .literal(let text): return SwiftStringLiteral.escaped(text)
            case .parameter(let name): return "\\(\(ReservedNames.argumentName(forKey: name)))"
            }
        }.joined()
    }

    private static func error(_ message: String, _ located: Located<String>, offset: Int, source: SourceText?) -> DiagnosticError {
        var position = located.location.position
        position.column += offset
        if let source {
            return DiagnosticError(.error(message, in: source, at: position))
        }
        return DiagnosticError(Diagnostic(.error, message, at: SourceLocation(path: located.location.path, position: position)))
    }
}
