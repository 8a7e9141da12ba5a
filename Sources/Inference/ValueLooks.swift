import Support

/// What a string looks like: data (an identifier, a hash, a colour, a path, an address, a
/// sentence) or a word that could name a category.
///
/// Each test errs toward "category": `in_progress`, `Not Started`, `USD`, `4k`, `H264`,
/// `ISO8601`, `N/A` and `image/png` are not data. The importer asks the same questions of
/// path segments (`package` members). The date, time and version tests first bound the
/// length they can match, so a key or value of 100 MB is not split into parts to be told no.
package enum ValueLooks {
    /// Whether `text` is data, so a position holding it is no enum.
    static func isData(_ text: String) -> Bool {
        isIdentifier(text) || isHexColour(text) || isPath(text) || isAddress(text)
            || isFreeText(text) || isDate(text)
    }

    /// Whether `text` could be a case of a string enum: 1 to 40 ASCII characters of letters
    /// and digits with `_`, `-`, `.`, `/`, `:` or `+` between them (`in_progress`,
    /// `PUBLIC_REPO`, `PushEvent`, `invoice.paid`, `image/png`, `A+`), starting with a letter
    /// or, without separators, a code of digits and letters (`4k`, `1080P`, not `96x96`);
    /// words with single spaces between them only when `allowingSpaces` (`Not Started` as a
    /// status, where `Jane Doe` as a customer is a name). No part may mix letters and digits
    /// as ids do (`t2_77net49h`, `T52t5o6`) nor be a number of three digits or more after a
    /// word (`SKU-0001`, `order_1234`). Numbers, amounts, dates, times, versions, sizes and
    /// the empty string are not category words.
    static func isCategoryWord(_ text: String, allowingSpaces: Bool) -> Bool {
        guard (1...40).contains(text.utf8.count) else { return false }
        let bytes = Array(text.utf8)
        guard let first = bytes.first else { return false }
        let separators: Set<UInt8> = allowingSpaces ? Set("_-./:+ ".utf8) : Set("_-./:+".utf8)
        let isLetter = { (byte: UInt8) in ASCIIByte.isUppercase(byte) || ASCIIByte.isLowercase(byte) }
        guard bytes.allSatisfy({ ASCIIByte.isDigit($0) || isLetter($0) || separators.contains($0) }),
              bytes.last != UInt8(ascii: " "), !text.contains("  ") else { return false }
        let parts = bytes.split(whereSeparator: separators.contains)
        if !isLetter(first) {
            guard parts.count == 1, bytes.contains(where: isLetter), !isSize(bytes) else { return false }
        }
        let looksLikeID = parts.dropFirst().contains { $0.count >= 3 && $0.allSatisfy(ASCIIByte.isDigit) }
        return !looksLikeID && !parts.contains { mixesLikeAnID(Array($0)) }
    }

    /// Whether `part` switches between letters and digits as made-up ids do: `77net49h`,
    /// `T52t5o6`, `1293slxq35msw`; not `utf8mb4` or `H264`.
    static func mixesLikeAnID(_ part: [UInt8]) -> Bool {
        let switches = switches(part)
        return switches >= 4 || (switches >= 3 && part.count >= 8)
    }

    /// Whether a key holds an id after a word (Reddit's `widget_1293slxq35msw`, `t2_77net49h`,
    /// `t5_2qh0t`, `widget_id-card-2qh0t`).
    static func hasIDPart(_ key: String) -> Bool {
        key.utf8.split { $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") }.contains { mixesLikeAnID(Array($0)) || isBase36ID(Array($0)) }
    }

    /// A short id in base 36 as Reddit makes them (`2qh0t`, `2t5o6`): 5 or more lowercase
    /// letters and digits, starting with a digit and switching between letters and digits
    /// at least three times; not `1080p`, `4k60` or `utf8mb4`.
    private static func isBase36ID(_ part: [UInt8]) -> Bool {
        guard part.count >= 5, let first = part.first, ASCIIByte.isDigit(first),
              part.allSatisfy({ ASCIIByte.isDigit($0) || ASCIIByte.isLowercase($0) }) else { return false }
        return switches(part) >= 3
    }

    /// `96x96`, `1920X1080`: a size in pixels.
    private static func isSize(_ bytes: [UInt8]) -> Bool {
        let parts = bytes.split { $0 == UInt8(ascii: "x") || $0 == UInt8(ascii: "X") }
        return parts.count == 2 && parts.allSatisfy { $0.allSatisfy(ASCIIByte.isDigit) }
    }

    /// Whether `text` is an identifier a server made up: a hash or object id, a UUID, an id
    /// of capitals and digits (`C03E94MKU`) or a base-62 token (`dQw4w9WgXcQ`). Object keys
    /// that are identifiers make the object a map.
    package static func isIdentifier(_ text: String) -> Bool {
        isDigits(text) && text.utf8.count >= 7 || isHash(text) || isUUID(text) || isCapitalsAndDigitsID(text) || isBase62Token(text)
    }

    package static func isDigits(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy(ASCIIByte.isDigit)
    }

    /// A SHA, an object id or a short hash: 7 or more hex digits, at least one a digit.
    package static func isHash(_ text: String) -> Bool {
        let bytes = text.utf8
        return bytes.count >= 7 && bytes.allSatisfy(isHexDigit) && bytes.contains(where: ASCIIByte.isDigit)
    }

    private static func isUUID(_ text: String) -> Bool {
        guard text.utf8.count == 36 else { return false }
        let bytes = Array(text.utf8)
        return bytes.indices.allSatisfy { index in
            [8, 13, 18, 23].contains(index) ? bytes[index] == UInt8(ascii: "-") : isHexDigit(bytes[index])
        }
    }

    /// `C03E94MKU`, `U012AB3CD`: 8 or more capitals and digits, switching between them at
    /// least three times or with at least two digits. Codes like `H264`, `MP4`, `1080P`,
    /// `ISO8601` and `UTF8MB4` are shorter.
    private static func isCapitalsAndDigitsID(_ text: String) -> Bool {
        guard text.utf8.count >= 8, text.utf8.allSatisfy({ ASCIIByte.isDigit($0) || ASCIIByte.isUppercase($0) }) else { return false }
        let bytes = Array(text.utf8)
        guard bytes.contains(where: ASCIIByte.isUppercase) else { return false }
        return switches(bytes) >= 3 || bytes.count(where: ASCIIByte.isDigit) >= 2
    }

    /// 10 or more letters and digits, with capitals, small letters and digits among them,
    /// optionally after a prefix such as `cus_`: YouTube ids, Stripe ids, API tokens.
    private static func isBase62Token(_ text: String) -> Bool {
        let digit: UInt8 = 1, upper: UInt8 = 2, lower: UInt8 = 4
        var text = text
        return text.withUTF8 { bytes in
            var tokenLength = 0
            var seen: UInt8 = 0
            for byte in bytes {
                if byte == UInt8(ascii: "_") {
                    guard tokenLength > 0, seen & (digit | upper) == 0 else { return false }
                    (tokenLength, seen) = (0, 0)
                    continue
                }
                let kind = ASCIIByte.isDigit(byte) ? digit : ASCIIByte.isUppercase(byte) ? upper : ASCIIByte.isLowercase(byte) ? lower : 0
                guard kind != 0 else { return false }
                tokenLength += 1
                seen |= kind
            }
            return tokenLength >= 10 && seen == digit | upper | lower
        }
    }

    /// `#fff`, `#d73a4a`, `#d73a4aff`, and without `#` six or eight hex digits with a digit
    /// (`d73a4a`) or of at most two characters (`ffffff`, `ededed`), which no word is.
    private static func isHexColour(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        if bytes.first == UInt8(ascii: "#") {
            let hex = bytes.dropFirst()
            return [3, 4, 6, 8].contains(hex.count) && hex.allSatisfy(isHexDigit)
        }
        guard [6, 8].contains(bytes.count), bytes.allSatisfy(isHexDigit) else { return false }
        return bytes.contains(where: ASCIIByte.isDigit) || Set(bytes.map { $0 | 0x20 }).count <= 2
    }

    private static let mediaTypes: Set<Substring> = ["application", "audio", "font", "image", "message", "model", "multipart", "text", "video"]

    /// `/usr/bin`, `src/main.swift`, `octocat/hello-world`, `README.md`; not `N/A`, `TCP/IP`
    /// or `and/or` (no part longer than three characters) nor a media type (`image/png`).
    private static func isPath(_ text: String) -> Bool {
        guard !text.contains(" ") else { return false }
        if text.contains("/") {
            let parts = text.split(separator: "/")
            if let first = parts.first, parts.count == 2, mediaTypes.contains(first) { return false }
            return text.hasPrefix("/") || text.hasPrefix("~/") || parts.contains { $0.count > 3 }
        }
        return isFileName(text)
    }

    /// `README.md`, `main.swift`, `photo.JPEG`: a name, a dot and a common file extension.
    /// Event names such as `invoice.paid` and versions such as `v1.2` are not.
    private static func isFileName(_ text: String) -> Bool {
        guard let dot = text.lastIndex(of: "."), dot != text.startIndex else { return false }
        return fileExtensions.contains(text[text.index(after: dot)...].lowercased())
    }

    private static let fileExtensions: Set<String> = [
        "c", "cc", "cpp", "cs", "css", "csv", "dart", "doc", "docx", "gif", "go", "gz", "h", "heic", "htm",
        "html", "ico", "java", "jpeg", "jpg", "js", "json", "jsx", "kt", "lock", "log", "md", "mjs",
        "mov", "mp3", "mp4", "pdf", "php", "plist", "png", "py", "rb", "rs", "sh", "sql", "svg", "swift",
        "tar", "tgz", "toml", "ts", "tsx", "txt", "wav", "webm", "webp", "xls", "xlsx", "xml", "yaml", "yml", "zip",
    ]

    /// URLs of any scheme (`://`, `mailto:`), e-mail addresses and handles (`@`).
    package static func isAddress(_ text: String) -> Bool {
        text.contains("://") || text.hasPrefix("mailto:") || text.hasPrefix("www.") || text.contains("@")
    }

    /// A sentence: words with a comma or semicolon between them, or ending in `.`, `!` or
    /// `?`; or five words or more. `Not Started` and `Waiting for review` are categories.
    private static func isFreeText(_ text: String) -> Bool {
        let words = text.split(whereSeparator: \.isWhitespace)
        guard words.count >= 2 else { return false }
        if words.count >= 5 { return true }
        if let last = text.last, ".!?".contains(last) { return true }
        return words.dropLast().contains { $0.hasSuffix(",") || $0.hasSuffix(";") }
    }

    package static func isDate(_ text: String) -> Bool {
        !StringFormats.of(text, among: [.dateOnly, .dateTime]).isEmpty
    }

    /// `2016-08-12 15:23:28`, `2016-08-12 15:23:28 UTC`, `2013-12-02T20:23:52+0100`: a date
    /// and a time in any of the common forms after it.
    static func isDateAndTime(_ text: String) -> Bool {
        guard text.utf8.count <= 40 else { return false }
        let bytes = Array(text.utf8)
        guard bytes.count >= 16, ISO8601Grammar.isDate(bytes), bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: " ") else { return false }
        return isTime(String(decoding: bytes[11..<16], as: UTF8.self))
    }

    /// `05/01/2024`, `1/5/24`: a date with slashes, day or month first.
    static func isSlashedDate(_ text: String) -> Bool {
        guard text.utf8.count <= 10 else { return false }
        let parts = text.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(ASCIIByte.isDigit) }) else { return false }
        return parts[0].count <= 2 && parts[1].count <= 2 && [2, 4].contains(parts[2].count)
    }

    /// `17:00`, `09:30:15`: hours and minutes, optionally seconds.
    static func isTime(_ text: String) -> Bool {
        guard text.utf8.count <= 8 else { return false }
        let parts = text.utf8.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count) else { return false }
        return parts.allSatisfy { $0.count == 2 && $0.allSatisfy(ASCIIByte.isDigit) }
    }

    /// `1.0.3`, `v2.1`, `1.0.0-beta.2`: numbers joined by dots, at least two, optionally after
    /// `v` and before a `-` or `+` suffix.
    static func isVersion(_ text: String) -> Bool {
        let start = text.utf8.first == UInt8(ascii: "v") ? text.utf8.dropFirst().first : text.utf8.first
        guard text.utf8.count <= 64, let start, ASCIIByte.isDigit(start) else { return false }
        var core = Substring(text)
        if core.first == "v" { core = core.dropFirst() }
        if let suffix = core.firstIndex(where: { $0 == "-" || $0 == "+" }) { core = core[..<suffix] }
        let parts = core.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= 2 && parts.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy(ASCIIByte.isDigit) }
    }

    private static let versionOperators = Set("^~<>=| ".utf8)

    /// A version or a range of them as package managers write it: `^1.2.7`, `~0.7.x`,
    /// `>=2.0.0 <3`, `1.x || 2.x`, `1.0.3`, `*`, `latest`; not a decimal (`134.50`), which
    /// has neither an operator nor three numbers.
    static func isVersionRange(_ text: String) -> Bool {
        if text == "*" || text == "latest" { return true }
        guard text.utf8.count <= 128, text.utf8.contains(where: ASCIIByte.isDigit) else { return false }
        let operators = versionOperators
        let marked = text.utf8.contains(where: { operators.contains($0) || $0 == UInt8(ascii: "x") || $0 == UInt8(ascii: "*") })
        guard marked || text.split(separator: ".").count >= 3 else { return false }
        return text.split(whereSeparator: { operators.contains($0.asciiValue ?? 0) }).allSatisfy { part in
            isVersion(String(part)) || part.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { number in
                number == "x" || number == "X" || number == "*" || (!number.isEmpty && number.utf8.allSatisfy(ASCIIByte.isDigit))
            }
        }
    }

    private static func switches(_ bytes: [UInt8]) -> Int {
        zip(bytes, bytes.dropFirst()).count { ASCIIByte.isDigit($0) != ASCIIByte.isDigit($1) }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        ASCIIByte.isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }
}
