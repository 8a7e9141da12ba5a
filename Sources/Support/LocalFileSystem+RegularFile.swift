#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// The check every read makes before it reads: the path (links followed) is a regular file
/// no larger than the limit. It asks `stat` first and opens with `O_NONBLOCK`, then asks
/// `fstat` of what was opened, so a FIFO is never waited on, even one put in the file's
/// place between the two calls.
extension LocalFileSystem {
    /// Why `path` could not be read, from `errno`: a path that is not there, or not allowed,
    /// is said so rather than "cannot read the file".
    static func unreadable(_ path: String) -> FileSystemError {
        switch errno {
        case ENOENT, ENOTDIR: FileSystemError(path: path, reason: "does not exist")
        case EACCES: FileSystemError(path: path, reason: "cannot read the file: permission denied")
        default: FileSystemError(path: path, reason: "cannot read the file")
        }
    }

    /// Opens `path` for reading once it is known to be a regular file within `limit`; the
    /// descriptor and the file's size. `O_NONBLOCK` stays set: it changes nothing for a
    /// regular file, which is all this returns.
    static func openRegularFile(_ path: String, limit: ReadLimit) throws(FileSystemError) -> (descriptor: Int32, size: Int) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw unreadable(path)
        }
        try check(status, path: path, limit: limit)
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw unreadable(path)
        }
        do throws(FileSystemError) {
            guard fstat(descriptor, &status) == 0 else {
                throw FileSystemError(path: path, reason: "cannot read the file")
            }
            try check(status, path: path, limit: limit)
        } catch {
            close(descriptor)
            throw error
        }
        return (descriptor, max(Int(status.st_size), 0))
    }

    private static func check(_ status: stat, path: String, limit: ReadLimit) throws(FileSystemError) {
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            let size = Int(clamping: status.st_size)
            guard size <= limit.bytes else { throw limit.refusal(path, size: size) }
        case S_IFDIR: throw FileSystemError(path: path, reason: "is a folder, not a file")
        case S_IFIFO: throw SpecialFile.fifo.refusal(path)
        case S_IFCHR: throw SpecialFile.characterDevice.refusal(path)
        case S_IFBLK: throw SpecialFile.blockDevice.refusal(path)
        case S_IFSOCK: throw SpecialFile.socket.refusal(path)
        default: throw FileSystemError(path: path, reason: "is not a regular file; gen reads its inputs only from regular files")
        }
    }
}
