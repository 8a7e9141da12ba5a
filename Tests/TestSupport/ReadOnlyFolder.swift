import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder made read-only for real while this lives: with `chmod a-w` where permissions
/// bind this process, or, for root (whom they do not bind, and CI runs as root), with a
/// read-only bind mount of the folder on itself. nil where neither works (root without
/// CAP_SYS_ADMIN in a container).
package final class ReadOnlyFolder {
    package let path: String
    private let isMounted: Bool

    package init?(_ path: String) {
        self.path = path
        if geteuid() == 0 {
            guard Self.mount(["--bind", path, path]) else { return nil }
            guard Self.mount(["-o", "remount,bind,ro", path, path]) else {
                Self.unmount(path)
                return nil
            }
            isMounted = true
        } else {
            guard chmod(path, 0o555) == 0 else { return nil }
            isMounted = false
        }
        guard access(path, W_OK) != 0 else {
            Self.restore(path, isMounted: isMounted)
            return nil
        }
    }

    /// True where a folder can be made read-only, for `.enabled(if:)`.
    package static var canMake: Bool {
        guard let folder = try? TemporaryFolder() else { return false }
        return ReadOnlyFolder(folder.path) != nil
    }

    deinit {
        Self.restore(path, isMounted: isMounted)
    }

    private static func restore(_ path: String, isMounted: Bool) {
        if isMounted {
            unmount(path)
        } else {
            chmod(path, 0o755)
        }
    }

    private static func mount(_ arguments: [String]) -> Bool {
        (try? ProcessRunner.run("/bin/mount", arguments))?.status == 0
    }

    private static func unmount(_ path: String) {
        _ = try? ProcessRunner.run("/bin/umount", [path])
    }
}
