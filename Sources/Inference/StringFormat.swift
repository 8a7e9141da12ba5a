import Support

/// Formats a string sample can have that map to a richer Swift type.
struct StringFormats: OptionSet, Sendable {
    let rawValue: UInt8

    static let dateTime = StringFormats(rawValue: 1 << 0)
    static let dateOnly = StringFormats(rawValue: 1 << 1)
    static let uppercaseUUID = StringFormats(rawValue: 1 << 2)
    static let lowercaseUUID = StringFormats(rawValue: 1 << 3)
    static let webAddress = StringFormats(rawValue: 1 << 4)

    static let all: StringFormats = [.dateTime, .dateOnly, .uppercaseUUID, .lowercaseUUID, .webAddress]

    /// The formats `text` has, among `candidates`.
    static func of(_ text: String, among candidates: StringFormats) -> StringFormats {
        var result: StringFormats = []
        let bytes = text.utf8
        if candidates.contains(.dateOnly), bytes.count == 10, ISO8601Grammar.isDate(Array(bytes)) {
            result.insert(.dateOnly)
        }
        if candidates.contains(.dateTime), bytes.count >= 20, ISO8601Grammar.isDateTime(Array(bytes)) {
            result.insert(.dateTime)
        }
        if !candidates.isDisjoint(with: [.uppercaseUUID, .lowercaseUUID]), bytes.count == 36 {
            result.formUnion(uuidCase(Array(bytes)).intersection(candidates))
        }
        if candidates.contains(.webAddress), WebAddress.isWebAddress(text) {
            result.insert(.webAddress)
        }
        return result
    }

    /// `.uppercaseUUID` and/or `.lowercaseUUID` (both when it has no letters), or none.
    private static func uuidCase(_ bytes: [UInt8]) -> StringFormats {
        var upper = true
        var lower = true
        for (index, byte) in bytes.enumerated() {
            if index == 8 || index == 13 || index == 18 || index == 23 {
                guard byte == UInt8(ascii: "-") else { return [] }
                continue
            }
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): continue
            case UInt8(ascii: "a")...UInt8(ascii: "f"): upper = false
            case UInt8(ascii: "A")...UInt8(ascii: "F"): lower = false
            default: return []
            }
        }
        var result: StringFormats = []
        if upper { result.insert(.uppercaseUUID) }
        if lower { result.insert(.lowercaseUUID) }
        return result
    }
}

/// The ISO 8601 forms gen types as dates, exactly those the generated `ISO8601Date` parses:
/// `2024-05-01`, and `2024-05-01T12:30:00` with an optional fraction of any length and `Z`
/// or an offset `+02:00`.
enum ISO8601Grammar {
    static func isDate(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 10
            && digits(bytes, 0..<4) != nil && bytes[4] == UInt8(ascii: "-")
            && (1...12).contains(digits(bytes, 5..<7) ?? 0) && bytes[7] == UInt8(ascii: "-")
            && (1...31).contains(digits(bytes, 8..<10) ?? 0)
    }

    static func isDateTime(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 20, isDate(bytes), bytes[10] == UInt8(ascii: "T"),
              (0...23).contains(digits(bytes, 11..<13) ?? -1), bytes[13] == UInt8(ascii: ":"),
              (0...59).contains(digits(bytes, 14..<16) ?? -1), bytes[16] == UInt8(ascii: ":"),
              (0...60).contains(digits(bytes, 17..<19) ?? -1) else { return false }
        var index = 19
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            let start = index
            while index < bytes.count, ASCIIByte.isDigit(bytes[index]) { index += 1 }
            guard index > start else { return false }
        }
        guard index < bytes.count else { return false }
        if bytes[index] == UInt8(ascii: "Z") {
            return index + 1 == bytes.count
        }
        guard bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"), bytes.count == index + 6 else { return false }
        return (0...23).contains(digits(bytes, (index + 1)..<(index + 3)) ?? -1)
            && bytes[index + 3] == UInt8(ascii: ":")
            && (0...59).contains(digits(bytes, (index + 4)..<(index + 6)) ?? -1)
    }

    private static func digits(_ bytes: [UInt8], _ range: Range<Int>) -> Int? {
        var value = 0
        for index in range {
            guard ASCIIByte.isDigit(bytes[index]) else { return nil }
            value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
        }
        return value
    }
}
