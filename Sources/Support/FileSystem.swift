internal import Foundation
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// The file operations the generator needs, so tests can run against a temporary folder
/// or a fake.
package protocol FileSystem: Sendable {
    /// Follows symbolic links.
    func kind(of path: String) -> FileKind?
    func isSymbolicLink(_ path: String) -> Bool
    /// The absolute path of `path` with every symbolic link followed and no `.` or `..`;
    /// nil when it does not exist.
    func realPath(_ path: String) -> String?
    func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String]
    /// Reads only a regular file (links followed) of at most `limit` bytes: a FIFO, a device
    /// or a socket is refused without blocking on it, and so is a larger file.
    func readFile(_ path: String, limit: ReadLimit) throws(FileSystemError) -> [UInt8]
    /// Writes through a temporary file and a rename, creating missing parent folders.
    func writeFile(_ path: String, contents: [UInt8]) throws(FileSystemError)
    func removeFile(_ path: String) throws(FileSystemError)
    /// Creates `path`, which must not exist yet, in a folder that exists, without a
    /// temporary file: a file that appears between a check and this call is never
    /// overwritten (`O_CREAT | O_EXCL`).
    func createNewFile(_ path: String, contents: [UInt8]) throws(FileSystemError)
    /// Creates `folder` and any missing folder above it.
    func createFolder(_ folder: String) throws(FileSystemError)
    /// Removes `folder` when it is empty; leaves it otherwise.
    func removeEmptyFolder(_ folder: String)
    /// The longest file name, in bytes, that the file system holding `path` (or the nearest
    /// folder above it that exists) accepts.
    func nameLimit(at path: String) -> Int
    /// The longest path, in bytes, that the operating system accepts for `path`'s file system.
    func pathLimit(at path: String) -> Int
    /// The bytes an unprivileged process can still write there, when the system tells.
    func availableBytes(at path: String) -> Int?
    /// Whether this process may write `path`: the file, or files in the folder, that is
    /// there, or else files in the nearest folder above it that exists (where a write
    /// creates the missing folders). A folder or file made read-only, a read-only mount and
    /// an immutable file all count.
    func isWritable(at path: String) -> Bool
    /// Takes an exclusive lock on `folder`, creating it and any missing folder above it,
    /// and holds it until the lock is released. When another process holds it, `waiting`
    /// is called once and the call blocks until that process lets go.
    func lockFolder(_ folder: String, waiting: () -> Void) throws(FileSystemError) -> FolderLock
}

extension FileSystem {
    /// A file that is none of the inputs `ReadLimit` names.
    package func readFile(_ path: String) throws(FileSystemError) -> [UInt8] {
        try readFile(path, limit: .other)
    }
}

package enum FileKind: Sendable {
    case file
    case directory
}

package struct FileSystemError: Error, Sendable, Equatable {
    package var path: String
    package var reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}

/// The real file system, through Foundation.
package struct LocalFileSystem: FileSystem {
    package init() {}

    /// Asks `stat` (links followed) directly: a module run asks this of every file it reads.
    package func kind(of path: String) -> FileKind? {
        var information = stat()
        guard stat(path, &information) == 0 else { return nil }
        return information.st_mode & S_IFMT == S_IFDIR ? .directory : .file
    }

    package func isSymbolicLink(_ path: String) -> Bool {
        var information = stat()
        return lstat(path, &information) == 0 && information.st_mode & S_IFMT == S_IFLNK
    }

    package func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    package func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw FileSystemError(path: path, reason: "cannot list the folder (\(Self.describe(error)))")
        }
    }

    /// Reads with `read(2)` straight into the array, sized by `fstat` (and grown if the file
    /// grows meanwhile, up to the limit), so a large sample is never held twice.
    package func readFile(_ path: String, limit: ReadLimit) throws(FileSystemError) -> [UInt8] {
        let (descriptor, expected) = try Self.openRegularFile(path, limit: limit)
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: expected + 1)
        var filled = 0
        while true {
            if filled == bytes.count {
                guard filled <= limit.bytes else { throw limit.refusal(path, size: filled) }
                bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, limit.bytes + 1 - filled)))
            }
            let result = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
            }
            if result == 0 { break }
            if result < 0 {
                if errno == EINTR { continue }
                throw FileSystemError(path: path, reason: "cannot read the file")
            }
            filled += result
        }
        guard filled <= limit.bytes else { throw limit.refusal(path, size: filled) }
        bytes.removeLast(bytes.count - filled)
        return bytes
    }

    /// Writes a temporary file beside `path` and renames it over `path`, so a reader (or a
    /// failure half-way) sees either the old file or the new one, never a torn one. The
    /// folder is `path`'s as the system resolves it (not `URL`'s, which drops `x/..`
    /// lexically and would put the temporary file elsewhere when `x` is a link). The folder
    /// is created only when the system says it is missing: a module's files mostly go into
    /// folders that exist, and asking first cost several calls per file.
    package func writeFile(_ path: String, contents: [UInt8]) throws(FileSystemError) {
        let folder = Paths.directory(of: path)
        let temporary = Paths.join(folder, GenFileNames.temporary(for: Paths.fileName(of: path), unique: TemporaryNames.shared.next()))
        var failure = Self.create(temporary, contents: contents)
        if failure?.code == ENOENT {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw FileSystemError(path: path, reason: "cannot write the file (\(Self.describe(error)))")
            }
            failure = Self.create(temporary, contents: contents)
        }
        if let reason = failure?.reason {
            unlink(temporary)
            throw FileSystemError(path: path, reason: "cannot write the file (\(reason))")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw FileSystemError(path: path, reason: "cannot replace the file (\(reason))")
        }
    }

    /// Creates `path`, which must not exist, holding `contents`; the system's error number
    /// and reason when it fails.
    private static func create(_ path: String, contents: [UInt8]) -> (code: Int32, reason: String)? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return (errno, String(cString: strerror(errno))) }
        var written = 0
        while written < contents.count {
            let result = contents.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
            }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else {
                let failure = (errno, String(cString: strerror(errno)))
                close(descriptor)
                return failure
            }
            written += result
        }
        return close(descriptor) == 0 ? nil : (errno, String(cString: strerror(errno)))
    }

    package func removeFile(_ path: String) throws(FileSystemError) {
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            throw FileSystemError(path: path, reason: "cannot remove the file (\(Self.describe(error)))")
        }
    }

    package func createNewFile(_ path: String, contents: [UInt8]) throws(FileSystemError) {
        guard let (code, reason) = Self.create(path, contents: contents) else { return }
        guard code != EEXIST else {
            throw FileSystemError(path: path, reason: "already exists; gen never overwrites it")
        }
        if kind(of: path) == .file {
            unlink(path)
        }
        throw FileSystemError(path: path, reason: "cannot write the file (\(reason))")
    }

    package func createFolder(_ folder: String) throws(FileSystemError) {
        guard kind(of: folder) != .directory else { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw FileSystemError(path: folder, reason: "cannot create the folder (\(Self.describe(error)))")
        }
    }

    package func removeEmptyFolder(_ folder: String) {
        rmdir(folder)
    }

    static func describe(_ error: any Error) -> String {
        (error as NSError).localizedDescription
    }
}
