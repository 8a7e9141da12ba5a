import Foundation
import Generator
import Support

/// Where the running gen finds its built-in template sets, in order:
/// 1. in the folder `GEN_BUILTIN_TEMPLATES` names (the SwiftPM plugin sets it);
/// 2. in `../share/gen/templates` next to the real (symlink-resolved) executable, where
///    `make install` puts them;
/// 3. in `templates` next to the executable, where `mint install` copies them (the
///    package's `Package.resources` lists the folder);
/// 4. in the `templates/` folder of the checkout the executable was built in.
extension TemplateLocator {
    init(fileSystem: any FileSystem, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.init(fileSystem: fileSystem, builtInRoot: Self.builtInRoot(fileSystem: fileSystem, environment: environment))
    }

    private static func builtInRoot(fileSystem: any FileSystem, environment: [String: String]) -> String? {
        if let configured = environment["GEN_BUILTIN_TEMPLATES"], !configured.isEmpty {
            return configured
        }
        let location = ExecutableLocation(fileSystem: fileSystem)
        let candidates = [
            location.sharedDataFolder.map { $0 + "/templates" },
            location.binFolder.map { Paths.join($0, "templates") },
            location.checkoutRoot.map { $0 + "/templates" },
        ]
        return candidates.compactMap { $0 }.first { fileSystem.kind(of: $0) == .directory }
    }
}
