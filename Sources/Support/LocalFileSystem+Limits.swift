internal import Foundation
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// What the file system allows, asked of the nearest folder that exists, so that a run can
/// check every name and its size before it writes anything.
extension LocalFileSystem {
    package func nameLimit(at path: String) -> Int {
        limit(of: path, Int32(_PC_NAME_MAX), otherwise: 255)
    }

    package func pathLimit(at path: String) -> Int {
        limit(of: path, Int32(_PC_PATH_MAX), otherwise: 1024)
    }

    package func availableBytes(at path: String) -> Int? {
        var status = statvfs()
        guard statvfs(Self.nearestExisting(path), &status) == 0 else { return nil }
        let (bytes, overflow) = Int(clamping: status.f_bavail).multipliedReportingOverflow(by: Int(clamping: status.f_frsize))
        return overflow ? Int.max : bytes
    }

    /// `access(W_OK)`, which also refuses root a read-only mount or an immutable file.
    package func isWritable(at path: String) -> Bool {
        access(Self.nearestExisting(path), W_OK) == 0
    }

    private func limit(of path: String, _ name: Int32, otherwise fallback: Int) -> Int {
        let value = pathconf(Self.nearestExisting(path), name)
        return value > 0 ? value : fallback
    }

    /// `path`, or the nearest folder above it that exists.
    static func nearestExisting(_ path: String) -> String {
        missingFolders(path).existing
    }

    /// The folders on the way to `path` that do not exist yet, from the top down, and the
    /// nearest one that does. (Not `NSString.deletingLastPathComponent`, which traps on
    /// `x/../y` in this Foundation.)
    static func missingFolders(_ path: String) -> (missing: [String], existing: String) {
        var missing: [String] = []
        var candidate = path
        while !FileManager.default.fileExists(atPath: candidate) {
            missing.insert(candidate, at: 0)
            let parent = Paths.directory(of: candidate)
            if parent == candidate { break }
            candidate = parent
        }
        return (missing, candidate)
    }
}
