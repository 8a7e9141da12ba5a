/// The names a type may take, in order: `suggested`, then qualified by the last one, two, …
/// words of `parent`, leaving out words that start with a digit and a word that repeats the
/// one after it. The root's name, the endpoint's, counts as one word: it is never cut
/// (`error` in `TopLevel` → `TopLevelError`, not `LevelError`). A word that is `suggested`
/// itself would stutter (`URLURL`, `GeometryGeometry`): `plural`, the name of the key an
/// element's type is named for (`URLs`, `Geometries`), is tried in its place.
///
/// The words are read from the end of `parent` as they are needed, since the first name or
/// two are nearly always free: a type nested 500 deep has 500 words of parents, and listing
/// every qualification for each type cost the cube of the depth.
struct Qualifications: Sequence, IteratorProtocol {
    private let suggested: String
    private var components: ArraySlice<Substring>
    /// The words of the component being read not returned yet.
    private var pending: [String] = []
    private var qualifier = ""
    private var lastWord: String?
    private var startedWithSuggested = false
    private var plural: String?

    init(of suggested: String, by parent: String, plural: String? = nil) {
        self.suggested = suggested
        self.plural = plural == suggested ? nil : plural
        components = parent.split(separator: ".")[...]
    }

    mutating func next() -> String? {
        guard startedWithSuggested else {
            startedWithSuggested = true
            return suggested
        }
        while let word = nextWord() {
            guard word.first?.isLetter == true, word != lastWord else { continue }
            lastWord = word
            if word == suggested {
                guard let alternative = plural else { continue }
                plural = nil
                return alternative
            }
            qualifier = word.prefix(1).uppercased() + word.dropFirst() + qualifier
            return qualifier + suggested
        }
        return nil
    }

    /// The next word of `parent` from its end; the root's name is one word.
    private mutating func nextWord() -> String? {
        while pending.isEmpty {
            guard let component = components.popLast() else { return nil }
            pending = components.isEmpty ? [String(component)] : Naming.words(in: String(component))
        }
        return pending.popLast()
    }
}
