import Foundation

/// Creates files that must not exist yet, with `O_CREAT | O_EXCL`, so that a file appearing
/// between gen import's check and its write is still never overwritten. Without the
/// temporary file and rename of `LocalFileSystem.writeFile`: a capture's thousands
/// of samples are new files, and a torn one is no worse than a missing one.
enum ExclusiveFileWriter {
    struct Failure: Error, Sendable {
        var path: String
        var reason: String
    }

    static func createFolder(_ folder: String) throws(Failure) {
        guard !FileManager.default.fileExists(atPath: folder) else { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(path: folder, reason: "cannot create the folder")
        }
    }

    /// Creates the file in a folder that exists.
    static func create(_ path: String, contents: [UInt8]) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            throw Failure(path: path, reason: errno == EEXIST ? "already exists; gen import never overwrites a file" : String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var written = 0
        while written < contents.count {
            let result = contents.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return write(descriptor, base + written, buffer.count - written)
            }
            guard result > 0 else {
                throw Failure(path: path, reason: String(cString: strerror(errno)))
            }
            written += result
        }
    }
}
