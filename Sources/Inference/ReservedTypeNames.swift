/// Type names a model must not take because the generated code uses a type of that name
/// (Swift's `Task`, Moya's `Response`, RxSwift's `Observable`, a helper of the template set),
/// and how a root type that would take one is renamed instead.
///
/// A payload or root type whose name is reserved becomes the first free name of: `prefix` +
/// name (`JacobTask`), the endpoint's payload name + `Item` (`TasksItem`), `prefix` + that
/// (`JacobTasksItem`). One taken by an earlier endpoint's root type tries the `Item` name first.
package struct ReservedTypeNames: Sendable, Equatable {
    package var names: Set<String>
    /// What qualifies a reserved name; a module's name, or empty for `gen model`.
    package var prefix: String

    package init(names: Set<String> = [], prefix: String = "") {
        self.names = names
        self.prefix = prefix
    }

    /// The first of the candidates above that is neither reserved nor in `taken`.
    func available(_ name: String, payloadName: String, taken: Set<String>) -> String {
        let item = payloadName + "Item"
        let candidates = names.contains(name) ? [prefix + name, item, prefix + item] : [item, prefix + name, prefix + item]
        if let free = candidates.first(where: { !names.contains($0) && !taken.contains($0) }) {
            return free
        }
        var used = taken.union(names)
        return TypeBuilder.unique(prefix + payloadName + "Item", in: &used)
    }
}
