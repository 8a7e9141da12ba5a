/// `pluralize` and `singularize`: common English, applied to the last word of an identifier
/// (`productCategory` → `productCategories`), keeping its capitals (`People` → `Person`).
enum InflectionFilters {
    static let all: [String: TemplateFilter] = [
        "pluralize": TemplateFilter { value, _ throws(TemplateFilterError) in
            .string(inflect(try FilterInput.string(value), English.plural))
        },
        "singularize": TemplateFilter { value, _ throws(TemplateFilterError) in
            .string(inflect(try FilterInput.string(value), English.singular))
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

/// English plurals: irregular words, words with no plural, then suffix rules.
enum English {
    static let irregular: [(singular: String, plural: String)] = [
        ("person", "people"), ("child", "children"), ("man", "men"), ("woman", "women"),
        ("mouse", "mice"), ("goose", "geese"), ("tooth", "teeth"), ("foot", "feet"), ("ox", "oxen"),
        ("leaf", "leaves"), ("loaf", "loaves"), ("half", "halves"), ("wolf", "wolves"), ("shelf", "shelves"),
        ("knife", "knives"), ("life", "lives"), ("wife", "wives"), ("calf", "calves"), ("thief", "thieves"),
        ("self", "selves"), ("elf", "elves"), ("hero", "heroes"), ("potato", "potatoes"),
        ("tomato", "tomatoes"), ("echo", "echoes"), ("veto", "vetoes"), ("quiz", "quizzes"),
        ("analysis", "analyses"), ("crisis", "crises"), ("diagnosis", "diagnoses"), ("thesis", "theses"),
        ("hypothesis", "hypotheses"), ("synopsis", "synopses"), ("parenthesis", "parentheses"),
        ("index", "indices"), ("matrix", "matrices"), ("vertex", "vertices"), ("criterion", "criteria"),
        ("phenomenon", "phenomena"), ("medium", "media"), ("cactus", "cacti"),
    ]

    /// Words spelled the same in the singular and the plural.
    static let unchanged: Set<String> = [
        "data", "metadata", "news", "information", "equipment", "series", "species", "sheep", "fish",
        "deer", "money", "rice", "feedback", "software", "hardware", "firmware", "staff", "media",
        "analytics", "statistics", "physics", "mathematics", "aircraft", "moose", "offspring", "info",
    ]

    /// Singular words that end in `ie`, so their plurals end in `ies` without being `y` words.
    static let endingInIE: Set<String> = [
        "movie", "cookie", "zombie", "calorie", "rookie", "selfie", "hoodie", "smoothie", "freebie",
        "newbie", "goalie", "sortie", "prairie", "auntie", "brownie", "genie", "pie", "tie", "lie",
    ]

    /// Singular words that end in `che`, so their plurals end in `ches` without being `ch` words.
    static let endingInCHE: Set<String> = ["cache", "niche", "ache", "headache", "avalanche", "cliche", "moustache", "mustache"]

    /// Singular words that end in `us`, which take `es`.
    static let endingInUS: Set<String> = ["status", "bus", "bonus", "virus", "campus", "census", "focus", "corpus", "prospectus", "alias", "canvas", "atlas"]

    /// The plural of `word`, or `word` when it already is the plural of its singular.
    static func plural(_ word: String) -> String {
        let single = singular(word)
        if single != word, regularPlural(single) == word { return word }
        return regularPlural(word)
    }

    private static func regularPlural(_ word: String) -> String {
        if unchanged.contains(word) { return word }
        if let pair = irregular.first(where: { $0.singular == word || $0.plural == word }) { return pair.plural }
        if word.hasSuffix("y"), word.count > 1, !isVowel(word.dropLast().last) {
            return word.dropLast() + "ies"
        }
        if ["s", "sh", "ch", "x", "z"].contains(where: word.hasSuffix) {
            return word + "es"
        }
        return word + "s"
    }

    static func singular(_ word: String) -> String {
        if unchanged.contains(word) { return word }
        if let pair = irregular.first(where: { $0.plural == word || $0.singular == word }) { return pair.singular }
        if endingInUS.contains(word) || word.hasSuffix("ss") || word.hasSuffix("is") { return word }
        if let stem = stem(of: word, dropping: "ies") {
            return endingInIE.contains(stem + "ie") || stem.count < 2 ? stem + "ie" : stem + "y"
        }
        if let stem = stem(of: word, dropping: "es") {
            if endingInUS.contains(stem) || stem.hasSuffix("ss") || stem.hasSuffix("sh") || stem.hasSuffix("x") { return stem }
            if stem.hasSuffix("ch") { return endingInCHE.contains(stem + "e") ? stem + "e" : stem }
        }
        if let stem = stem(of: word, dropping: "s"), !stem.hasSuffix("s") || stem.hasSuffix("se") {
            return stem
        }
        return word
    }

    private static func stem(of word: String, dropping suffix: String) -> String? {
        guard word.hasSuffix(suffix), word.count > suffix.count else { return nil }
        return String(word.dropLast(suffix.count))
    }

    private static func isVowel(_ character: Character?) -> Bool {
        guard let character else { return false }
        return "aeiou".contains(character)
    }
}
