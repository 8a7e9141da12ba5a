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
        let texts = plan.endpoints.flatMap { $0.params.compactMap(\.typeText) } + manifest.types.compactMap(\.typeText)
        let named = texts.map { text in (text, leadingNames(in: text.value).filter { !ReservedNames.swiftAndFoundation.contains($0.name) }) }
        // Most types are String, Int and the like: the module's names are gathered only when
        // another name is written.
        guard named.contains(where: { !$0.1.isEmpty }) else { return [] }
        let models = modelNames(of: plan)
        let known = ReservedNames.moduleTypes(moduleName: plan.name, endpointNames: plan.endpoints.map(\.name)).union(models)
        let meant = Array(ReservedNames.swiftAndFoundation.union(models))
        var warnings: [Diagnostic] = []
        for (text, names) in named {
            for (name, offset) in names where !known.contains(name) {
                guard let nearest = nearestName(to: name, in: meant) else { continue }
                var location = text.location
                location.position.column += offset
                let message = "no type '\(name)' is known to gen"
                let hint = "did you mean '\(nearest)'? The generated code names '\(name)', which compiles only if the app declares it"
                if let source, source.path == location.path {
                    warnings.append(Diagnostic(.warning, message, at: location, sourceLine: source.line(location.position.line), hint: hint))
                } else {
                    warnings.append(Diagnostic(.warning, message, at: location, hint: hint))
                }
            }
        }
        return warnings
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

    /// Each name of a type written as gen.yml's grammar allows (`[Catalog.Product: Strin]?`)
    /// that is not a member of another (`Product` in `Catalog.Product`), with its offset in
    /// Unicode scalars.
    static func leadingNames(in text: String) -> [(name: String, offset: Int)] {
        let scalars = Array(text.unicodeScalars)
        var names: [(name: String, offset: Int)] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "_" || scalar.properties.isAlphabetic else {
                index += 1
                continue
            }
            let start = index
            while index < scalars.count, scalars[index] == "_" || scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index]) {
                index += 1
            }
            let isMember = scalars[..<start].last { $0 != " " } == "."
            if !isMember {
                names.append((String(String.UnicodeScalarView(scalars[start..<index])), start))
            }
        }
        return names
    }
}
