import JSONReader

/// Replaces secrets in a response before it becomes a sample. String values under keys
/// named like credentials are always replaced; with `tokensAndEmails`, so is any string
/// that looks like a token or an e-mail address. Replacements keep the value a string.
enum Redaction {
    static let secret = "REDACTED"
    static let email = "user@example.com"

    static func redact(_ value: JSONValue, tokensAndEmails: Bool) -> JSONValue {
        var result = value
        switch value.kind {
        case .string(let text) where tokensAndEmails:
            if Credentials.looksLikeToken(text) {
                result.kind = .string(secret)
            } else if Credentials.looksLikeEmail(text) {
                result.kind = .string(email)
            }
        case .array(let elements):
            result.kind = .array(elements.map { redact($0, tokensAndEmails: tokensAndEmails) })
        case .object(let members):
            result.kind = .object(members.map { member in
                var copy = member
                if Credentials.isCredentialKey(member.key), case .string = member.value.kind {
                    copy.value.kind = .string(secret)
                } else {
                    copy.value = redact(member.value, tokensAndEmails: tokensAndEmails)
                }
                return copy
            })
        default:
            break
        }
        return result
    }
}
