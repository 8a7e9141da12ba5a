import Support

/// Whether a path, with every symbolic link followed, lies inside a folder: what keeps a
/// template set, or a manifest, from reading files it was not given.
package enum Confinement {
    /// False when `path` or every folder does not exist.
    package static func resolves(_ path: String, inside folders: [String], fileSystem: any FileSystem) -> Bool {
        resolves(path, insideResolved: folders.compactMap(fileSystem.realPath), fileSystem: fileSystem)
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
