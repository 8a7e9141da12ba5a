import Foundation
import Inference
import Inputs
import Support

/// Endpoint names from paths: the literal segments in UpperCamelCase, each followed by a
/// parameter made singular (`GET /users/{id}/repos` → `UserRepos`), without the path prefix,
/// `api` and versions; a method other than GET adds a verb (`POST /orders` → `CreateOrders`).
///
/// One rule names an endpoint and its samples folder: the name is what
/// `SampleLoader.endpointName(forEntry:)` — the function `gen init`, `gen lint` and
/// `gen module` name an endpoint by from its sample file or folder — makes of the folder
/// name, and `fileName` gives back a folder name that function turns into the name again. So
/// the endpoint `gen import` writes in gen.yml is the one the samples folder holds, and no
/// other endpoint appears beside it (`JSONBody` with `samples/json_body/`, not
/// `samples/jsonbody/`, which reads as `Jsonbody`).
///
/// Names are made of lowercase ASCII words, so they are Swift identifiers; random ids, dates
/// and long numbers are left out, and a name stays under `nameLimit` characters.
/// `unique` tells names apart without regard to case, as a case-insensitive disk must.
enum EndpointNaming {
    static let verbs = ["POST": "Create", "PUT": "Replace", "PATCH": "Update", "DELETE": "Delete", "HEAD": "Head"]

    /// Names are shorter than this: with `API`, `ViewModel` or `ViewModelTests` around them
    /// they make file names of reasonable length.
    static let nameLimit = 40

    static func name(method: String, template: PathTemplate, prefixCount: Int) -> String {
        var words: [String] = []
        let slots = Array(template.slots.enumerated()).dropFirst(prefixCount)
        for (position, slot) in slots {
            guard case .literal(_, let decoded) = slot else { continue }
            if decoded.lowercased() == "api" || PathTemplating.isVersion(decoded) { continue }
            var segmentWords = Self.words(inSegment: decoded)
            let followedByParameter = position + 1 < template.slots.count && template.slots[position + 1] == .parameter
            if followedByParameter, let last = segmentWords.last {
                segmentWords[segmentWords.count - 1] = Inflector.singular(last)
            }
            words += segmentWords
        }
        let verb = verbs[method].map { [$0.lowercased()] } ?? (method == "GET" ? [] : Self.words(inSegment: method))
        if words.isEmpty { words = ["root"] }
        return name(verb: verb, words: words)
    }

    /// The name of the folder `verb + words` joined with `_`, leaving out words from the
    /// front (the verb stays) until it is short enough; a last word too long is cut.
    private static func name(verb: [String], words: [String]) -> String {
        var words = words
        while true {
            var entry = (verb + words).joined(separator: "_")
            var name = SampleLoader.endpointName(forEntry: entry)
            if !Naming.isIdentifier(name) {
                entry = "endpoint_" + entry
                name = SampleLoader.endpointName(forEntry: entry)
            }
            if name.count < nameLimit { return name }
            if words.count > 1 {
                words.removeFirst()
            } else {
                return cut(name, to: nameLimit - 1)
            }
        }
    }

    /// The lowercase ASCII words of a path segment or method: split at every character that
    /// is not a letter or digit and where the case changes (`JSONBody` → `json`, `body`),
    /// accents dropped (`café` → `cafe`), other scripts left out, and without random ids,
    /// dates and long numbers (`20220202id`); a segment that is an identifier
    /// (`PathSegmentKind`), or numbers alone (`2022-02`), gives no word. A short number stays (`how-to-swift-6` → …, `swift`, `6`).
    static func words(inSegment text: String) -> [String] {
        if PathSegmentKind.identifierKind(text) != nil { return [] }
        let folded = text.decomposedStringWithCanonicalMapping
        var runs: [String] = []
        var current = ""
        for scalar in folded.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if scalar.properties.generalCategory == .nonspacingMark, !current.isEmpty {
                continue
            } else {
                if !current.isEmpty { runs.append(current) }
                current = ""
            }
        }
        if !current.isEmpty { runs.append(current) }
        let words = runs
            .filter { PathSegmentKind.identifierKind($0) == nil || $0.allSatisfy(\.isNumber) }
            .flatMap(caseWords)
            .map { $0.lowercased() }
            .filter { !isDateLike($0) }
        return words.allSatisfy { $0.allSatisfy(\.isNumber) } ? [] : words
    }

    /// `JSONBody` → `JSON`, `Body`; `userID` → `user`, `ID`; `item2` → `item2`.
    private static func caseWords(_ run: String) -> [String] {
        let characters = Array(run)
        var result: [String] = []
        var start = 0
        for index in characters.indices.dropFirst() {
            let previous = characters[index - 1]
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let lowerToUpper = character.isUppercase && (previous.isLowercase || previous.isNumber)
            let acronymEnd = character.isUppercase && previous.isUppercase && next?.isLowercase == true
            if lowerToUpper || acronymEnd {
                result.append(String(characters[start..<index]))
                start = index
            }
        }
        result.append(String(characters[start...]))
        return result
    }

    /// A date, time or long number, alone or run together with a word: 4 digits or more,
    /// and at least half of the word (`2022`, `20220202id`).
    static func isDateLike(_ word: String) -> Bool {
        let digits = word.filter(\.isNumber).count
        return digits >= 4 && digits * 2 >= word.count
    }

    /// `names` made unique in order, without regard to case: a repeated name gets a number,
    /// from 2, cut so that it stays under `nameLimit` characters.
    static func unique(_ names: [String], taken: Set<String>) -> [String] {
        var usedNames = Set(taken.map { $0.lowercased() })
        var usedFolders = Set(taken.map(fileName))
        var result: [String] = []
        for name in names {
            var candidate = name
            var number = 2
            while usedNames.contains(candidate.lowercased()) || usedFolders.contains(fileName(candidate)) {
                let suffix = String(number)
                candidate = cut(name, to: nameLimit - 1 - suffix.count) + suffix
                number += 1
            }
            usedNames.insert(candidate.lowercased())
            usedFolders.insert(fileName(candidate))
            result.append(candidate)
        }
        return result
    }

    /// The first `count` characters of a name. Cut inside an acronym, its capitals read back
    /// as words of one letter each, which `upperCamelCase` joins into the same name.
    private static func cut(_ name: String, to count: Int) -> String {
        String(name.prefix(max(1, count)))
    }

    /// The samples folder of an endpoint named `name`, which `SampleLoader.endpointName
    /// (forEntry:)` turns back into `name` (`JSONBody` → `json_body`).
    static func fileName(_ name: String) -> String {
        SampleLoader.entryName(forEndpoint: name)
    }
}
