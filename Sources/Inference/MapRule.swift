import Support

/// Decides whether an object's keys are data (`[String: T]`) rather than field names.
///
/// An object is a map when its keys are all data (see `isDataKey`: digits, hashes, UUIDs,
/// ids like `C03E94MKU`, Wikidata's `Q8646` and `P31`, Reddit's `widget_1293slxq35msw` and
/// `t5_2qh0t`, versions such as `1.0.3`, dates and times, emoji and `:shortcodes:`; one such
/// key is enough) and its values are of the same JSON kinds; or when its values are all
/// objects and its keys are slugs, some of two words or more (PokeAPI's games:
/// `red-blue`, `x-y`, `generation-ii`); or when it is held at a key naming emoji or
/// reactions and its values are all numbers (`"reaction_counts": {"thumbsup": 12}`) or all
/// addresses or aliases (Slack's `emoji`: `"bowtie": "https://…"`,
/// `"shipit": "alias:squirrel"`); or when its values are all version ranges
/// (`"mime": "^1.2.7"`: a package's dependencies), whatever its keys; or when every field
/// holds the same kind of value and there are at least two keys that are all locale codes
/// (a common ISO 639-1 language such as `en`, optionally with a region or script: `pt-BR`,
/// `zh_Hans`) or all currency codes (three capitals: `USD`), or at least
/// `InferenceSettings.mapMinimumKeys` keys; or when recursion folding made it a map of the
/// enclosing type; or, whatever its values, when it has `anyKindsMinimumKeys` keys: no API
/// declares a thousand fields, and a struct of them would not compile in reasonable time,
/// while a map of a union of the kinds decodes every key.
enum MapRule {
    static let anyKindsMinimumKeys = 1000

    /// Whether `object` becomes a map: as `pin` says when it pins a map or a struct, else as
    /// the rule decides.
    static func isMap(_ object: ObjectShape, pin: TypeOverride?, key: String?, settings: InferenceSettings) -> Bool {
        switch pin {
        case .map?: true
        case .structure?: false
        default: isMap(object, key: key, settings: settings)
        }
    }

    /// `key` is the key the object is held at (an array's or a map's key for its elements
    /// and values, the endpoint's name at the top level).
    static func isMap(_ object: ObjectShape, key: String?, settings: InferenceSettings) -> Bool {
        if object.isMapOfEnclosingType || object.fields.count >= anyKindsMinimumKeys { return true }
        guard let first = object.fields.first else { return false }
        let keys = object.fields.map(\.key)
        if keys.allSatisfy(isDataKey) {
            return object.fields.allSatisfy { kinds(of: $0.shape) == kinds(of: first.shape) }
        }
        if keys.allSatisfy({ $0.utf8.count <= 256 }), keys.contains(where: { $0.utf8.contains(UInt8(ascii: "-")) }), keys.allSatisfy(isSlug),
           object.fields.allSatisfy({ $0.shape.kindCount == 1 && $0.shape.object != nil }) { return true }
        if let key, object.fields.allSatisfy(holdsAddressesOrAliases) || object.fields.allSatisfy(holdsNumbers), namesEmoji(key) { return true }
        let signature = first.shape.signature
        guard object.fields.allSatisfy({ $0.shape.signature == signature }) else { return false }
        // Fields that all hold version ranges are all strings, of one signature.
        if object.fields.allSatisfy(holdsVersionRanges) { return true }
        if keys.count >= 2, keys.allSatisfy(isLocaleCode) || keys.allSatisfy(isCurrencyCode) { return true }
        return keys.count >= settings.mapMinimumKeys
    }

    /// A key that is data rather than a field's name: digits, an id, a date or time, a
    /// version; never a key of more than 256 bytes, which each test would split to tell no.
    static func isDataKey(_ key: String) -> Bool {
        guard key.utf8.count <= 256 else { return false }
        return ValueLooks.isDigits(key) || ValueLooks.isIdentifier(key) || isEntityID(key) || ValueLooks.hasIDPart(key) || ValueLooks.isDate(key)
            || ValueLooks.isDateAndTime(key) || ValueLooks.isSlashedDate(key) || ValueLooks.isTime(key) || ValueLooks.isVersion(key)
            || isEmoji(key) || isShortcode(key)
    }

    /// `👍`, `❤️`, `👍🏽`, `🇫🇷`: emoji alone, with their joiners, variation selectors and
    /// skin tones.
    private static func isEmoji(_ key: String) -> Bool {
        key.unicodeScalars.contains { !$0.isASCII && $0.properties.isEmoji }
            && key.unicodeScalars.allSatisfy { (!$0.isASCII && $0.properties.isEmoji) || emojiJoiners.contains($0.value) }
    }

    /// The zero-width joiner, the text and emoji variation selectors and the keycap.
    private static let emojiJoiners: Set<UInt32> = [0x200D, 0xFE0E, 0xFE0F, 0x20E3]

    /// `:blobcat:`, `:party_parrot:`, `:blobcat@.:` (Misskey's custom emoji of a server).
    private static func isShortcode(_ key: String) -> Bool {
        let bytes = Array(key.utf8)
        guard bytes.count >= 3, bytes.first == UInt8(ascii: ":"), bytes.last == UInt8(ascii: ":") else { return false }
        let inner = Set("_-+.@".utf8)
        return bytes.dropFirst().dropLast().allSatisfy { ASCIIByte.isDigit($0) || ASCIIByte.isLowercase($0) || ASCIIByte.isUppercase($0) || inner.contains($0) }
    }

    /// `red-blue`, `generation-ii`, `yellow`: lowercase words and digits with single hyphens
    /// between them. `isMap` asks only of keys of at most 256 bytes, as `isDataKey` tells
    /// longer ones no: a 100 MB key took seconds to split.
    private static func isSlug(_ key: String) -> Bool {
        let words = key.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        return words.allSatisfy { word in !word.isEmpty && word.allSatisfy { ASCIIByte.isLowercase($0) || ASCIIByte.isDigit($0) } }
    }

    /// `emoji`, `custom_emoji`, `reactionEmojis`, `reactions`, `reaction_counts`.
    private static func namesEmoji(_ key: String) -> Bool {
        Naming.words(in: key).contains { ["emoji", "emojis", "reaction", "reactions"].contains($0.lowercased()) }
    }

    /// A field whose value is only ever a number (a count of reactions).
    private static func holdsNumbers(_ field: ObjectShape.Field) -> Bool {
        field.shape.kindCount == 1 && field.shape.numbers != nil
    }

    /// A field whose value is only ever an address or an alias of another key (`alias:squirrel`).
    private static func holdsAddressesOrAliases(_ field: ObjectShape.Field) -> Bool {
        guard field.shape.kindCount == 1, let strings = field.shape.strings, !strings.hasTooManyValues, !strings.distinct.isEmpty else { return false }
        return strings.distinct.allSatisfy { ValueLooks.isAddress($0) || $0.hasPrefix("alias:") }
    }

    /// `Q8646`, `P31`, `L7`: a capital and digits, as Wikidata names entities and properties.
    private static func isEntityID(_ key: String) -> Bool {
        let bytes = key.utf8
        guard let first = bytes.first, ASCIIByte.isUppercase(first), bytes.count >= 2 else { return false }
        return bytes.dropFirst().allSatisfy(ASCIIByte.isDigit)
    }

    /// A field whose value is only ever a version range (`^1.2.7`, `~0.7.x`, `>=2.0.0 <3`).
    private static func holdsVersionRanges(_ field: ObjectShape.Field) -> Bool {
        guard field.shape.kindCount == 1, !field.shape.isNullable, let strings = field.shape.strings,
              !strings.hasTooManyValues, !strings.distinct.isEmpty else { return false }
        return strings.distinct.allSatisfy(ValueLooks.isVersionRange)
    }

    /// The JSON kinds of a value, not what objects and arrays hold: records keyed by id
    /// have keys that come and go.
    private static func kinds(of shape: TypeShape) -> [Bool] {
        [shape.booleans > 0, shape.numbers != nil, shape.strings != nil, shape.array != nil, shape.object != nil, shape.isEnclosingType]
    }

    /// Languages common enough in translation tables; codes that double as field names
    /// (`id`, `is`, `no`) are left out.
    private static let languages: Set<String> = [
        "af", "ar", "bg", "bn", "ca", "cs", "cy", "da", "de", "el", "en", "es", "et", "eu", "fa", "fi",
        "fil", "fr", "ga", "gl", "gu", "he", "hi", "hr", "hu", "hy", "ja", "ka", "kk", "km", "kn", "ko",
        "lt", "lv", "mk", "ml", "mn", "mr", "ms", "my", "nb", "ne", "nl", "nn", "pa", "pl", "pt", "ro",
        "ru", "si", "sk", "sl", "sq", "sr", "sv", "sw", "ta", "te", "th", "tr", "uk", "ur", "uz", "vi",
        "zh", "zu",
    ]

    /// `en`, `en-US`, `pt_BR`, `zh-Hans`, `es-419`.
    private static func isLocaleCode(_ key: String) -> Bool {
        let parts = key.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "_" }
        guard (1...2).contains(parts.count), languages.contains(String(parts[0])) else { return false }
        guard parts.count == 2 else { return true }
        let region = parts[1]
        let isRegion = region.count == 2 && region.allSatisfy { $0.isASCII && $0.isUppercase }
        let isScript = region.count == 4 && region.first?.isUppercase == true && region.dropFirst().allSatisfy { $0.isASCII && $0.isLowercase }
        let isArea = region.count == 3 && region.allSatisfy(\.isNumber)
        return isRegion || isScript || isArea
    }

    private static func isCurrencyCode(_ key: String) -> Bool {
        key.count == 3 && key.allSatisfy { $0.isASCII && $0.isUppercase }
    }
}
