import Foundation

/// What a `gen import` run created, so that a run that fails half-way leaves nothing behind.
struct CreatedPaths {
    var files: [String] = []
    /// Outermost first.
    var folders: [String] = []

    /// `folder` and the folders above it that do not exist yet, outermost first.
    static func missingFolders(_ folder: String) -> [String] {
        var missing: [String] = []
        var current = folder
        while !current.isEmpty, current != ".", current != "/", !FileManager.default.fileExists(atPath: current) {
            missing.insert(current, at: 0)
            current = (current as NSString).deletingLastPathComponent
        }
        return missing
    }

    /// Removes the files, then the folders innermost first, each only while it is empty, so
    /// nothing another process put there meanwhile is lost.
    func remove() {
        for file in files {
            unlink(file)
        }
        for folder in folders.reversed() {
            rmdir(folder)
        }
    }
}
