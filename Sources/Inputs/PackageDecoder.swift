import Diagnostics
import Support
import YAMLReader

/// Decodes gen.yml's `package`: the version, platforms and dependencies of the module's
/// podspec or package, and the podspec's authors, homepage, source and license.
enum PackageDecoder {
    static func decode(_ node: YAMLNode, scalars: inout YAMLScalars) -> PackageSettings {
        var settings = PackageSettings()
        guard let pairs = scalars.mapping(node, "package") else { return settings }
        for (key, value) in scalars.keys(of: node, pairs, in: "package") as [(ManifestKeys.Package, YAMLNode)] {
            switch key {
            case .version:
                if let version = scalars.string(value, "the package version") {
                    if isVersion(version.value) {
                        settings.version = version.value
                    } else {
                        scalars.report("'\(version.value)' is not a version like 1.2.0", at: value.position)
                    }
                }
            case .platforms:
                guard let platforms = scalars.mapping(value, "platforms") else { continue }
                settings.platforms = []
                for pair in platforms {
                    guard let name = scalars.choice(pair.key, "platform", in: ManifestKeys.platforms),
                          let version = scalars.string(pair.value, "the \(name) version") else { continue }
                    guard isVersion(version.value) else {
                        scalars.report("'\(version.value)' is not a version like 13.0", at: pair.value.position)
                        continue
                    }
                    settings.platforms.append((name, version.value))
                }
            case .dependencies:
                guard let dependencies = scalars.mapping(value, "dependencies") else { continue }
                for pair in dependencies {
                    guard let name = podspecString(scalars: &scalars, pair.key, "a dependency name"),
                          let version = podspecString(scalars: &scalars, pair.value, "the version of \(name)") else { continue }
                    settings.dependencies.append(PackageSettings.Dependency(name: name, version: version))
                }
            case .authors:
                guard let authors = scalars.mapping(value, "authors") else { continue }
                for pair in authors {
                    guard let name = podspecString(scalars: &scalars, pair.key, "an author's name"),
                          let email = podspecString(scalars: &scalars, pair.value, "the e-mail address of \(name)") else { continue }
                    settings.authors.append(PackageSettings.Dependency(name: name, version: email))
                }
            case .homepage:
                settings.homepage = podspecString(scalars: &scalars, value, "the homepage")
            case .source:
                settings.source = podspecString(scalars: &scalars, value, "the git repository")
            case .license:
                settings.license = podspecString(scalars: &scalars, value, "the license type")
            }
        }
        return settings
    }

    /// A string the podspec quotes as Ruby does, so it may hold no `'` or `\\`.
    private static func podspecString(scalars: inout YAMLScalars, _ node: YAMLNode, _ what: String) -> String? {
        guard let text = scalars.string(node, what) else { return nil }
        guard !text.value.contains("'"), !text.value.contains("\\") else {
            scalars.report("\(what) contains ' or \\, which the podspec cannot quote", at: node.position)
            return nil
        }
        return text.value
    }

    private static func isVersion(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return (1...3).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }
}
