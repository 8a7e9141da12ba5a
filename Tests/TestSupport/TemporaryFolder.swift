import Foundation

/// A fresh folder under the system's temporary folder, removed when the test ends.
package final class TemporaryFolder: Sendable {
    package let path: String

    package init() throws {
        path = Self.root + "/gen-tests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Where the tests' folders go: `TMPDIR` when it is set, or else `/dev/shm` where there is
    /// one with 2 GB free (a container's is often 64 MB), a file system in memory: the tests
    /// create and delete tens of thousands of files a run, and on a disk (ext4) finding a free
    /// inode among recently deleted ones cost the kernel about 3 s of processor time a run.
    package static let root: String = {
        if let chosen = ProcessInfo.processInfo.environment["TMPDIR"], !chosen.isEmpty {
            return chosen
        }
        let memory = "/dev/shm"
        let free = (try? FileManager.default.attributesOfFileSystem(forPath: memory))?[.systemFreeSize] as? NSNumber
        if FileManager.default.isWritableFile(atPath: memory), let free, free.int64Value >= 2_000_000_000 {
            return memory
        }
        return FileManager.default.temporaryDirectory.path
    }()

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// A folder for what a suite makes once and its tests only read, kept in a `static`:
    /// statics are never released, so it is removed when the test process exits.
    package static func keptUntilExit() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        FoldersRemovedAtExit.shared.add(folder.path)
        return folder
    }
}

private final class FoldersRemovedAtExit: @unchecked Sendable {
    static let shared: FoldersRemovedAtExit = {
        atexit { FoldersRemovedAtExit.shared.removeAll() }
        return FoldersRemovedAtExit()
    }()

    private let lock = NSLock()
    private var paths: [String] = []

    func add(_ path: String) {
        lock.withLock { paths.append(path) }
    }

    func removeAll() {
        for path in lock.withLock({ paths }) {
            try? FileManager.default.removeItem(atPath: path)
        }
    }
}

extension TemporaryFolder {
    /// Writes `text` at `relativePath`, creating the folders on the way.
    package func write(_ text: String, to relativePath: String) throws {
        try write(Data(text.utf8), to: relativePath)
    }

    package func write(_ data: Data, to relativePath: String) throws {
        let url = URL(fileURLWithPath: path + "/" + relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    package func read(_ relativePath: String) throws -> String {
        try String(contentsOfFile: path + "/" + relativePath, encoding: .utf8)
    }

    /// Runs the built `gen` executable, as a separate process, with this folder (or
    /// `subfolder` of it) as the working directory: for what only a process shows (exit
    /// status, streams, signals). Its summary lines say `in 38 ms` (`GEN_TEST_ELAPSED_MS`),
    /// so tests compare output exactly.
    package func genProcess(_ arguments: [String], in subfolder: String? = nil, environment: [String: String?] = [:]) throws -> ProcessResult {
        let fixedClock: [String: String?] = ["GEN_TEST_ELAPSED_MS": "38"]
        return try ProcessRunner.run(
            ProcessRunner.genExecutable,
            arguments,
            in: subfolder.map { path + "/" + $0 } ?? path,
            environment: fixedClock.merging(environment) { $1 }
        )
    }

    package func genProcess(_ arguments: String...) throws -> ProcessResult {
        try genProcess(arguments)
    }
}
