extension LocalFileSystem {
    /// On Linux a large file is mapped rather than copied into memory, and the pages more than
    /// `MappedFile.window` behind what was read are given back as the pass goes on; re-reading
    /// them maps them again from the file. Smaller files, and other systems, are read whole.
    /// What is not a regular file within the limit is refused before anything is opened.
    public func readOnce<Result>(_ path: String, limit: ReadLimit, _ body: (UnsafeBufferPointer<UInt8>, _ readUpTo: (Int) -> Void) -> Result) throws(FileSystemError) -> Result {
        try Self.checkRegularFile(path, limit: limit)
        #if os(Linux)
        if let mapped = MappedFile(path: path, limit: limit.bytes) {
            defer { mapped.unmap() }
            var released = 0
            return body(mapped.bytes) { offset in
                released = mapped.release(before: offset - MappedFile.window, alreadyReleased: released)
            }
        }
        #endif
        return try readWhole(path, limit: limit, body)
    }
}
