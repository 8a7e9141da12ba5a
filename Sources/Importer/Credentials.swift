/// What counts as a credential. Headers and cookies are never read into anything gen writes;
/// query keys and body members named like credentials are left out of `params:`, and string
/// values under such keys in responses are replaced in samples.
package enum Credentials {
    /// Names, lower-cased letters only, that are credentials on their own.
    static let exactNames: Set<[UInt8]> = Set(["sid", "auth", "otp", "jwt", "bearer", "pwd", "passwd", "codeverifier", "privatekey"].map { Array($0.utf8) })
    /// Parts of names, lower-cased letters only, that make a name a credential.
    static let nameParts: [[UInt8]] = ["token", "secret", "password", "apikey", "authorization", "credential", "session", "cookie", "signature", "csrf", "xsrf"].map { Array($0.utf8) }

    /// True for `Authorization`, `api_key`, `X-Auth-Token`, `refreshToken`, `client_secret`, …:
    /// compared by their ASCII letters, lower-cased, so `_`, `-` and case do not matter.
    package static func isCredentialKey(_ key: String) -> Bool {
        var letters: [UInt8] = []
        letters.reserveCapacity(key.utf8.count)
        for byte in key.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): letters.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): letters.append(byte + 32)
            default: continue
            }
        }
        if exactNames.contains(letters) { return true }
        return nameParts.contains { part in
            letters.count >= part.count && (0...(letters.count - part.count)).contains { start in
                letters[start..<(start + part.count)].elementsEqual(part)
            }
        }
    }

    /// A JSON Web Token, a bearer-looking value, or a long random string of letters and
    /// digits (32 characters or more, mixing both).
    package static func looksLikeToken(_ text: String) -> Bool {
        if text.lowercased().hasPrefix("bearer ") { return true }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count == 3, parts[0].hasPrefix("eyJ"), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isTokenCharacter) }) { return true }
        return text.count >= 32 && !text.contains(" ") && text.allSatisfy(isTokenCharacter)
            && text.contains(where: \.isNumber) && text.contains(where: \.isLetter) && !ValueTypes.isUUID(text)
    }

    package static func looksLikeEmail(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !text.contains(" ") else { return false }
        let domain = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return domain.count >= 2 && domain.allSatisfy { !$0.isEmpty }
    }

    private static func isTokenCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || "-_=+/.".contains(character))
    }
}
