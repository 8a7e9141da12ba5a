extension FileSystem {
    /// Reads the whole file and hands it over: for file systems that have no pages to let go of.
    public func readOnce<Result>(_ path: String, _ body: (UnsafeBufferPointer<UInt8>, _ readUpTo: (Int) -> Void) -> Result) throws(FileSystemError) -> Result {
        try readWhole(path, body)
    }

    func readWhole<Result>(_ path: String, _ body: (UnsafeBufferPointer<UInt8>, _ readUpTo: (Int) -> Void) -> Result) throws(FileSystemError) -> Result {
        try readFile(path).withUnsafeBufferPointer { buffer in body(buffer) { _ in } }
    }
}
