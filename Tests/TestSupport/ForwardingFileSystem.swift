import Support

/// A file system that changes some calls of `base` and forwards the others: a conforming
/// type implements the calls it changes, and every other call goes to `base` as it is.
public protocol ForwardingFileSystem: FileSystem {
    var base: any FileSystem { get }
}

extension ForwardingFileSystem {
    public func kind(of path: String) -> FileKind? { base.kind(of: path) }
    public func isSymbolicLink(_ path: String) -> Bool { base.isSymbolicLink(path) }
    public func realPath(_ path: String) -> String? { base.realPath(path) }
    public func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String] { try base.contentsOfDirectory(path) }
    public func readFile(_ path: String, limit: ReadLimit) throws(FileSystemError) -> [UInt8] { try base.readFile(path, limit: limit) }
    public func writeFile(_ path: String, contents: [UInt8]) throws(FileSystemError) { try base.writeFile(path, contents: contents) }
    public func removeFile(_ path: String) throws(FileSystemError) { try base.removeFile(path) }
    public func createNewFile(_ path: String, contents: [UInt8]) throws(FileSystemError) { try base.createNewFile(path, contents: contents) }
    public func createFolder(_ folder: String) throws(FileSystemError) { try base.createFolder(folder) }
    public func removeEmptyFolder(_ folder: String) { base.removeEmptyFolder(folder) }
    public func nameLimit(at path: String) -> Int { base.nameLimit(at: path) }
    public func pathLimit(at path: String) -> Int { base.pathLimit(at: path) }
    public func availableBytes(at path: String) -> Int? { base.availableBytes(at: path) }
    public func isWritable(at path: String) -> Bool { base.isWritable(at: path) }

    public func lockFolder(_ folder: String, waiting: () -> Void) throws(FileSystemError) -> FolderLock {
        try base.lockFolder(folder, waiting: waiting)
    }
}
