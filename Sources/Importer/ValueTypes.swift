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

    /// `Int`, `Double`, `Bool`, `UUID` or `String`: the narrowest type all values share.
    static func textType(_ values: [String]) -> String {
        guard !values.isEmpty else { return "String" }
        if values.allSatisfy(isInteger) { return "Int" }
        if values.allSatisfy({ Double($0) != nil && $0.contains(where: \.isNumber) && !$0.contains(where: \.isLetter) }) { return "Double" }
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
