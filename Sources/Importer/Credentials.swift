/// What counts as a credential. Headers and cookies are never read into anything gen writes;
/// query keys and body members named like credentials are left out of `params:`, and string
/// values under such keys in responses are replaced in samples.
public enum Credentials {
    static let exactKeys: Set<String> = [
        "authorization", "cookie", "set-cookie", "token", "access_token", "accesstoken", "refresh_token", "refreshtoken",
        "id_token", "idtoken", "api_key", "apikey", "api-key", "secret", "client_secret", "clientsecret",
        "password", "passwd", "pwd", "session", "sessionid", "session_id", "sid", "signature", "auth",
        "code_verifier", "otp", "jwt", "bearer", "x-api-key", "private_key", "privatekey", "csrf", "xsrf",
    ]
    static let keyParts = ["token", "secret", "password", "apikey", "api_key", "authorization", "credential", "session", "cookie", "signature", "csrf", "xsrf"]

    /// True for `Authorization`, `api_key`, `X-Auth-Token`, `refreshToken`, `client_secret`, ….
    public static func isCredentialKey(_ key: String) -> Bool {
        let lowered = key.lowercased()
        if exactKeys.contains(lowered) { return true }
        let squeezed = lowered.filter { $0.isLetter || $0 == "_" }
        return keyParts.contains { squeezed.contains($0) || squeezed.replacingOccurrences(of: "_", with: "").contains($0.replacingOccurrences(of: "_", with: "")) }
    }

    /// A JSON Web Token, a bearer-looking value, or a long random string of letters and
    /// digits (32 characters or more, mixing both).
    public static func looksLikeToken(_ text: String) -> Bool {
        if text.lowercased().hasPrefix("bearer ") { return true }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count == 3, parts[0].hasPrefix("eyJ"), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isTokenCharacter) }) { return true }
        return text.count >= 32 && !text.contains(" ") && text.allSatisfy(isTokenCharacter)
            && text.contains(where: \.isNumber) && text.contains(where: \.isLetter) && !ValueTypes.isUUID(text)
    }

    public static func looksLikeEmail(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !text.contains(" ") else { return false }
        let domain = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return domain.count >= 2 && domain.allSatisfy { !$0.isEmpty }
    }

    private static func isTokenCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || "-_=+/.".contains(character))
    }
}
