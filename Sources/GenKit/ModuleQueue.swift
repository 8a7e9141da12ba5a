import Foundation

/// Runs the modules of `--all` on all cores, each worker taking the next folder in path
/// order, and hands each result to `show` in path order as soon as every module before it
/// has finished, so the output is the same whichever module finishes first.
/// Unchecked: `lock` guards every `var`; `Mutex`, the checked alternative, needs macOS 15 and gen supports macOS 13.
final class ModuleQueue: @unchecked Sendable {
    private let lock = NSLock()
    private let folders: [String]
    private let progress: ProgressMeter
    private let show: (WorkspaceModule) -> Void
    private var started = 0
    private var shown = 0
    private var results: [WorkspaceModule?]

    /// - Parameter show: called under the queue's lock, one module at a time.
    init(folders: [String], progress: ProgressMeter, show: @escaping (WorkspaceModule) -> Void) {
        self.folders = folders
        self.progress = progress
        self.show = show
        results = Array(repeating: nil, count: folders.count)
    }

    func run(_ body: @Sendable (String) -> WorkspaceModule) -> [WorkspaceModule] {
        let workers = min(ProcessInfo.processInfo.activeProcessorCount, folders.count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = next() {
                finish(index, body(folders[index]))
            }
        }
        progress.clear()
        return results.compactMap { $0 }
    }

    private func next() -> Int? {
        lock.withLock {
            guard started < folders.count else { return nil }
            started += 1
            return started - 1
        }
    }

    private func finish(_ index: Int, _ module: WorkspaceModule) {
        lock.withLock {
            results[index] = module
            progress.interrupting {
                while shown < results.count, let ready = results[shown] {
                    show(ready)
                    shown += 1
                }
            }
            progress.advance()
        }
    }
}
