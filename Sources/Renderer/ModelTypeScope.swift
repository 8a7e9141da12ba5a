import Inference

/// The declarations of one endpoint's model file and of the module's shared models, by
/// qualified name, to find what a `.named` type reference means where it is written: Swift's
/// own lookup, from the innermost enclosing type outwards to the top level.
struct ModelTypeScope: Sendable {
    private var declarations: [String: ModelDeclaration] = [:]

    init(endpoint: [ModelDeclaration], shared: [ModelDeclaration]) {
        func add(_ declaration: ModelDeclaration, parent: String?) {
            let qualified = parent.map { "\($0).\(declaration.name)" } ?? declaration.name
            declarations[qualified] = declarations[qualified] ?? declaration
            declaration.nested.forEach { add($0, parent: qualified) }
        }
        endpoint.forEach { add($0, parent: nil) }
        shared.forEach { add($0, parent: nil) }
    }

    /// The declaration `name` means inside the type `scope` (qualified; nil at the top
    /// level), with its qualified name, the scope of its own members.
    func resolve(_ name: String, in scope: String?) -> (declaration: ModelDeclaration, qualified: String)? {
        var scope = scope
        while let enclosing = scope {
            if let found = declarations[enclosing + "." + name] {
                return (found, enclosing + "." + name)
            }
            scope = enclosing.lastIndex(of: ".").map { String(enclosing[..<$0]) }
        }
        return declarations[name].map { ($0, name) }
    }
}
