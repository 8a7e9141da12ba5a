import Support

/// What a `gen import` run created, so that a run that fails half-way leaves nothing behind.
struct CreatedPaths {
    var files: [String] = []
    /// Outermost first.
    var folders: [String] = []

    /// `folder` and the folders above it that do not exist yet, outermost first.
    static func missingFolders(_ folder: String, in fileSystem: any FileSystem) -> [String] {
        var missing: [String] = []
        var current = folder
        while !current.isEmpty, current != ".", current != "/", fileSystem.kind(of: current) == nil {
            missing.insert(current, at: 0)
            current = Paths.directory(of: current)
        }
        return missing
    }

    /// Removes the files, then the folders innermost first, each only while it is empty, so
    /// nothing another process put there meanwhile is lost.
    func remove(from fileSystem: any FileSystem) {
        for file in files {
            try? fileSystem.removeFile(file)
        }
        for folder in folders.reversed() {
            fileSystem.removeEmptyFolder(folder)
        }
    }
}
