/// The thresholds and manifest pins inference works with.
package struct InferenceSettings: Sendable, Equatable {
    /// A string position becomes an enum when it has at most `enumMaximumCases` distinct
    /// values, at least `enumMinimumOccurrences` values in all, and each value occurs twice
    /// on average.
    package var enumMaximumCases = 10
    package var enumMinimumOccurrences = 4
    /// An object with at least this many keys, all holding the same kind of value, is a map.
    package var mapMinimumKeys = 20
    /// Whether ISO 8601 strings become `ISO8601Date`, UUIDs `UUID` and web addresses `URL`.
    package var detectsFormats = true
    /// Pins by property path, e.g. `Product.createdAt` → `.date`.
    package var overrides: [String: TypeOverride] = [:]
    /// Type names by property path, e.g. `Catalog.products` → `CatalogProduct`.
    package var pinnedNames: [String: String] = [:]

    /// Whether gen.yml pins any path. Without pins, inference spells out no path (and names
    /// no property along it) to look them up: most manifests have none.
    var hasPins: Bool { !overrides.isEmpty || !pinnedNames.isEmpty }

    package init() {}
}

/// What the manifest pins a property path to.
package enum TypeOverride: Sendable, Equatable {
    /// `Date`: ISO 8601 strings, or numbers since 1970 (milliseconds when they are that large).
    case date
    /// `enum`: a string-backed enum whatever the thresholds say.
    case enumeration
    /// `String`: a plain string: no enum, no date, UUID or URL.
    case string
    /// `map`: `[String: T]`.
    case map
    /// `struct`: a struct even when the keys look like data.
    case structure
    /// Any other Swift type, used as written.
    case verbatim(String)

    package init(_ text: String) {
        switch text {
        case "Date": self = .date
        case "enum": self = .enumeration
        case "String": self = .string
        case "map": self = .map
        case "struct": self = .structure
        default: self = .verbatim(text)
        }
    }
}
