internal import Foundation

/// An exclusive lock on a module folder, held from when a run starts reading the folder
/// until it has written its lock file, so that two runs on one module never interleave.
/// Released once, by `release()` or when the value goes away.
/// Unchecked: `guardian` guards every `var`; `Mutex`, the checked alternative, needs macOS 15 and gen supports macOS 13.
package final class FolderLock: @unchecked Sendable {
    private let guardian = NSLock()
    private var unlock: (@Sendable () -> Void)?

    /// - Parameter unlock: lets go of the lock and removes the folders taking it created, if
    ///   they are still empty (a run that failed before writing leaves no empty folder).
    package init(unlock: @escaping @Sendable () -> Void) {
        self.unlock = unlock
    }

    package func release() {
        guardian.lock()
        let pending = unlock
        unlock = nil
        guardian.unlock()
        pending?()
    }

    deinit {
        release()
    }
}
