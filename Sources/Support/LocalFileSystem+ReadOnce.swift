extension LocalFileSystem {
    /// Reads the whole file into one buffer, sized once from the file's length, and hands it over.
    public func readOnce<Result>(_ path: String, _ body: (UnsafeBufferPointer<UInt8>, _ readUpTo: (Int) -> Void) -> Result) throws(FileSystemError) -> Result {
        return try readWhole(path, body)
    }
}
