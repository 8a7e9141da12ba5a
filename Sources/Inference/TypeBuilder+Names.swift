extension TypeBuilder {
    /// The name of a type declared in `scope` at `path`: the name gen.yml pins for the
    /// path, else the name `.gen.lock` recorded for its identity, when free there; else
    /// `suggested`, the key's own name, unless it would shadow a type the model file names
    /// (the root's and the shared types' among them), or the enclosing type, or repeat a
    /// sibling. Then it is qualified by the nearest word of the enclosing types' names that
    /// makes it free (`data` in `Home` → `HomeData`, `image` in `Product.Variant` →
    /// `VariantImage`), then by more of their words (see `qualifications`); never by its own
    /// name (`URLURL`): an element of `urls` in `URL` is `URLs`. A number only when every
    /// qualification is taken.
    mutating func uniqueTypeName(_ suggested: String, in scope: inout Scope, identity: TypeIdentity, path: Path) -> String {
        let remembered = pinnedName(at: path) ?? recordedName(identity, in: scope)
        let chosen: String
        if let remembered, Naming.isIdentifier(remembered), isFree(remembered, in: scope) {
            chosen = remembered
        } else {
            var last = suggested
            var free: String?
            let plural = path.keys.last.map(Naming.typeName(forKey:)).flatMap { Naming.singularTypeName($0) == suggested ? $0 : nil }
            for candidate in Qualifications(of: suggested, by: scope.name.qualified, plural: plural) {
                if isFree(candidate, in: scope) {
                    free = candidate
                    break
                }
                last = candidate
            }
            chosen = free ?? numbered(last, in: scope)
        }
        scope.usedNames.insert(chosen)
        chosenNames[identity] = scope.name.qualified.isEmpty ? chosen : scope.name.qualified + "." + chosen
        return chosen
    }

    /// The simple name recorded for `identity` when it was declared in the same type.
    private func recordedName(_ identity: TypeIdentity, in scope: Scope) -> String? {
        guard let qualified = memory.recorded[identity] else { return nil }
        let parent = scope.name.qualified.isEmpty ? "" : scope.name.qualified + "."
        guard qualified.hasPrefix(parent) else { return nil }
        let simple = qualified.dropFirst(parent.count)
        return simple.isEmpty || simple.contains(".") ? nil : String(simple)
    }

    private func isFree(_ name: String, in scope: Scope) -> Bool {
        !Naming.libraryTypeNames.contains(name) && !globalNames.contains(name)
            && name != scope.typeName && !scope.usedNames.contains(name)
    }

    private func numbered(_ name: String, in scope: Scope) -> String {
        var counter = 2
        while !isFree("\(name)\(counter)", in: scope) {
            counter += 1
        }
        return "\(name)\(counter)"
    }

    static func unique(_ name: String, in used: inout Set<String>) -> String {
        var candidate = name
        var counter = 2
        while used.contains(candidate.trimmingBackticks) {
            candidate = "\(name.trimmingBackticks)\(counter)"
            counter += 1
        }
        used.insert(candidate.trimmingBackticks)
        return candidate
    }

    /// The name gen.yml's `types:` gives the type at `path` (`Catalog.products: struct
    /// CatalogProduct`).
    func pinnedName(at path: Path) -> String? {
        guard settings.hasPins else { return nil }
        return settings.pinnedNames[path.keys.joined(separator: ".")] ?? settings.pinnedNames[path.names.joined(separator: ".")]
    }

    mutating func override(at path: Path) -> TypeOverride? {
        guard settings.hasPins else { return nil }
        for key in [path.keys.joined(separator: "."), path.names.joined(separator: ".")] {
            if let pin = settings.overrides[key] {
                usedOverrides.insert(key)
                return pin
            }
        }
        return nil
    }
}
