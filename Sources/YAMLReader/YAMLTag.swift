/// The YAML core tags gen accepts, as libyaml resolves `!!str`, `!!seq` and `!!map`.
enum YAMLTag {
    static let corePrefix = "tag:yaml.org,2002:"
    static let string = corePrefix + "str"
    static let sequence = corePrefix + "seq"
    static let mapping = corePrefix + "map"

    /// A tag as it is usually written: `!!int` for `tag:yaml.org,2002:int`.
    static func shortName(_ tag: String) -> String {
        tag.hasPrefix(corePrefix) ? "!!" + tag.dropFirst(corePrefix.count) : tag
    }
}
