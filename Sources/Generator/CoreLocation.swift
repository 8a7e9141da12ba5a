import Renderer
import Support

/// Where the core a module depends on is: its folder, whose name is the core's Swift module
/// and package (or pod) name. gen-workspace.yml's `core` sets it for the modules of a
/// workspace; a module's lock records it, so a lone rerun keeps it; else it is `APICore`
/// beside the module folder.
package struct CoreLocation: Sendable, Equatable {
    package static let defaultName = "APICore"

    /// Relative to the working directory.
    package var folder: String

    package init(folder: String) {
        self.folder = folder
    }

    package var name: String { Paths.fileName(of: folder) }

    /// The core of the module in `moduleFolder`: `options.core`, else `recorded` (a path
    /// relative to the module folder, as its lock records it), else the default.
    static func of(moduleFolder: String, options: ModuleOptions, recorded: String?, workingDirectory: String) -> CoreLocation {
        if let folder = options.core {
            return CoreLocation(folder: folder)
        }
        guard let recorded, recorded != "." else {
            return CoreLocation(folder: Paths.join(Paths.directory(of: moduleFolder), defaultName))
        }
        let absolute = Paths.absolute(Paths.join(moduleFolder, recorded), base: workingDirectory)
        return CoreLocation(folder: Paths.relative(absolute, from: Paths.absolute(".", base: workingDirectory)))
    }

    /// How the files of the module in `moduleFolder` reach the core.
    func reference(from moduleFolder: String, workingDirectory: String) -> CoreReference {
        let path = Paths.relative(Paths.absolute(folder, base: workingDirectory), from: Paths.absolute(moduleFolder, base: workingDirectory))
        return CoreReference(name: name, path: path)
    }
}
