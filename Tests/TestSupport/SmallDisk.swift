import Foundation

/// A tmpfs of a few kilobytes mounted on a fresh temporary folder, to fill a disk for real;
/// nil where this process may not mount (not root, or no CAP_SYS_ADMIN in a container).
package final class SmallDisk {
    package let path: String

    package init?(kilobytes: Int) {
        path = TemporaryFolder.root + "/gen-disk-\(UUID().uuidString)"
        guard (try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)) != nil,
              (try? ProcessRunner.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", path]))?.status == 0
        else {
            try? FileManager.default.removeItem(atPath: path)
            return nil
        }
    }

    /// True where a small disk can be mounted, for `.enabled(if:)`.
    package static var canMount: Bool {
        SmallDisk(kilobytes: 4) != nil
    }

    deinit {
        _ = try? ProcessRunner.run("/bin/umount", [path])
        try? FileManager.default.removeItem(atPath: path)
    }
}
