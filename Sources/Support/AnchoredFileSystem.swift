/// A file system whose relative paths start at `folder` instead of the process's working
/// directory, so that a run can be given a working directory of its own (tests run many at
/// once in one process). Absolute paths pass through unchanged.
package struct AnchoredFileSystem: FileSystem {
    package let folder: String
    package let base: any FileSystem

    package init(folder: String, base: any FileSystem = LocalFileSystem()) {
        self.folder = folder
        self.base = base
    }

    private func anchored(_ path: String) -> String {
        Paths.resolve(path, from: folder)
    }

    package func kind(of path: String) -> FileKind? { base.kind(of: anchored(path)) }
    package func isSymbolicLink(_ path: String) -> Bool { base.isSymbolicLink(anchored(path)) }
    package func realPath(_ path: String) -> String? { base.realPath(anchored(path)) }

    package func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String] {
        try relabelled(path) { () throws(FileSystemError) in try base.contentsOfDirectory(anchored(path)) }
    }

    package func readFile(_ path: String, limit: ReadLimit) throws(FileSystemError) -> [UInt8] {
        try relabelled(path) { () throws(FileSystemError) in try base.readFile(anchored(path), limit: limit) }
    }

    package func writeFile(_ path: String, contents: [UInt8]) throws(FileSystemError) {
        try relabelled(path) { () throws(FileSystemError) in try base.writeFile(anchored(path), contents: contents) }
    }

    package func removeFile(_ path: String) throws(FileSystemError) {
        try relabelled(path) { () throws(FileSystemError) in try base.removeFile(anchored(path)) }
    }

    package func createNewFile(_ path: String, contents: [UInt8]) throws(FileSystemError) {
        try relabelled(path) { () throws(FileSystemError) in try base.createNewFile(anchored(path), contents: contents) }
    }

    package func createFolder(_ folder: String) throws(FileSystemError) {
        try relabelled(folder) { () throws(FileSystemError) in try base.createFolder(anchored(folder)) }
    }

    package func removeEmptyFolder(_ folder: String) { base.removeEmptyFolder(anchored(folder)) }
    package func nameLimit(at path: String) -> Int { base.nameLimit(at: anchored(path)) }
    package func pathLimit(at path: String) -> Int { base.pathLimit(at: anchored(path)) }
    package func availableBytes(at path: String) -> Int? { base.availableBytes(at: anchored(path)) }
    package func isWritable(at path: String) -> Bool { base.isWritable(at: anchored(path)) }

    package func lockFolder(_ folder: String, waiting: () -> Void) throws(FileSystemError) -> FolderLock {
        try relabelled(folder) { () throws(FileSystemError) in try base.lockFolder(anchored(folder), waiting: waiting) }
    }

    /// Errors name the path as the caller gave it, as they would with the working directory
    /// at `folder`.
    private func relabelled<Result>(_ path: String, _ body: () throws(FileSystemError) -> Result) throws(FileSystemError) -> Result {
        do {
            return try body()
        } catch {
            var error = error
            if error.path == anchored(path) {
                error.path = path
            }
            throw error
        }
    }
}
