/// What replaces secrets in a response before it becomes a sample. String values under keys
/// named like credentials are always replaced; with `tokensAndEmails`, so is any string
/// that looks like a token or an e-mail address. Replacements keep the value a string.
final class Redaction {
    static let secret = "REDACTED"
    static let email = "user@example.com"

    let tokensAndEmails: Bool
    /// Responses repeat their keys thousands of times; each is judged once.
    private var judgedKeys: [String: Bool] = [:]

    init(tokensAndEmails: Bool) {
        self.tokensAndEmails = tokensAndEmails
    }

    func isCredentialKey(_ key: String) -> Bool {
        if let known = judgedKeys[key] { return known }
        let judged = Credentials.isCredentialKey(key)
        judgedKeys[key] = judged
        return judged
    }

    /// The string to write instead of `text`, or nil to keep it.
    func replacement(for text: String, underCredentialKey: Bool) -> String? {
        if underCredentialKey { return Self.secret }
        guard tokensAndEmails else { return nil }
        if Credentials.looksLikeToken(text) { return Self.secret }
        if Credentials.looksLikeEmail(text) { return Self.email }
        return nil
    }
}
