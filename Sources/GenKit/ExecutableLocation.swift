import Foundation
import Generator
import Support

/// Where the running `gen` is, and the folders found from it: the install prefix
/// (`make install` puts the binary in `PREFIX/bin` and its data in `PREFIX/share/gen`) and
/// the checkout it was built in (the nearest folder above it holding both `Package.swift`
/// and `templates/`).
struct ExecutableLocation {
    let fileSystem: any FileSystem
    /// The folder of the real, symlink-resolved executable.
    let binFolder: URL?

    init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
        binFolder = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// `PREFIX/share/gen`, whether or not it exists.
    var sharedDataFolder: String? {
        binFolder?.deletingLastPathComponent().appendingPathComponent("share/gen").path
    }

    var checkoutRoot: String? {
        guard var folder = binFolder else { return nil }
        while folder.path != "/" {
            if fileSystem.kind(of: folder.appendingPathComponent("templates").path) == .directory,
               fileSystem.kind(of: folder.appendingPathComponent("Package.swift").path) == .file {
                return folder.path
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}
