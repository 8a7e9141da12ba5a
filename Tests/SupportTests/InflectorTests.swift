import Support
import Testing

/// English plurals by class, each read back to its singular; the reversible ones also
/// pluralised again.
@Suite struct InflectorTests {
    static let regular: [(String, String)] = [
        ("item", "items"), ("product", "products"), ("user", "users"), ("order", "orders"), ("day", "days"),
        ("key", "keys"), ("toy", "toys"), ("employee", "employees"), ("fee", "fees"), ("tree", "trees"),
        ("case", "cases"), ("phase", "phases"), ("database", "databases"), ("base", "bases"),
        ("release", "releases"), ("purchase", "purchases"), ("size", "sizes"), ("prize", "prizes"),
        ("move", "moves"), ("drive", "drives"), ("archive", "archives"), ("curve", "curves"),
        ("objective", "objectives"), ("valve", "valves"), ("photo", "photos"), ("video", "videos"),
        ("logo", "logos"), ("repo", "repos"), ("todo", "todos"), ("area", "areas"), ("idea", "ideas"),
        ("schema", "schemas"), ("formula", "formulas"), ("price", "prices"), ("device", "devices"),
        ("service", "services"), ("invoice", "invoices"), ("choice", "choices"), ("token", "tokens"),
        ("specimen", "specimens"), ("cause", "causes"), ("house", "houses"), ("warehouse", "warehouses"),
        ("use", "uses"), ("clause", "clauses"), ("premise", "premises"), ("exercise", "exercises"),
        ("course", "courses"), ("response", "responses"), ("rose", "roses"), ("purpose", "purposes"),
    ]

    static let sibilants: [(String, String)] = [
        ("match", "matches"), ("batch", "batches"), ("branch", "branches"), ("church", "churches"),
        ("cache", "caches"), ("niche", "niches"), ("avalanche", "avalanches"), ("dish", "dishes"),
        ("hash", "hashes"), ("wish", "wishes"), ("box", "boxes"), ("tax", "taxes"), ("prefix", "prefixes"),
        ("suffix", "suffixes"), ("address", "addresses"), ("class", "classes"), ("business", "businesses"),
        ("process", "processes"), ("access", "accesses"), ("quiz", "quizzes"), ("buzz", "buzzes"),
        ("waltz", "waltzes"),
    ]

    static let endingInY: [(String, String)] = [
        ("category", "categories"), ("city", "cities"), ("company", "companies"), ("country", "countries"),
        ("entry", "entries"), ("query", "queries"), ("story", "stories"), ("property", "properties"),
        ("reply", "replies"), ("fly", "flies"), ("spy", "spies"), ("sky", "skies"), ("movie", "movies"),
        ("cookie", "cookies"), ("zombie", "zombies"), ("calorie", "calories"), ("selfie", "selfies"),
        ("pie", "pies"), ("tie", "ties"), ("lie", "lies"),
    ]

    static let endingInO: [(String, String)] = [
        ("hero", "heroes"), ("potato", "potatoes"), ("tomato", "tomatoes"), ("echo", "echoes"),
        ("veto", "vetoes"), ("volcano", "volcanoes"), ("shoe", "shoes"), ("toe", "toes"), ("canoe", "canoes"),
    ]

    static let endingInVes: [(String, String)] = [
        ("wolf", "wolves"), ("leaf", "leaves"), ("half", "halves"), ("shelf", "shelves"), ("calf", "calves"),
        ("thief", "thieves"), ("self", "selves"), ("elf", "elves"), ("loaf", "loaves"), ("scarf", "scarves"),
        ("knife", "knives"), ("life", "lives"), ("wife", "wives"),
    ]

    static let latinAndGreek: [(String, String)] = [
        ("index", "indices"), ("matrix", "matrices"), ("vertex", "vertices"), ("appendix", "appendices"),
        ("vortex", "vortices"), ("helix", "helices"), ("analysis", "analyses"), ("crisis", "crises"),
        ("diagnosis", "diagnoses"), ("thesis", "theses"), ("hypothesis", "hypotheses"),
        ("synopsis", "synopses"), ("parenthesis", "parentheses"), ("emphasis", "emphases"),
        ("ellipsis", "ellipses"), ("synthesis", "syntheses"), ("axis", "axes"), ("radius", "radii"),
        ("cactus", "cacti"), ("fungus", "fungi"), ("nucleus", "nuclei"), ("stimulus", "stimuli"),
        ("alumnus", "alumni"), ("syllabus", "syllabi"), ("focus", "foci"), ("criterion", "criteria"),
        ("phenomenon", "phenomena"), ("bacterium", "bacteria"), ("curriculum", "curricula"),
        ("millennium", "millennia"), ("spectrum", "spectra"), ("corpus", "corpora"), ("genus", "genera"),
    ]

    static let irregular: [(String, String)] = [
        ("person", "people"), ("child", "children"), ("man", "men"), ("woman", "women"), ("mouse", "mice"),
        ("goose", "geese"), ("tooth", "teeth"), ("foot", "feet"), ("ox", "oxen"), ("die", "dice"),
    ]

    /// Words ending in `s` that are singular, with their plural.
    static let singularInS: [(String, String)] = [
        ("status", "statuses"), ("bus", "buses"), ("virus", "viruses"), ("bonus", "bonuses"),
        ("campus", "campuses"), ("census", "censuses"), ("alias", "aliases"), ("canvas", "canvases"),
        ("gas", "gases"), ("atlas", "atlases"), ("bias", "biases"), ("lens", "lenses"), ("plus", "pluses"),
    ]

    /// Words ending in `i`, whose plural ends in `is` as `axis` does (Mastodon's `emojis`).
    static let endingInI: [(String, String)] = [
        ("emoji", "emojis"), ("taxi", "taxis"), ("kiwi", "kiwis"), ("wiki", "wikis"), ("ski", "skis"),
    ]

    static let pairs = regular + sibilants + endingInY + endingInO + endingInVes + latinAndGreek + irregular + singularInS + endingInI

    static let uncountable = [
        "data", "metadata", "media", "news", "information", "equipment", "series", "species", "sheep",
        "fish", "deer", "money", "feedback", "software", "analytics", "statistics", "progress", "chaos",
    ]

    /// Plurals that read back, though the singular's plural is the regular one today.
    static let singularOnly = [
        ("formulae", "formula"), ("antennae", "antenna"), ("larvae", "larva"), ("vertebrae", "vertebra"),
        ("schemata", "schema"), ("octopi", "octopus"), ("indexes", "index"), ("matrixes", "matrix"),
        ("cactuses", "cactus"), ("bureaux", "bureau"),
    ]

    @Test func theTableCoversEveryClass() {
        #expect(Self.pairs.count + Self.uncountable.count + Self.singularOnly.count >= 150)
    }

    @Test(arguments: pairs)
    func singularOfPlural(singular: String, plural: String) {
        #expect(Inflector.singular(plural) == singular)
    }

    @Test(arguments: pairs)
    func singularIsAlreadySingular(singular: String, plural: String) {
        #expect(Inflector.singular(singular) == singular)
    }

    @Test(arguments: pairs.filter { pair in !["index", "matrix", "radius", "cactus", "fungus", "focus", "syllabus"].contains(pair.0) })
    func pluralOfSingular(singular: String, plural: String) {
        #expect(Inflector.plural(singular) == plural)
        #expect(Inflector.plural(plural) == plural)
    }

    @Test(arguments: uncountable)
    func uncountableWordsStay(word: String) {
        #expect(Inflector.singular(word) == word)
        #expect(Inflector.plural(word) == word)
    }

    @Test(arguments: singularOnly)
    func olderPluralsReadBack(plural: String, singular: String) {
        #expect(Inflector.singular(plural) == singular)
    }
}
