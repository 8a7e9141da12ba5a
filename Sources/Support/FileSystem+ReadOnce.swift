extension FileSystem {
    /// Reads the whole file and hands it over: for file systems that have no pages to let go of.
    public func readOnce<Result>(_ path: String, limit: ReadLimit, _ body: (UnsafeBufferPointer<UInt8>, _ readUpTo: (Int) -> Void) -> Result) throws(FileSystemError) -> Result {
        try readWhole(path, limit: limit, body)
    }

    func readWhole<Result>(_ path: String, limit: ReadLimit, _ body: (UnsafeBufferPointer<UInt8>, _ readUpTo: (Int) -> Void) -> Result) throws(FileSystemError) -> Result {
        try readFile(path, limit: limit).withUnsafeBufferPointer { buffer in body(buffer) { _ in } }
    }

    /// A file that is none of the inputs `ReadLimit` names.
    public func readFile(_ path: String) throws(FileSystemError) -> [UInt8] {
        try readFile(path, limit: .other)
    }

    public func readOnce<Result>(_ path: String, _ body: (UnsafeBufferPointer<UInt8>, _ readUpTo: (Int) -> Void) -> Result) throws(FileSystemError) -> Result {
        try readOnce(path, limit: .other, body)
    }
}
