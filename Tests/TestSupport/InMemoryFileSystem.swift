import Foundation
import Support

/// A file system held in memory, for tests of code that reads and writes through
/// `FileSystem`: folders exist where files are under them or where `makeFolder` made them,
/// and every write and removal is logged in order.
package final class InMemoryFileSystem: FileSystem, @unchecked Sendable {
    package enum Operation: Equatable, Sendable {
        case write(String)
        case remove(String)
        case lock(String)
        case unlock(String)
    }

    private let lock = NSLock()
    private var files: [String: [UInt8]] = [:]
    private var readLog: [String] = []
    private var folders: Set<String> = []
    private var links: Set<String> = []
    private var specials: [String: SpecialFile] = [:]
    private var failing: Set<String> = []
    private var readOnly: Set<String> = []
    private var operationsLeft = Int.max
    private var log: [Operation] = []

    /// What `nameLimit(at:)`, `pathLimit(at:)` and `availableBytes(at:)` answer everywhere;
    /// set before the file system is used.
    package var nameLimit = 255
    package var pathLimit = 4096
    package var availableBytes: Int?

    package init(_ files: [String: String] = [:]) {
        self.files = files.mapValues { Array($0.utf8) }
    }

    /// What was written or removed, in order.
    package var operations: [Operation] { locked { log } }
    /// Every path read with `readFile`, in order.
    package var reads: [String] { locked { readLog } }

    /// Every file path, sorted.
    package var paths: [String] { locked { files.keys.sorted() } }

    package func text(_ path: String) -> String? {
        locked { files[path].map { String(decoding: $0, as: UTF8.self) } }
    }

    package func setText(_ text: String, at path: String) {
        locked { files[path] = Array(text.utf8) }
    }

    package func makeFolder(_ path: String) {
        _ = locked { folders.insert(path) }
    }

    /// Marks `path` as a symbolic link; it reports the kind of whatever else is there.
    package func makeSymbolicLink(_ path: String) {
        _ = locked { links.insert(path) }
    }

    /// Puts a FIFO, a device or a socket at `path`, in place of any file there: it is no
    /// folder, and reading it is refused as the real file system refuses it.
    package func makeSpecialFile(_ path: String, _ special: SpecialFile) {
        locked {
            files[path] = nil
            specials[path] = special
        }
    }

    /// Makes every later write to `path` fail.
    package func failWrites(to path: String) {
        _ = locked { failing.insert(path) }
    }

    /// Makes the folder or file at `path` read-only, as `chmod a-w` does for a process that
    /// is not root: no file in that folder can be written or removed, nor a folder made in
    /// it; that file cannot be written.
    package func makeReadOnly(_ path: String) {
        _ = locked { readOnly.insert(path) }
    }

    /// Lets `count` more writes and removals through and fails every later one, as if the
    /// process had been killed there.
    package func stop(afterOperations count: Int) {
        locked { operationsLeft = count }
    }

    package func kind(of path: String) -> FileKind? {
        locked {
            if files[path] != nil || specials[path] != nil { return .file }
            if path == "." { return .directory }
            if folders.contains(path) || files.keys.contains(where: { $0.hasPrefix(path + "/") }) || folders.contains(where: { $0.hasPrefix(path + "/") }) {
                return .directory
            }
            return nil
        }
    }

    package func isSymbolicLink(_ path: String) -> Bool {
        locked { links.contains(path) }
    }

    /// `path` itself when something is there: links here are markers, not redirections.
    package func realPath(_ path: String) -> String? {
        kind(of: path) == nil ? nil : path
    }

    package func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String] {
        guard kind(of: path) == .directory else {
            throw FileSystemError(path: path, reason: "cannot list the folder (no such folder)")
        }
        return locked {
            let prefix = path == "." ? "" : path + "/"
            let children = (Array(files.keys) + Array(specials.keys) + Array(folders))
                .filter { $0.hasPrefix(prefix) }
                .compactMap { $0.dropFirst(prefix.count).split(separator: "/").first.map(String.init) }
            return Array(Set(children)).sorted()
        }
    }

    package func readFile(_ path: String, limit: ReadLimit) throws(FileSystemError) -> [UInt8] {
        let (bytes, special) = locked { () -> ([UInt8]?, SpecialFile?) in
            readLog.append(path)
            return (files[path], specials[path])
        }
        if let special { throw special.refusal(path) }
        guard let bytes else {
            throw FileSystemError(path: path, reason: "does not exist")
        }
        guard bytes.count <= limit.bytes else { throw limit.refusal(path, size: bytes.count) }
        return bytes
    }

    package func writeFile(_ path: String, contents: [UInt8]) throws(FileSystemError) {
        if !isWritable(at: path) || !isWritable(at: Paths.directory(of: path)) {
            throw FileSystemError(path: path, reason: "cannot write the file (Permission denied)")
        }
        let failed: Bool = locked {
            guard !failing.contains(path), operationsLeft > 0 else { return true }
            operationsLeft -= 1
            files[path] = contents
            specials[path] = nil
            log.append(.write(path))
            return false
        }
        if failed {
            throw FileSystemError(path: path, reason: "cannot write the file (disk full)")
        }
    }

    package func removeFile(_ path: String) throws(FileSystemError) {
        if !isWritable(at: Paths.directory(of: path)) {
            throw FileSystemError(path: path, reason: "cannot remove the file (Permission denied)")
        }
        let removed: Bool = locked {
            guard operationsLeft > 0, files.removeValue(forKey: path) != nil else { return false }
            operationsLeft -= 1
            log.append(.remove(path))
            return true
        }
        if !removed {
            throw FileSystemError(path: path, reason: "cannot remove the file (no such file)")
        }
    }

    package func createNewFile(_ path: String, contents: [UInt8]) throws(FileSystemError) {
        guard kind(of: path) == nil else {
            throw FileSystemError(path: path, reason: "already exists; gen never overwrites it")
        }
        try writeFile(path, contents: contents)
    }

    package func createFolder(_ folder: String) throws(FileSystemError) {
        makeFolder(folder)
    }

    package func removeEmptyFolder(_ folder: String) {
        locked {
            let prefix = folder + "/"
            if !files.keys.contains(where: { $0.hasPrefix(prefix) }), !folders.contains(where: { $0.hasPrefix(prefix) }) {
                folders.remove(folder)
            }
        }
    }

    package func nameLimit(at path: String) -> Int {
        nameLimit
    }

    package func pathLimit(at path: String) -> Int {
        pathLimit
    }

    package func availableBytes(at path: String) -> Int? {
        availableBytes
    }

    package func isWritable(at path: String) -> Bool {
        var existing = path
        while kind(of: existing) == nil, existing != ".", existing != "/" {
            existing = Paths.directory(of: existing)
        }
        return locked { !readOnly.contains(existing) }
    }

    /// Makes the folder and logs the lock; nothing else in one process contends for it.
    package func lockFolder(_ folder: String, waiting: () -> Void) throws(FileSystemError) -> FolderLock {
        locked {
            folders.insert(folder)
            log.append(.lock(folder))
        }
        return FolderLock { [weak self] in
            guard let self else { return }
            self.locked { self.log.append(.unlock(folder)) }
        }
    }

    private func locked<Result>(_ body: () -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
