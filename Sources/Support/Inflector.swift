/// English singulars and plurals of single lower-case words, for type names
/// (`categories` → `Category`) and the template filters `singularize` and `pluralize`.
///
/// Order of the rules: words with no plural, irregular pairs, then suffix rules with
/// the exceptions listed in `EnglishWords`. `docs/inflection.md` lists the rules and
/// where they differ from ActiveSupport's (Rails) on purpose: `data` and `media` stay,
/// `caches` → `cache` (Rails: `cach`), `leaves` → `leaf` and `drives` → `drive` (Rails:
/// `leafe`, `drife`), `cookies` → `cookie` (Rails: `cooky`), `bases` → `base` as in
/// `databases` (Rails: `basis`), `canvases` → `canvas`, and Latin and Greek plurals
/// (`radii`, `cacti`, `appendices`) are listed where Rails knows only `octopi` and `viri`.
package enum Inflector {
    /// The singular of `word`, or `word` when it is no plural: `statuses` → `status`,
    /// `status` → `status`.
    package static func singular(_ word: String) -> String {
        if word.count < 3 || EnglishWords.unchanged.contains(word) { return word }
        if let singular = EnglishWords.singularOfIrregular[word] { return singular }
        if EnglishWords.pluralOfIrregular[word] != nil { return word }
        if let stem = stem(of: word, dropping: "ies") {
            return stem.count < 2 || EnglishWords.endingInIE.contains(stem + "ie") ? stem + "ie" : stem + "y"
        }
        if let stem = stem(of: word, dropping: "eaux") { return stem + "eau" }
        if let stem = stem(of: word, dropping: "ves") { return singular(ofVes: stem) }
        if let stem = stem(of: word, dropping: "es") {
            if let singular = singular(ofEs: stem) { return singular }
        }
        if EnglishWords.pluralsEndingInIS.contains(word) { return String(word.dropLast()) }
        if word.hasSuffix("ss") || word.hasSuffix("us") || word.hasSuffix("is") || EnglishWords.endingInS.contains(word) {
            return word
        }
        if let stem = stem(of: word, dropping: "s"), !stem.hasSuffix("s") || stem.hasSuffix("se") { return stem }
        return word
    }

    /// The plural of `word`, or `word` when it already is a plural: `category` →
    /// `categories`, `categories` → `categories`.
    package static func plural(_ word: String) -> String {
        let single = singular(word)
        if single != word, regularPlural(single) == word { return word }
        return regularPlural(word)
    }

    private static func regularPlural(_ word: String) -> String {
        if EnglishWords.unchanged.contains(word) { return word }
        if let plural = EnglishWords.pluralOfIrregular[word] { return plural }
        if EnglishWords.singularOfIrregular[word] != nil { return word }
        if let stem = stem(of: word, dropping: "sis") { return stem + "ses" }
        if EnglishWords.endingInF.contains(word) { return word.dropLast() + "ves" }
        if EnglishWords.endingInFE.contains(word) { return word.dropLast(2) + "ves" }
        if word.hasSuffix("y"), let before = word.dropLast().last, !"aeiou".contains(before) {
            return word.dropLast() + "ies"
        }
        if word.hasSuffix("o"), EnglishWords.takingOES.contains(word) { return word + "es" }
        if ["s", "sh", "ch", "x", "z"].contains(where: word.hasSuffix) { return word + "es" }
        return word + "s"
    }

    /// The singular of `stem` + `ves`: `wolves` → `wolf`, `knives` → `knife`, but `moves`
    /// → `move`.
    private static func singular(ofVes stem: String) -> String {
        if EnglishWords.endingInF.contains(stem + "f") { return stem + "f" }
        if EnglishWords.endingInFE.contains(stem + "fe") { return stem + "fe" }
        return stem + "ve"
    }

    /// The singular of `stem` + `es` when the `es` is an ending of its own: `boxes`,
    /// `matches`, `addresses`, `heroes`, `statuses`, `aliases`, `analyses`; nil when only
    /// the `s` is (`cases`, `caches`, `shoes`), and the general rule applies.
    private static func singular(ofEs stem: String) -> String? {
        if stem.hasSuffix("ss") || stem.hasSuffix("sh") || stem.hasSuffix("x") || stem.hasSuffix("zz") || stem.hasSuffix("tz") {
            return stem
        }
        if stem.hasSuffix("ch") { return EnglishWords.endingInCHE.contains(stem + "e") ? stem + "e" : stem }
        if stem.hasSuffix("o") { return EnglishWords.endingInOE.contains(stem + "e") ? stem + "e" : stem }
        if stem.hasSuffix("s") {
            if EnglishWords.endingInS.contains(stem) || stem.hasSuffix("us") {
                let withE = stem + "e"
                return EnglishWords.endingInUSE.contains(withE) || withE.hasSuffix("house") ? withE : stem
            }
            if EnglishWords.endingInSIS.contains(String(stem.dropLast()) + "sis") { return String(stem.dropLast()) + "sis" }
            if stem.hasSuffix("ys") || stem.hasSuffix("hes") { return String(stem.dropLast()) + "sis" }
        }
        return nil
    }

    private static func stem(of word: String, dropping suffix: String) -> String? {
        guard word.hasSuffix(suffix), word.count > suffix.count else { return nil }
        return String(word.dropLast(suffix.count))
    }
}
