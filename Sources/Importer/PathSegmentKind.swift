import Inference

/// What a path segment's value looks like, the way a person reading the URL would judge it:
/// an identifier a server made up, a word that names something, a version, or neither.
enum PathSegmentKind: Sendable, Equatable {
    /// `v1`, `v2.1`: always literal.
    case version
    /// `orders`, `clear-cookies`, `user_id`, `GetNavigationMenu2`: a name, never a parameter
    /// on its own, and never merged with another word into one.
    case word
    /// An identifier: a parameter wherever it is, even seen once.
    case identifier(IdentifierKind)
    /// Anything else (`how-to-swift-6`, `report.pdf`, `ab12`): a parameter only when many
    /// distinct values share one position (see `PathTemplating.manyValues`).
    case other

    enum IdentifierKind: Sendable, Equatable {
        /// Integers, hashes, base-62 and other random tokens.
        case id
        case uuid
        /// `2022-02-02`, `2022-02-02T10:00:00Z` (an 8-digit `20220202` reads as an integer).
        case date
        /// `urn:li:person:123`.
        case urn
        /// `someone@example.com`, `@handle`.
        case email

        /// The parameter name when no literal segment gives a better one.
        var name: String {
            switch self {
            case .id: "id"
            case .uuid: "uuid"
            case .date: "date"
            case .urn: "urn"
            case .email: "email"
            }
        }
    }

    init(_ segment: String) {
        if PathTemplating.isVersion(segment) {
            self = .version
        } else if let identifier = Self.identifierKind(segment) {
            self = .identifier(identifier)
        } else if Self.isWord(segment) {
            self = .word
        } else {
            self = .other
        }
    }

    var isIdentifier: Bool {
        if case .identifier = self { true } else { false }
    }

    /// Integers, UUIDs, hashes, base-62 and random tokens (`ValueLooks`, `ValueTypes`),
    /// ISO dates, URNs and e-mail addresses. A word with a number at its end
    /// (`GetNavigationMenu2`, `oauth2`) is a word even when it is long enough to pass for a
    /// token, unless it is all hexadecimal (`decade12` is a hash).
    static func identifierKind(_ segment: String) -> IdentifierKind? {
        if ValueTypes.isUUID(segment) { return .uuid }
        if ValueTypes.isInteger(segment) || ValueLooks.isDigits(segment) { return .id }
        if ValueLooks.isDate(segment) { return .date }
        if isURN(segment) { return .urn }
        if segment.contains("@"), ValueLooks.isAddress(segment) { return .email }
        if isNumberedWord(segment), !ValueLooks.isHash(segment) { return nil }
        if ValueLooks.isIdentifier(segment) || ValueTypes.isOpaqueID(segment) { return .id }
        return nil
    }

    /// `urn:<namespace>:<name>`, as RFC 8141 writes them: `urn:li:person:123`, `urn:isbn:0451450523`.
    static func isURN(_ segment: String) -> Bool {
        let parts = segment.split(separator: ":", omittingEmptySubsequences: false)
        return parts.count >= 3 && parts[0].lowercased() == "urn" && parts.dropFirst().allSatisfy { !$0.isEmpty }
    }

    /// A name made of words: letters in lower case, kebab case, snake case or camel case,
    /// without digits (`orders`, `clear-cookies`, `user_id`, `GetNavigationMenu`, `iPhone`),
    /// or with a number of one or two digits at its end (`GetNavigationMenu2`, `oauth2`,
    /// `base64`). Camel case must read as words: a run of one- and two-letter humps
    /// (`dQwAbXgWgXcQ`) is a token, not a name.
    static func isWord(_ segment: String) -> Bool {
        guard let stem = wordStem(segment) else { return false }
        let parts = stem.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" })
        guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isLetter) }) else { return false }
        for part in parts {
            let humps = Naming.words(in: String(part))
            guard humps.count > 2 else { continue }
            let letters = humps.reduce(0) { $0 + $1.count }
            if humps.dropFirst().contains(where: { $0.count < 2 }) || letters * 2 < humps.count * 5 { return false }
        }
        return true
    }

    /// `GetNavigationMenu2`: a word with one or two digits at its end.
    static func isNumberedWord(_ segment: String) -> Bool {
        guard let stem = wordStem(segment), stem.count < segment.count else { return false }
        return isWord(segment)
    }

    /// The segment without a number of at most two digits at its end; nil when it has more
    /// digits there, digits elsewhere, or nothing before them.
    static func wordStem(_ segment: String) -> Substring? {
        let trailing = segment.reversed().prefix(while: { $0.isASCII && $0.isNumber }).count
        guard trailing <= 2, trailing < segment.count else { return nil }
        let stem = segment.dropLast(trailing)
        guard !stem.contains(where: \.isNumber), stem.last?.isLetter == true else { return nil }
        return stem
    }
}
