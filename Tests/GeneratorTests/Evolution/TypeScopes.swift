import Renderer

/// The model types a module declares, by qualified name, so that a type spelled inside a
/// declaration (`Variant`, `[VariantState]?`) can be spelled from outside it
/// (`Product.Variant`, `[Product.Variant.VariantState]?`), found as Swift finds it: in the
/// declaration, then in each type around it, then at the top level.
struct TypeScopes {
    private var declared: Set<String> = []

    init(_ context: ModuleContext) {
        for declaration in context.endpoints.flatMap(\.declarations) + context.sharedModels.declarations {
            declared.insert(qualifiedName(of: declaration))
        }
    }

    func qualifiedName(of declaration: DeclarationContext) -> String {
        declaration.parent.map { "\($0).\(declaration.name)" } ?? declaration.name
    }

    /// `type` as spelled inside the declaration named `scope`, spelled at the top level.
    func qualify(_ type: String, in scope: String) -> String {
        var result = ""
        var rest = Substring(type)
        while let match = rest.firstMatch(of: /[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*/) {
            result += rest[..<match.range.lowerBound]
            result += resolve(String(match.output.0), in: scope)
            rest = rest[match.range.upperBound...]
        }
        return result + rest
    }

    private func resolve(_ path: String, in scope: String) -> String {
        let first = path.prefix { $0 != "." }
        var enclosing: Substring? = Substring(scope)
        while let current = enclosing {
            if declared.contains("\(current).\(first)") {
                return "\(current).\(path)"
            }
            enclosing = current.lastIndex(of: ".").map { current[..<$0] }
        }
        return path
    }
}
