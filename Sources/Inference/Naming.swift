import Support

/// Turns JSON keys and file names into Swift names that follow the API Design Guidelines.
package enum Naming {
    /// Type names that would shadow the standard library or Foundation inside a model file.
    package static let libraryTypeNames: Set<String> = [
        "Actor", "Any", "Array", "Bool", "Bundle", "Calendar", "Character", "Codable", "CodingKey",
        "CodingKeys", "Comparable", "Data", "Date", "Decimal", "Decodable", "Decoder", "Dictionary",
        "Double", "Encodable", "Encoder", "Equatable", "Error", "Float", "Hashable", "Identifiable",
        "Int", "Int8", "Int16", "Int32", "Int64", "Locale", "Measurement", "Never", "Notification",
        "Operation", "Optional", "Process", "Protocol", "Range", "Result", "Self", "Sendable", "Set",
        "String", "Substring", "Task", "Thread", "TimeZone", "Timer", "Type", "UInt", "UInt8",
        "UInt16", "UInt32", "UInt64", "URL", "UUID", "Unit", "Void",
    ]

    /// Words written in capitals inside a camel-case name, as the API Design Guidelines ask.
    static let acronyms: [String: String] = [
        "api": "API", "html": "HTML", "http": "HTTP", "https": "HTTPS", "id": "ID", "ids": "IDs",
        "json": "JSON", "uri": "URI", "url": "URL", "urls": "URLs", "uuid": "UUID", "xml": "XML",
    ]

    /// The acronyms as `upperCamelCase` writes them inside a name: `API`, `IDs`, `URL`, ….
    package static var acronymSpellings: [String] { Array(Set(acronyms.values)).sorted() }

    /// `order_items` → `OrderItems`, `product-detail` → `ProductDetail`, `2fa` → `_2fa`.
    package static func upperCamelCase(_ text: String) -> String {
        upperCamelCase(words: words(in: text))
    }

    /// `upperCamelCase` of text split into `words`.
    static func upperCamelCase(words: [String]) -> String {
        let joined = words.map(innerWord).joined()
        return startingWithLetter(joined.isEmpty ? "Value" : joined)
    }

    /// The words `upperCamelCase` joined into `name`: each acronym it writes in capitals
    /// (`API`, `IDs`), otherwise a character with the lowercase letters and digits after it;
    /// a leading `_` is left out. `JSONBody` → `JSON`, `Body`; `UserIDs2` → `User`, `IDs`, `2`.
    package static func upperCamelCaseWords(_ name: String) -> [String] {
        let spellings = acronymSpellings.sorted { $0.count > $1.count }
        let characters = Array(name.drop { $0 == "_" })
        var words: [String] = []
        var index = 0
        while index < characters.count {
            let rest = characters[index...]
            if let acronym = spellings.first(where: { acronym in
                rest.starts(with: acronym) && (index + acronym.count == characters.count || !characters[index + acronym.count].isLowercase)
            }) {
                words.append(acronym)
                index += acronym.count
                continue
            }
            var end = index + 1
            while end < characters.count, characters[end].isLowercase || characters[end].isNumber {
                end += 1
            }
            words.append(String(characters[index..<end]))
            index = end
        }
        return words
    }

    /// `original_price` → `originalPrice`, `ID` → `id`, `URL` → `url`, `user_id` → `userID`.
    package static func lowerCamelCase(_ text: String) -> String {
        lowerCamelCase(words: words(in: text))
    }

    /// `lowerCamelCase` of text split into `words`.
    static func lowerCamelCase(words parts: [String]) -> String {
        guard let first = parts.first else { return "value" }
        let head = isCapitalsAndDigits(first) ? first.lowercased() : lowercasingFirst(first)
        return startingWithLetter(head + parts.dropFirst().map(innerWord).joined())
    }

    /// A property name for a JSON key: lower camel case, backticked when it is a keyword;
    /// a numbered key is named by its words (`"1. open"` → `open`).
    package static func propertyName(forKey key: String) -> String {
        let name = lowerCamelCase(nameSource(withoutNumbering(key)))
        return swiftKeywords.contains(name) ? "`\(name)`" : name
    }

    /// A type name for a JSON key: upper camel case (`order_items` → `OrderItems`).
    package static func typeName(forKey key: String) -> String {
        upperCamelCase(nameSource(withoutNumbering(key)))
    }

    /// `"1. open"` → `open`, `"5. Market Open"` → `Market Open`: the words after a number and
    /// a dot or parenthesis that list a key's place (Alpha Vantage), or the key as it is.
    static func withoutNumbering(_ key: String) -> String {
        guard let first = key.utf8.first, ASCIIByte.isDigit(first) else { return key }
        let digits = key.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty else { return key }
        var rest = key.dropFirst(digits.count)
        guard let mark = rest.first, mark == "." || mark == ")" else { return key }
        rest = rest.dropFirst()
        guard rest.first == " " else { return key }
        let words = rest.drop { $0 == " " }
        return words.first?.isLetter == true ? String(words) : key
    }

    /// The most characters of a key or value a name is made from.
    package static let nameSourceLimit = 256

    /// `text`, or its first `nameSourceLimit` characters when it is longer. A property named
    /// after a 100 MB key helps nobody, and making the name took minutes. The CodingKey
    /// stays the whole key; keys cut to the same name get names told apart as any names that
    /// collide are (`name2`, `HomeName`).
    static func nameSource(_ text: String) -> String {
        text.utf8.count <= nameSourceLimit ? text : String(text.prefix(nameSourceLimit))
    }

    /// An enum case for a string value: lower camel case (`in_progress` → `inProgress`,
    /// keywords backticked); a value that starts with a digit gets `value` in front (`"0"` →
    /// `value0`, `"4k"` → `value4k`), and one without letters or digits is `value`.
    package static func caseName(forValue value: String) -> String {
        let value = nameSource(value)
        let parts = words(in: value)
        guard let first = parts.first else { return "value" }
        if first.first?.isNumber == true {
            return "value" + parts.map(innerWord).joined()
        }
        return propertyName(forKey: value)
    }

    /// `items` → `Item`, `categories` → `Category`, `addresses` → `Address`,
    /// `children` → `Child`, `people` → `Person`; a word that is not a plural, or has no
    /// singular (`data`, `news`, `series`), is kept.
    package static func singularTypeName(_ typeName: String) -> String {
        let words = words(in: typeName)
        guard let last = words.last else { return typeName }
        let head = String(typeName.dropLast(last.count))
        return head + matchingCase(Inflector.singular(last.lowercased()), of: last)
    }

    /// `singular` spelled with the case of `original`: `Categories` → `Category`, `IDs` → `ID`,
    /// `URLS` → `URL`, `To` → `To`. An acronym is in capitals, but for a plural's `s`.
    private static func matchingCase(_ singular: String, of original: String) -> String {
        let letters = original.last == "s" ? original.dropLast() : Substring(original)
        if letters.count > 1, letters.allSatisfy({ $0.isUppercase || $0.isNumber }) {
            return singular.uppercased()
        }
        guard original.first?.isUppercase == true else { return singular }
        return singular.prefix(1).uppercased() + singular.dropFirst()
    }

    /// True for a name usable as a Swift type name without backticks: ASCII letters, digits
    /// and `_`, not starting with a digit, and not a keyword.
    package static func isIdentifier(_ name: String) -> Bool {
        identifierProblem(name) == nil
    }

    /// Why `name` fails `isIdentifier`, in words to follow `module name 'x'`, or nil when it
    /// passes: a Unicode letter makes a Swift identifier, but not a name gen writes, which
    /// also names folders, packages and pods.
    package static func identifierProblem(_ name: String) -> String? {
        guard let first = name.unicodeScalars.first else { return "is empty" }
        if swiftKeywords.contains(name) {
            return "is a Swift keyword"
        }
        if ("0"..."9").contains(first) {
            return "starts with a digit"
        }
        let isNameScalar = { (scalar: Unicode.Scalar) in scalar.isASCII && (scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) }
        if let other = name.unicodeScalars.first(where: { !isNameScalar($0) }) {
            return "holds '\(other)', which is not an ASCII letter, digit or '_'"
        }
        return nil
    }

    /// Splits on everything that is not a letter or digit, and at lower-to-upper case changes.
    package static func words(in text: String) -> [String] {
        isASCII(text) ? asciiWords(in: text) : unicodeWords(in: text)
    }

    static func isASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// Format characters (Unicode's Cf: zero-width joiners, bidi overrides such as U+202E)
    /// are left out, so no two names differ only by what cannot be seen: `A\u{200D}b` is `Ab`.
    static func unicodeWords(in text: String) -> [String] {
        var result: [String] = []
        var current = ""
        var previousWasLower = false
        var visible = String.UnicodeScalarView()
        visible.append(contentsOf: text.unicodeScalars.lazy.filter { $0.properties.generalCategory != .format })
        for character in String(visible) {
            guard character.isLetter || character.isNumber, character.isASCII || character.isLetter else {
                if !current.isEmpty { result.append(current) }
                current = ""
                previousWasLower = false
                continue
            }
            if character.isUppercase, previousWasLower, !current.isEmpty {
                result.append(current)
                current = ""
            }
            current.append(character)
            previousWasLower = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// `words(in:)` for ASCII text, by bytes: the names of a module are mostly ASCII, and
    /// asking each `Character` for its Unicode properties was a twelfth of a module run.
    private static func asciiWords(in text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            var result: [String] = []
            var start: Int?
            var previousWasLower = false
            func word(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
            for (index, byte) in bytes.enumerated() {
                let isUpper = byte >= 0x41 && byte <= 0x5A
                let isLower = byte >= 0x61 && byte <= 0x7A
                let isDigit = byte >= 0x30 && byte <= 0x39
                guard isUpper || isLower || isDigit else {
                    if let first = start { result.append(word(first..<index)) }
                    start = nil
                    previousWasLower = false
                    continue
                }
                if isUpper, previousWasLower, let first = start {
                    result.append(word(first..<index))
                    start = nil
                }
                if start == nil { start = index }
                previousWasLower = isLower || isDigit
            }
            if let first = start { result.append(word(first..<bytes.count)) }
            return result
        }
    }

    /// A word after the first: an acronym in capitals (`IDs` for "ids"), others capitalized.
    private static func innerWord(_ word: String) -> String {
        acronyms[word.lowercased()] ?? capitalizingFirst(word)
    }

    private static func capitalizingFirst(_ word: String) -> String {
        casingFirstASCII(word, upper: true) ?? word.prefix(1).uppercased() + word.dropFirst()
    }

    private static func lowercasingFirst(_ word: String) -> String {
        casingFirstASCII(word, upper: false) ?? word.prefix(1).lowercased() + word.dropFirst()
    }

    /// `word` with its first byte cased, when that byte is the whole first `Character`: an
    /// ASCII byte before another (no ASCII character combines with the next but CR LF, which
    /// has no case). Nil otherwise. Names are mostly ASCII, and casing by `Character` was a
    /// tenth of a module run.
    private static func casingFirstASCII(_ word: String, upper: Bool) -> String? {
        var bytes = Array(word.utf8)
        guard let first = bytes.first, first < 0x80, bytes.count == 1 || bytes[1] < 0x80 else { return nil }
        if upper, ASCIIByte.isLowercase(first) { bytes[0] -= 0x20 }
        if !upper, ASCIIByte.isUppercase(first) { bytes[0] += 0x20 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether every character of `word` is a capital or a digit (`ID`, `2FA`), byte by byte
    /// when it is ASCII, where those are `A`–`Z` and `0`–`9`.
    private static func isCapitalsAndDigits(_ word: String) -> Bool {
        isASCII(word) ? word.utf8.allSatisfy { ASCIIByte.isUppercase($0) || ASCIIByte.isDigit($0) } : word.allSatisfy { $0.isUppercase || $0.isNumber }
    }

    /// Prefixes `_` to a name that does not start with a letter: `Character.isLetter` asks its
    /// first scalar only, which for an ASCII byte is a letter when it is `A`–`Z` or `a`–`z`.
    private static func startingWithLetter(_ name: String) -> String {
        guard let first = name.utf8.first else { return name }
        let isLetter = first < 0x80 ? ASCIIByte.isUppercase(first) || ASCIIByte.isLowercase(first) : name.first?.isLetter == true
        return isLetter ? name : "_" + name
    }

    /// Words that need backticks to be used as a property name. Of the contextual keywords
    /// only `await` does: swiftc reads `self.await = await` as an await with nothing after it,
    /// while `async`, `some`, `any`, `consume`, `each`, `actor`, `package` and the rest
    /// compile bare as properties, parameters, coding keys and enum cases.
    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "as", "false", "is", "nil", "super", "throws", "true", "try", "Any", "Self", "self", "await",
    ]
}
