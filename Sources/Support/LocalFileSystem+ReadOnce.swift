extension LocalFileSystem {
    /// Reads the whole file into one buffer, sized once from the file's length, and hands it
    /// over; `readFile` refuses what is not a regular file within the limit.
    public func readOnce<Result>(_ path: String, limit: ReadLimit, _ body: (UnsafeBufferPointer<UInt8>, _ readUpTo: (Int) -> Void) -> Result) throws(FileSystemError) -> Result {
        return try readWhole(path, limit: limit, body)
    }
}
