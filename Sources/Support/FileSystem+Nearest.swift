extension FileSystem {
    /// `name` in the working directory or in the nearest folder above it where `accepts` its
    /// kind, as git finds `.git`: `name`, `../name`, …; nil when no folder up to the root has
    /// one.
    package func nearest(_ name: String, accepting accepts: (FileKind) -> Bool) -> String? {
        guard var folder = realPath(".") else {
            return kind(of: name).map(accepts) == true ? name : nil
        }
        var path = name
        while kind(of: path).map(accepts) != true {
            let parent = Paths.directory(of: folder)
            guard parent != folder else { return nil }
            folder = parent
            path = "../" + path
        }
        return path
    }
}
