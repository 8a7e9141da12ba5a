import Support

/// `pluralize` and `singularize`: common English, applied to the last word of an identifier
/// (`productCategory` → `productCategories`), keeping its capitals (`People` → `Person`).
enum InflectionFilters {
    static let all: [String: TemplateFilter] = [
        "pluralize": TemplateFilter { value, _ throws(TemplateFilterError) in
            .string(inflect(try FilterInput.string(value), Inflector.plural))
        },
        "singularize": TemplateFilter { value, _ throws(TemplateFilterError) in
            .string(inflect(try FilterInput.string(value), Inflector.singular))
        },
    ]

    /// Applies `rule`, which works on lower-case words, to the last word of `text`.
    static func inflect(_ text: String, _ rule: (String) -> String) -> String {
        let characters = Array(text)
        var start = characters.count
        while start > 0, characters[start - 1].isLetter {
            if characters[start - 1].isUppercase, start - 1 > 0, characters[start - 2].isLowercase {
                start -= 1
                break
            }
            start -= 1
        }
        let word = String(characters[start...])
        guard !word.isEmpty else { return text }
        return String(characters[..<start]) + matchingCase(rule(word.lowercased()), to: word)
    }

    /// `result` with the capitals of `word` position by position; letters past the end of
    /// `word` follow its last letter: `person` as `PEOPLE` → `PERSON`, as `People` → `Person`.
    private static func matchingCase(_ result: String, to word: String) -> String {
        let pattern = Array(word)
        guard let last = pattern.last else { return result }
        var output = ""
        for (offset, character) in result.enumerated() {
            let model = offset < pattern.count ? pattern[offset] : last
            output += model.isUppercase ? character.uppercased() : String(character)
        }
        return output
    }
}
