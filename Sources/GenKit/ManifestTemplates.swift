import Diagnostics
import Support

/// The set `gen init --templates` and `gen import --templates` write into a new gen.yml's
/// `templates`: a built-in set's name, or a template folder, written relative to the folder
/// gen.yml goes in (where gen.yml's paths are read from).
enum ManifestTemplates {
    static func value(_ flag: String?, manifestFolder: String, environment: RunEnvironment) throws(DiagnosticError) -> String? {
        guard let flag else { return nil }
        guard flag.contains("/") else {
            let names = BuiltInSets.all.map(\.name)
            guard names.contains(flag) else {
                let suggestion = Suggestion.nearest(to: flag, in: names)
                throw DiagnosticError(Diagnostic(
                    .error,
                    "no built-in template set named '\(flag)'",
                    hint: suggestion.map { "did you mean '\($0)'?" } ?? "the built-in sets are \(BuiltInSets.names); a folder path must contain '/'"
                ))
            }
            return flag
        }
        guard environment.fileSystem.kind(of: flag) == .directory else {
            throw DiagnosticError(Diagnostic(.error, "template folder '\(flag)' does not exist"))
        }
        let base = environment.workingDirectory
        let relative = Paths.relative(Paths.absolute(flag, base: base), from: Paths.absolute(manifestFolder, base: base))
        return relative.contains("/") ? relative : "./" + relative
    }
}
