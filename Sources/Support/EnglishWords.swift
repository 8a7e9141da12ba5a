/// The word lists behind `Inflector`, each the exceptions to one suffix rule.
enum EnglishWords {
    /// Words spelled the same in the singular and the plural, or without a plural.
    static let unchanged: Set<String> = [
        "data", "metadata", "media", "news", "information", "info", "equipment", "series", "species",
        "sheep", "fish", "deer", "moose", "bison", "salmon", "trout", "shrimp", "swine", "aircraft",
        "offspring", "money", "rice", "feedback", "software", "hardware", "firmware", "middleware",
        "staff", "analytics", "statistics", "physics", "mathematics", "economics", "ethics", "police",
        "jeans", "scissors", "pants", "weather", "traffic", "luggage", "baggage", "furniture",
        "homework", "research", "advice", "evidence", "knowledge", "music", "progress", "chaos",
        "kudos", "ethos", "cosmos", "means", "headquarters", "gallows", "corps",
    ]

    /// Irregular pairs that work both ways: (singular, plural).
    static let irregular: [(singular: String, plural: String)] = [
        ("person", "people"), ("child", "children"), ("man", "men"), ("woman", "women"), ("mouse", "mice"),
        ("louse", "lice"), ("die", "dice"), ("goose", "geese"), ("tooth", "teeth"), ("foot", "feet"),
        ("ox", "oxen"), ("quiz", "quizzes"), ("axis", "axes"), ("criterion", "criteria"),
        ("phenomenon", "phenomena"), ("automaton", "automata"), ("medium", "media"), ("datum", "data"),
        ("bacterium", "bacteria"), ("curriculum", "curricula"), ("memorandum", "memoranda"),
        ("stratum", "strata"), ("addendum", "addenda"), ("erratum", "errata"), ("millennium", "millennia"),
        ("spectrum", "spectra"), ("quantum", "quanta"), ("alumnus", "alumni"), ("cactus", "cacti"),
        ("fungus", "fungi"), ("nucleus", "nuclei"), ("radius", "radii"), ("stimulus", "stimuli"),
        ("syllabus", "syllabi"), ("focus", "foci"), ("locus", "loci"), ("terminus", "termini"),
        ("corpus", "corpora"), ("genus", "genera"), ("index", "indices"), ("matrix", "matrices"),
        ("vertex", "vertices"), ("appendix", "appendices"), ("apex", "apices"), ("codex", "codices"),
        ("cortex", "cortices"), ("vortex", "vortices"), ("helix", "helices"), ("simplex", "simplices"),
    ]

    /// Plurals read back to their singular, whose singular takes a regular plural today:
    /// `formulae` → `formula`, but `formula` → `formulas`.
    static let singularOnly: [String: String] = [
        "formulae": "formula", "antennae": "antenna", "larvae": "larva", "vertebrae": "vertebra",
        "algae": "alga", "nebulae": "nebula", "alumnae": "alumna", "personae": "persona",
        "minutiae": "minutia", "schemata": "schema", "lemmata": "lemma", "stigmata": "stigma",
        "octopi": "octopus", "viri": "virus",
    ]

    static let singularOfIrregular: [String: String] = Dictionary(
        irregular.map { ($0.plural, $0.singular) } + singularOnly.map { ($0.key, $0.value) },
        uniquingKeysWith: { first, _ in first }
    )

    static let pluralOfIrregular: [String: String] = Dictionary(
        irregular.map { ($0.singular, $0.plural) },
        uniquingKeysWith: { first, _ in first }
    )

    /// Singulars ending in `ie`, whose plural `ies` is not that of a `y` word.
    static let endingInIE: Set<String> = [
        "movie", "cookie", "zombie", "calorie", "rookie", "selfie", "hoodie", "smoothie", "freebie",
        "newbie", "goalie", "sortie", "prairie", "auntie", "brownie", "genie", "pie", "tie", "lie",
        "die", "magpie", "hippie", "pixie", "birdie", "bookie", "junkie", "veggie", "groupie",
        "techie", "indie", "sweetie", "budgie", "lingerie", "eyrie", "boogie", "cutie", "specie",
    ]

    /// Singulars ending in `che`, whose plural `ches` is not that of a `ch` word.
    static let endingInCHE: Set<String> = [
        "cache", "niche", "ache", "headache", "avalanche", "cliche", "moustache", "mustache", "creche",
        "quiche", "psyche", "microfiche", "douche",
    ]

    /// Singulars ending in `oe`: `shoes` → `shoe`, where `heroes` → `hero`.
    static let endingInOE: Set<String> = [
        "shoe", "toe", "canoe", "oboe", "foe", "hoe", "floe", "throe", "tiptoe", "horseshoe", "aloe",
        "roe", "sloe", "woe", "mistletoe", "snowshoe", "doe",
    ]

    /// Singulars ending in `o` whose plural is `oes`.
    static let takingOES: Set<String> = [
        "hero", "potato", "tomato", "echo", "veto", "torpedo", "embargo", "mosquito", "volcano",
        "domino", "buffalo", "cargo", "tornado", "motto",
    ]

    /// Singulars ending in `use`, whose plural `uses` is not that of a `us` word.
    static let endingInUSE: Set<String> = [
        "cause", "clause", "pause", "use", "reuse", "misuse", "abuse", "excuse", "fuse", "muse",
        "spouse", "blouse", "refuse", "accuse", "amuse", "ruse", "recluse", "hypotenuse", "peruse",
        "douse", "house", "warehouse", "greenhouse", "lighthouse", "courthouse", "because",
    ]

    /// Singulars ending in `s` (not `ss`, `us` or `is`), which are not plurals.
    static let endingInS: Set<String> = [
        "alias", "canvas", "gas", "atlas", "bias", "christmas", "pancreas", "lens", "yes", "bus",
        "plus", "minus", "iris", "ethos", "pathos", "bathos", "mythos",
    ]

    /// Plurals of words ending in `i`, which the `is` of `axis` and `iris` would keep.
    static let pluralsEndingInIS: Set<String> = [
        "emojis", "kiwis", "taxis", "wikis", "skis", "yetis", "safaris", "bikinis", "alibis", "khakis",
        "martinis", "salamis", "sushis", "origamis", "tsunamis", "kanjis",
    ]

    /// Singulars ending in `sis`, whose plural is `ses`.
    static let endingInSIS: Set<String> = [
        "analysis", "crisis", "diagnosis", "thesis", "hypothesis", "synopsis", "parenthesis", "emphasis",
        "oasis", "ellipsis", "prognosis", "neurosis", "paralysis", "synthesis", "nemesis", "genesis",
        "metamorphosis", "psychosis", "osmosis", "prosthesis", "catalysis", "dialysis", "hydrolysis",
        "electrolysis",
    ]

    /// Singulars ending in `f` whose plural is `ves`.
    static let endingInF: Set<String> = [
        "wolf", "leaf", "loaf", "half", "calf", "shelf", "self", "elf", "thief", "scarf", "hoof", "wharf",
        "dwarf", "sheaf",
    ]

    /// Singulars ending in `fe` whose plural is `ves`.
    static let endingInFE: Set<String> = ["knife", "life", "wife", "midwife", "penknife", "afterlife"]
}
