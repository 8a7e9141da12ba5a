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
    let binFolder: String?

    init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
        binFolder = Self.executablePath.flatMap(fileSystem.realPath).map(Paths.directory(of:))
    }

    /// On Linux the kernel's link to the running executable, which resolves without
    /// Foundation's `Bundle.main`: making that bundle took about 0.6 ms of a cold run.
    private static var executablePath: String? {
        #if os(Linux)
        "/proc/self/exe"
        #else
        Bundle.main.executablePath
        #endif
    }

    /// `PREFIX/share/gen`, whether or not it exists.
    var sharedDataFolder: String? {
        binFolder.map { Paths.join(Paths.directory(of: $0), "share/gen") }
    }

    var checkoutRoot: String? {
        guard var folder = binFolder else { return nil }
        while folder != "/", folder != "." {
            if fileSystem.kind(of: Paths.join(folder, "templates")) == .directory,
               fileSystem.kind(of: Paths.join(folder, "Package.swift")) == .file {
                return folder
            }
            folder = Paths.directory(of: folder)
        }
        return nil
    }
}
