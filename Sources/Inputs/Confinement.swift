import Support

/// Whether a path, with every symbolic link followed, lies inside a folder: what keeps a
/// template set, or a manifest, from reading files it was not given.
package enum Confinement {
    /// False when `path` or every folder does not exist.
    package static func resolves(_ path: String, inside folders: [String], fileSystem: any FileSystem) -> Bool {
        resolves(path, insideResolved: folders.compactMap(fileSystem.realPath), fileSystem: fileSystem)
    }

    /// True when `name`, a path below `folder` without empty, `.` or `..` components, has no
    /// component that is a symbolic link: then `folder/name` resolves to wherever `folder`
    /// resolves, followed by `name`, so inside it. One `lstat` a component, where resolving
    /// the whole path reads every folder of it as a link (eight `readlink` calls for a
    /// template of an installed gen). False says nothing: a link may still resolve inside.
    package static func isUnlinked(_ name: String, below folder: String, fileSystem: any FileSystem) -> Bool {
        guard Paths.isConfined(name) else { return false }
        var path = folder
        for component in name.split(separator: "/") {
            path = Paths.join(path, String(component))
            if fileSystem.isSymbolicLink(path) { return false }
        }
        return true
    }

    /// Whether `folder/name` lies inside `folder`, links followed: `isUnlinked` when it can
    /// tell, else both paths resolved.
    package static func liesInside(_ name: String, below folder: String, fileSystem: any FileSystem) -> Bool {
        isUnlinked(name, below: folder, fileSystem: fileSystem) || resolves(Paths.join(folder, name), inside: [folder], fileSystem: fileSystem)
    }

    /// As `resolves(_:inside:fileSystem:)`, for folders already resolved with `realPath`,
    /// when many paths are checked against the same folders.
    package static func resolves(_ path: String, insideResolved folders: [String], fileSystem: any FileSystem) -> Bool {
        guard let resolved = fileSystem.realPath(path) else { return false }
        return folders.contains { folder in
            resolved == folder || resolved.hasPrefix(folder == "/" ? folder : folder + "/")
        }
    }
}
