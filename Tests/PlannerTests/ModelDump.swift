import Inference
import Support

/// A readable text of what inference produced for one payload, so a rule's expected
/// output is the model itself and not Swift rendered by a template set.
/// Tests/Rules/README.md describes the format.
enum ModelDump {
    /// `shared` are the module's shared types, listed after the endpoint's own under
    /// `shared`.
    static func text(of model: EndpointModel, shared: [ModelDeclaration] = [], supportTypes: [SupportType]) -> String {
        var lines = [
            "payload \(model.name): \(spelling(model.payloadType))",
            "support " + (supportTypes.isEmpty ? "none" : supportTypes.map(\.rawValue).joined(separator: ", ")),
        ]
        for declaration in model.declarations {
            lines.append("")
            lines += self.lines(of: declaration, indent: "")
        }
        for declaration in shared {
            lines += ["", "shared"] + self.lines(of: declaration, indent: "")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func lines(of declaration: ModelDeclaration, indent: String) -> [String] {
        let inner = indent + "  "
        var lines: [String] = []
        switch declaration {
        case .structure(let structure):
            lines.append(indent + "struct \(structure.name)")
            lines += structure.properties.map { inner + "\($0.name): \(spelling($0.type)) key \(SwiftStringLiteral.quoted($0.key))" }
        case .enumeration(let enumeration):
            lines.append(indent + "enum \(enumeration.name) unknown \(enumeration.unknownCaseName)")
            lines += enumeration.cases.map { inner + "case \($0.name) = \(SwiftStringLiteral.quoted($0.value))" }
        case .union(let union):
            lines.append(indent + "union \(union.name)")
            lines += union.cases.map { inner + ($0.isIndirect ? "indirect " : "") + "case \($0.name)(\(spelling($0.type)))" }
        }
        for nested in declaration.nested {
            lines += self.lines(of: nested, indent: inner)
        }
        return lines
    }

    /// Swift's spelling, except that a type pinned in the manifest is in single quotes, so
    /// a pin is told from an inferred type of the same name.
    private static func spelling(_ type: SwiftTypeReference) -> String {
        switch type {
        case .bool, .int, .double, .string, .named: return type.spelling
        case .verbatim(let text): return "'\(text)'"
        case .array(let element): return "[\(spelling(element))]"
        case .dictionary(let value): return "[String: \(spelling(value))]"
        case .optional(let wrapped): return "\(spelling(wrapped))?"
        case .indirect(let value): return "Indirect<\(spelling(value))>"
        }
    }
}
