#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// `flock` on the module folder itself: no extra file to leave behind, and the system
/// lets go when the process ends, however it ends.
extension LocalFileSystem {
    package func lockFolder(_ folder: String, waiting: () -> Void) throws(FileSystemError) -> FolderLock {
        var announced = false
        while true {
            let created = missingFolders(folder).missing
            try createFolder(folder)
            let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard descriptor >= 0 else {
                throw FileSystemError(path: folder, reason: "cannot open the folder to lock it (\(String(cString: strerror(errno))))")
            }
            if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                guard errno == EWOULDBLOCK else {
                    close(descriptor)
                    throw FileSystemError(path: folder, reason: "cannot lock the folder (\(String(cString: strerror(errno))))")
                }
                if !announced {
                    waiting()
                    announced = true
                }
                while flock(descriptor, LOCK_EX) != 0 {
                    guard errno == EINTR else {
                        close(descriptor)
                        throw FileSystemError(path: folder, reason: "cannot lock the folder (\(String(cString: strerror(errno))))")
                    }
                }
            }
            if Self.isStill(folder, descriptor) {
                return FolderLock {
                    for path in created.reversed() {
                        rmdir(path)
                    }
                    close(descriptor)
                }
            }
            close(descriptor)
        }
    }

    /// True when `folder` still names the folder `descriptor` holds: the run that held the
    /// lock before may have created the folder and removed it again, empty, on failure.
    private static func isStill(_ folder: String, _ descriptor: Int32) -> Bool {
        var held = stat()
        var current = stat()
        guard fstat(descriptor, &held) == 0, lstat(folder, &current) == 0 else { return false }
        return held.st_ino == current.st_ino && held.st_dev == current.st_dev
    }
}
