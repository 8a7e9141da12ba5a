/// How a `Date` param is written when it is sent (gen.yml's `dates:`): as its sample wrote it.
/// The sets write a pattern with a `DateFormatter` in the `en_US_POSIX` locale and UTC.
package enum ParamDateFormat: String, Sendable, CaseIterable {
    /// `2024-05-01T12:30:00Z`: ISO 8601 in UTC, whole seconds. The default.
    case iso8601
    /// `2024-05-01`
    case day = "yyyy-MM-dd"
    /// `2024-05-01T12:30:00`: UTC, no offset written.
    case dateTime = "yyyy-MM-dd'T'HH:mm:ss"
    /// `1714566600`: whole seconds since 1970.
    case epochSeconds
    /// `1714566600000`: whole milliseconds since 1970.
    case epochMilliseconds

    /// Whether a param of the Swift type `spelling` holds dates `dates:` can format: `Date`,
    /// `[Date]`, either optional, `Date` possibly written `Foundation.Date`.
    package static func isDateType(_ spelling: String) -> Bool {
        var type = Substring(spelling)
        while type.hasSuffix("?") { type = type.dropLast() }
        if type.hasPrefix("["), type.hasSuffix("]") { type = type.dropFirst().dropLast() }
        return type == "Date" || type == "Foundation.Date"
    }
}
