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
        guard statvfs(missingFolders(path).existing, &status) == 0 else { return nil }
        let (bytes, overflow) = Int(clamping: status.f_bavail).multipliedReportingOverflow(by: Int(clamping: status.f_frsize))
        return overflow ? Int.max : bytes
    }

    /// `access(W_OK)`, which also refuses root a read-only mount or an immutable file.
    package func isWritable(at path: String) -> Bool {
        access(missingFolders(path).existing, W_OK) == 0
    }

    private func limit(of path: String, _ name: Int32, otherwise fallback: Int) -> Int {
        let value = pathconf(missingFolders(path).existing, name)
        return value > 0 ? value : fallback
    }
}
