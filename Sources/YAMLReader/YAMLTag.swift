/// The YAML core tags gen accepts, as libyaml resolves `!!str`, `!!seq` and `!!map`.
enum YAMLTag {
    static let corePrefix = "tag:yaml.org,2002:"
    static let string = corePrefix + "str"
    static let sequence = corePrefix + "seq"
    static let mapping = corePrefix + "map"

    /// What a diagnostic about a tag suggests.
    static let hint = "gen reads no YAML tags but !!str, !!seq and !!map; remove the tag, or quote the value to read it as a string"

    /// A tag as it is usually written: `!!int` for `tag:yaml.org,2002:int`.
    static func shortName(_ tag: String) -> String {
        tag.hasPrefix(corePrefix) ? "!!" + tag.dropFirst(corePrefix.count) : tag
    }
}
