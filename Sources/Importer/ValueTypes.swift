import JSONReader

/// The Swift type of values seen as text (path segments, query values) or as JSON.
enum ValueTypes {
    static func isInteger(_ text: String) -> Bool {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        return !digits.isEmpty && digits.count <= 18 && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    static func isUUID(_ text: String) -> Bool {
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        return groups.map(\.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
    }

    /// A hexadecimal or random-looking id: 8 or more letters and digits with at least one
    /// digit and one letter, and hexadecimal or 16 characters long at least.
    static func isOpaqueID(_ text: String) -> Bool {
        guard text.count >= 8, text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }),
              text.contains(where: \.isNumber), text.contains(where: \.isLetter) else { return false }
        return text.allSatisfy(\.isHexDigit) || text.count >= 16
    }

    /// An integer as Swift writes one, so that the client sends what the capture showed:
    /// not `01234` (a zip code, sent as `1234`), `+5` or `-0`.
    static func isCanonicalInteger(_ text: String) -> Bool {
        isInteger(text) && Int(text).map { String($0) == text } == true
    }

    /// A number with a fraction as Swift writes one (`2.5`, `-0.75`), not `2.50`, `.5`,
    /// `1e3` or `01.5`, which would be sent otherwise.
    static func isCanonicalDouble(_ text: String) -> Bool {
        guard text.contains("."), text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }) else { return false }
        return Double(text).map { "\($0)" == text } == true
    }

    /// `Int`, `Double`, `Bool`, `UUID` or `String`: the narrowest type all values share, and
    /// that writes each of them back as it was sent (but for whole numbers among fractions,
    /// which `Double` writes as `3.0`). Values with leading zeros (`01234`) or that mix digits
    /// and letters are `String`.
    static func textType(_ values: [String]) -> String {
        guard !values.isEmpty else { return "String" }
        if values.allSatisfy(isCanonicalInteger) { return "Int" }
        if values.allSatisfy({ isCanonicalInteger($0) || isCanonicalDouble($0) }) { return "Double" }
        if values.allSatisfy({ $0 == "true" || $0 == "false" }) { return "Bool" }
        if values.allSatisfy(isUUID) { return "UUID" }
        return "String"
    }

    /// The type of a JSON request body's member, or nil for objects and arrays of objects,
    /// which `params:` cannot describe. `null` alone reads as `String`.
    static func jsonType(_ values: [JSONValue]) -> String? {
        let present = values.filter { if case .null = $0.kind { return false } else { return true } }
        guard let first = present.first else { return "String" }
        switch first.kind {
        case .number:
            let numbers = present.compactMap { value -> JSONNumber? in if case .number(let number) = value.kind { return number } else { return nil } }
            guard numbers.count == present.count else { return nil }
            return numbers.allSatisfy(\.isIntegerLiteral) ? "Int" : "Double"
        case .bool:
            return present.allSatisfy { if case .bool = $0.kind { return true } else { return false } } ? "Bool" : nil
        case .string:
            return present.allSatisfy { if case .string = $0.kind { return true } else { return false } } ? "String" : nil
        case .array:
            let elements = present.flatMap { value -> [JSONValue] in if case .array(let items) = value.kind { return items } else { return [] } }
            guard !elements.isEmpty, let element = jsonType(elements), !element.hasPrefix("[") else { return nil }
            return "[\(element)]"
        case .null, .object:
            return nil
        }
    }
}
