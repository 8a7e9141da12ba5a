import Diagnostics
import Inference
import TemplateEngine

/// Every endpoint's plan, the support types their models use, and the module-wide settings.
struct ModulePlan: Sendable {
    var endpoints: [EndpointPlan]
    var supportTypes: [SupportType]
    var access: AccessLevel
    var naming: NamingStyle
    var envelope: Envelope?
    var package: PackageSettings
}

/// Everything known about one endpoint once samples, manifest and inference are combined.
struct EndpointPlan: Sendable {
    var name: String
    /// The payload's type name: the manifest's `model`, or the endpoint's name.
    var modelName: String
    var method: String
    var path: RequestPath
    var model: EndpointModel
    var params: [Parameter] = []
    var list: ListPlan?
    /// The URLNavigator pattern of the endpoint's screen.
    var route: String
    /// The text of the endpoint's first sample, envelope included.
    var sample: String
}

/// Paging of a list endpoint, resolved against its model.
struct ListPlan: Sendable {
    var paging: Paging
    /// The Swift name of the payload property that holds the items.
    var itemsProperty: String
    /// The items' element type, qualified from the top level of the model file.
    var itemType: String
}

/// A request path such as `/products/{id}`, split into literal text and parameters.
struct RequestPath: Sendable, Equatable {
    enum Part: Sendable, Equatable {
        case literal(String)
        case parameter(String)
    }

    var template: String
    var parts: [Part]

    /// Parses `{name}` placeholders; an unclosed or empty one is an error at its column.
    static func parse(_ located: Located<String>, source: SourceText?) throws(DiagnosticError) -> RequestPath {
        var parts: [Part] = []
        var literal = ""
        var iterator = Array(located.value).enumerated().makeIterator()
        while let (offset, character) = iterator.next() {
            guard character == "{" else {
                if character == "}" {
                    throw error("'}' without a matching '{' in the path", located, offset: offset, source: source)
                }
                literal.append(character)
                continue
            }
            var name = ""
            var closed = false
            while let (_, next) = iterator.next() {
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

    var parameters: [String] {
        parts.compactMap { part in
            if case .parameter(let name) = part { return name }
            return nil
        }
    }

    /// The contents of a Swift string literal that builds the path: `/products/\(id)`.
    var interpolated: String {
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
