extension ManifestWriter.Item {
    /// The settings `gen init` and `gen import` both write with their default values, each
    /// with a comment naming its choices; `templates` is the set `--templates` names, or the
    /// default set.
    package static func outputDefaults(templates: String = "rxswift") -> [ManifestWriter.Item] { [
        .setting(key: "templates", value: templates, comment: "a built-in set (rxswift, async, swiftui) or a folder of your own"),
        .setting(key: "access", value: "public", comment: "public or internal"),
        .setting(key: "naming", value: "swift", comment: "swift: HomeAPI, Home, HomeViewModel; gckit: Home_api, Home_model, Home_vm"),
    ] }
}
