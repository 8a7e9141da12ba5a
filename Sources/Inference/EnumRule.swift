import Support

/// Decides whether a string position is an enum, weighing what its key names as well as
/// the values seen.
///
/// - A key that names an identity or free text (its last word is `id`, `name`, `login`,
///   `email`, `title`, `description`, `url`, `sha`, `token`, `slug`, …: see
///   `identityWords`) is never an enum: a value the samples did not have would be common,
///   and code would switch over user data.
/// - A key that names a category (its last word is `status`, `state`, `type`, `kind`,
///   `role`, `level`, `category`, `currency`, …: see `categoryWords`) is an enum with at
///   least 2 values in all and at most `enumMaximumCases` distinct ones.
/// - Any other key needs the full evidence: at most `enumMaximumCases` distinct values, at
///   least `enumMinimumOccurrences` values in all, and each value twice on average.
///
/// In every case each value must be a category word (`ValueLooks.isCategoryWord`: a short
/// lowercase, UPPER_SNAKE or camel-case word such as `in_progress`, `PUBLIC`, `PushEvent`,
/// `image/png`, `4k`; words with spaces such as `Not Started` under a category key only),
/// never a number, a date or time, an amount, a version, a size, a name or the empty
/// string; nor look like data (`ValueLooks`: a hash, an id, a colour, a path, an address):
/// one such value means the others are data too. One value seen twice is no evidence of a
/// set (two pages of a capture repeat their SKUs): a single value needs three occurrences.
/// A pin (`enum` or `String`) in the manifest overrides the rule.
enum EnumRule {
    /// Whether a string position becomes an enum, pins and formats considered: a `String` or
    /// `Date` pin, a format (date, UUID, URL) or too many values keep it a string, an `enum`
    /// pin makes it one, and otherwise the rule above decides. `TypeBuilder` and
    /// `SharedTypeCollector` both ask here, so shared enums are found exactly where enums are.
    static func makesEnum(_ strings: StringStats, pin: TypeOverride?, key: String, settings: InferenceSettings) -> Bool {
        guard pin != .string, pin != .date, !strings.hasTooManyValues else { return false }
        if pin == .enumeration { return true }
        if settings.detectsFormats, !strings.formats.isEmpty { return false }
        return isEnumeration(strings, key: key, settings: settings)
    }

    static func isEnumeration(_ strings: StringStats, key: String, settings: InferenceSettings) -> Bool {
        guard !strings.hasTooManyValues, strings.distinct.count <= settings.enumMaximumCases,
              strings.distinct.count >= 2 || strings.count >= 3,
              !strings.distinct.contains(where: ValueLooks.isData) else { return false }
        let meaning = meaning(ofKey: key)
        guard strings.distinct.allSatisfy({ ValueLooks.isCategoryWord($0, allowingSpaces: meaning == .category) }) else { return false }
        switch meaning {
        case .identity:
            return false
        case .category:
            return strings.count >= 2
        case .other:
            return strings.count >= settings.enumMinimumOccurrences && strings.distinct.count * 2 <= strings.count
        }
    }

    enum KeyMeaning: Equatable {
        case identity, category, other
    }

    /// What a key names, from the singular of its last word: `default_branch` and
    /// `userNames` name identities, `order_status` and `grades` categories.
    static func meaning(ofKey key: String) -> KeyMeaning {
        guard let word = Naming.words(in: key).last?.lowercased() else { return .other }
        let last = Inflector.singular(word)
        if identityWords.contains(last) { return .identity }
        if categoryWords.contains(last) { return .category }
        return .other
    }

    static let identityWords: Set<String> = [
        "id", "uuid", "guid", "key", "name", "login", "username", "user", "nickname", "handle",
        "email", "mail", "phone", "title", "subtitle", "description", "summary", "text", "body", "content",
        "message", "comment", "caption", "bio", "note", "label", "url", "uri", "href", "link", "path",
        "avatar", "image", "sha", "hash", "digest", "checksum", "etag", "token", "secret", "password",
        "signature", "slug", "branch", "ref", "address", "street", "city", "query", "keyword", "version",
    ]

    static let categoryWords: Set<String> = [
        "status", "state", "type", "kind", "role", "level", "category", "currency", "mode", "format",
        "gender", "priority", "severity", "visibility", "tier", "unit", "method", "direction",
        "platform", "channel", "stage", "phase", "variant", "plan", "grade", "rank", "scope", "sort",
        "order", "interval", "frequency", "period", "outcome", "result", "reason", "action", "event",
    ]
}
