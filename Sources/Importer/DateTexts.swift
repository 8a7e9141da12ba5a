import Inputs

/// Dates among captured query values (or form fields): the format of gen.yml's `dates:` that
/// writes each value back as it was sent. Numbers are never read as seconds since 1970: a
/// count or an id looks the same, so they stay `Int`.
enum DateTexts {
    /// The format every one of `values` is written in, or nil when one is no date or two differ:
    /// `2024-05-01` is `yyyy-MM-dd`, `2024-05-01T12:30:00` is `yyyy-MM-dd'T'HH:mm:ss`,
    /// `2024-05-01T12:30:00Z` is `iso8601`.
    static func format(_ values: [String]) -> ParamDateFormat? {
        guard let first = values.first, let format = format(of: first) else { return nil }
        return values.allSatisfy { Self.format(of: $0) == format } ? format : nil
    }

    static func format(of text: String) -> ParamDateFormat? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 10, isCalendarDay(bytes[0..<10]) else { return nil }
        switch bytes.count {
        case 10:
            return .day
        case 19 where isTimeOfDay(bytes[10..<19]):
            return .dateTime
        case 20 where isTimeOfDay(bytes[10..<19]) && bytes[19] == UInt8(ascii: "Z"):
            return .iso8601
        default:
            return nil
        }
    }

    /// `yyyy-MM-dd`, a day that exists.
    private static func isCalendarDay(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard bytes[bytes.startIndex + 4] == UInt8(ascii: "-"), bytes[bytes.startIndex + 7] == UInt8(ascii: "-"),
              let year = number(bytes, 0, 4), let month = number(bytes, 5, 2), let day = number(bytes, 8, 2),
              (1...12).contains(month) else { return false }
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let lengths = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return (1...lengths[month - 1]).contains(day)
    }

    /// `'T'HH:mm:ss`, a time of day.
    private static func isTimeOfDay(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard bytes[bytes.startIndex] == UInt8(ascii: "T"), bytes[bytes.startIndex + 3] == UInt8(ascii: ":"), bytes[bytes.startIndex + 6] == UInt8(ascii: ":"),
              let hours = number(bytes, 1, 2), let minutes = number(bytes, 4, 2), let seconds = number(bytes, 7, 2) else { return false }
        return hours < 24 && minutes < 60 && seconds < 60
    }

    /// The decimal number of `count` ASCII digits from `offset`, nil for anything else.
    private static func number(_ bytes: ArraySlice<UInt8>, _ offset: Int, _ count: Int) -> Int? {
        let start = bytes.startIndex + offset
        var value = 0
        for byte in bytes[start..<(start + count)] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
