import Support

/// A file system that changes some calls of `base` and forwards the others: a conforming
/// type implements the calls it changes, and every other call goes to `base` as it is.
package protocol ForwardingFileSystem: FileSystem {
    var base: any FileSystem { get }
}

extension ForwardingFileSystem {
    package func kind(of path: String) -> FileKind? { base.kind(of: path) }
    package func isSymbolicLink(_ path: String) -> Bool { base.isSymbolicLink(path) }
    package func realPath(_ path: String) -> String? { base.realPath(path) }
    package func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String] { try base.contentsOfDirectory(path) }
    package func readFile(_ path: String, limit: ReadLimit) throws(FileSystemError) -> [UInt8] { try base.readFile(path, limit: limit) }
    package func writeFile(_ path: String, contents: [UInt8]) throws(FileSystemError) { try base.writeFile(path, contents: contents) }
    package func removeFile(_ path: String) throws(FileSystemError) { try base.removeFile(path) }
    package func createNewFile(_ path: String, contents: [UInt8]) throws(FileSystemError) { try base.createNewFile(path, contents: contents) }
    package func createFolder(_ folder: String) throws(FileSystemError) { try base.createFolder(folder) }
    package func removeEmptyFolder(_ folder: String) { base.removeEmptyFolder(folder) }
    package func nameLimit(at path: String) -> Int { base.nameLimit(at: path) }
    package func pathLimit(at path: String) -> Int { base.pathLimit(at: path) }
    package func availableBytes(at path: String) -> Int? { base.availableBytes(at: path) }
    package func isWritable(at path: String) -> Bool { base.isWritable(at: path) }

    package func lockFolder(_ folder: String, waiting: () -> Void) throws(FileSystemError) -> FolderLock {
        try base.lockFolder(folder, waiting: waiting)
    }
}
