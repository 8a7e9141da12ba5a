internal import Foundation

/// A file system that answers every read of a file below `folders` with the bytes of its
/// first read, and forwards everything else to `base`. Two steps of one run that read the
/// same files on different threads (a template set's compile and the digest of the inputs)
/// then see the same text, even when a file is saved between their reads.
public final class SameReadsFileSystem: ForwardingFileSystem, @unchecked Sendable {
    public let base: any FileSystem
    private let folders: [String]
    private let lock = NSLock()
    private var firstReads: [String: [UInt8]] = [:]

    public init(base: any FileSystem, folders: [String]) {
        self.base = base
        self.folders = folders.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    }

    public func readFile(_ path: String, limit: ReadLimit) throws(FileSystemError) -> [UInt8] {
        guard folders.contains(where: { path.hasPrefix($0) }) else { return try base.readFile(path, limit: limit) }
        if let bytes = lock.withLock({ firstReads[path] }) {
            guard bytes.count <= limit.bytes else { throw limit.refusal(path, size: bytes.count) }
            return bytes
        }
        let bytes = try base.readFile(path, limit: limit)
        return lock.withLock {
            if let first = firstReads[path] { return first }
            firstReads[path] = bytes
            return bytes
        }
    }
}
