import Support

/// What a `gen import` run created, so that a run that fails half-way leaves nothing behind.
struct CreatedPaths {
    var files: [String] = []
    /// Outermost first.
    var folders: [String] = []

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
