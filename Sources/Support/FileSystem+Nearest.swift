extension FileSystem {
    /// The folders on the way to `path` that do not exist yet, outermost first, and `path` or
    /// the nearest folder above it that exists (`.` or `/` when none does). Not
    /// `NSString.deletingLastPathComponent`, which traps on `x/../y` in this Foundation.
    package func missingFolders(_ path: String) -> (missing: [String], existing: String) {
        var missing: [String] = []
        var candidate = path
        while !candidate.isEmpty, candidate != ".", candidate != "/", kind(of: candidate) == nil {
            missing.insert(candidate, at: 0)
            candidate = Paths.directory(of: candidate)
        }
        return (missing, candidate)
    }

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
