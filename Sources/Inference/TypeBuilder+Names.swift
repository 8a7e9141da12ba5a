extension TypeBuilder {
    /// `suggested`, the key's own name, unless it would shadow a library type, a top-level
    /// type or the enclosing type, or repeat a sibling. Then it is qualified by the nearest
    /// word of the enclosing types' names that makes it free (`data` in `Home` → `HomeData`,
    /// `image` in `ProductVariant` → `VariantImage`), then by more of their words; words
    /// that start with a digit are skipped. A number only when every qualification is taken.
    func uniqueTypeName(_ suggested: String, in scope: inout Scope) -> String {
        let candidates = Self.qualifications(of: suggested, by: scope.name.qualified)
        let chosen = candidates.first { isFree($0, in: scope) } ?? numbered(candidates.last ?? suggested, in: scope)
        scope.usedNames.insert(chosen)
        return chosen
    }

    /// `suggested`, then qualified by the last one, two, … words of `parent`, leaving out
    /// words that start with a digit and a word that repeats the one after it.
    static func qualifications(of suggested: String, by parent: String) -> [String] {
        var words: [String] = []
        for word in Naming.words(in: parent).reversed() where word.first?.isLetter == true && word != words.first {
            words.insert(word, at: 0)
        }
        var result = [suggested]
        for count in stride(from: 1, through: words.count, by: 1) {
            let qualifier = words.suffix(count).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            result.append(qualifier + suggested)
        }
        return result
    }

    private func isFree(_ name: String, in scope: Scope) -> Bool {
        !Naming.libraryTypeNames.contains(name) && !globalNames.contains(name) && name != scope.typeName && !scope.usedNames.contains(name)
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

    mutating func override(at path: Path) -> TypeOverride? {
        for key in [path.keys.joined(separator: "."), path.names.joined(separator: ".")] {
            if let pin = settings.overrides[key] {
                usedOverrides.insert(key)
                return pin
            }
        }
        return nil
    }
}
