import Diagnostics
import Inference
import Inputs

/// The names in gen.yml's param types and type pins that name no type gen knows of and are
/// one letter, or only letter case, away from one it does: `Strin`, `Uint`, `Url`. The
/// generated code would not compile unless the app declares such a type, which gen cannot
/// see, so each is a warning at its column in gen.yml, as the compiler would say it
/// (`did you mean 'String'?`), rather than an error in a generated file.
package enum TypeNameTypos {
    package static func warnings(in plan: ModulePlan, manifest: Manifest, source: SourceText?) -> [Diagnostic] {
        let written = plan.endpoints.flatMap { $0.params.flatMap(\.typeNames) } + manifest.types.flatMap(\.typeNames)
        let unknown = written.filter { !ReservedNames.swiftAndFoundation.contains($0.value) }
        // Most types are String, Int and the like: the module's names are gathered only when
        // another name is written.
        guard !unknown.isEmpty else { return [] }
        let models = modelNames(of: plan)
        let known = ReservedNames.moduleTypes(moduleName: plan.name, endpointNames: plan.endpoints.map(\.name)).union(models)
        let meant = Array(ReservedNames.swiftAndFoundation.union(models))
        return unknown.filter { !known.contains($0.value) }.compactMap { name in
            nearestName(to: name.value, in: meant).map { warning(name, meant: $0, source: source) }
        }
    }

    private static func warning(_ name: Located<String>, meant: String, source: SourceText?) -> Diagnostic {
        let message = "no type '\(name.value)' is known to gen"
        let hint = "did you mean '\(meant)'? The generated code names '\(name.value)', which compiles only if the app declares it"
        return Diagnostic(.warning, message, at: name.location, quoting: source, hint: hint)
    }

    /// Every type the module's models declare, the payloads' type aliases and the support
    /// types included.
    private static func modelNames(of plan: ModulePlan) -> Set<String> {
        var names = Set(plan.supportTypes.map(\.rawValue))
        func add(_ declarations: [ModelDeclaration]) {
            for declaration in declarations {
                names.insert(declaration.name)
                add(declaration.nested)
            }
        }
        for model in plan.endpoints.map(\.model) + plan.errorModels.map(\.model) {
            names.insert(model.name)
            add(model.declarations)
        }
        add(plan.sharedModels)
        return names
    }

    /// A known name one edit from `name`, or the same but for letter case.
    private static func nearestName(to name: String, in candidates: [String]) -> String? {
        guard name.count > 2, let nearest = Suggestion.nearest(to: name, in: candidates) else { return nil }
        return Suggestion.distance(name.lowercased(), nearest.lowercased()) <= 1 ? nearest : nil
    }
}
