import Foundation
import Support
import Testing
import TestSupport

/// The module folder's lock on the real file system: it keeps a second holder waiting, and
/// a folder that taking it created goes away again while still empty.
@Suite struct FolderLockTests {
    @Test func aSecondHolderWaitsUntilTheFirstLetsGo() async throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/Jacob"
        let fileSystem = LocalFileSystem()
        let first = try fileSystem.lockFolder(path) { Issue.record("the first holder waited") }
        let waited = Flag()
        let acquired = Flag()
        let second = Thread {
            let lock = try? fileSystem.lockFolder(path) { waited.set() }
            acquired.set()
            lock?.release()
        }
        second.start()
        #expect(await waited.becomesSet(within: 10))
        try await Task.sleep(nanoseconds: 200_000_000)
        #expect(!acquired.isSet)
        first.release()
        #expect(await acquired.becomesSet(within: 10))
    }

    @Test func foldersTheLockCreatedGoAwayWhenStillEmpty() throws {
        let folder = try TemporaryFolder()
        let fileSystem = LocalFileSystem()
        let lock = try fileSystem.lockFolder(folder.path + "/Modules/Jacob") {}
        #expect(fileSystem.kind(of: folder.path + "/Modules/Jacob") == .directory)
        lock.release()
        #expect(fileSystem.kind(of: folder.path + "/Modules") == nil)

        let kept = try fileSystem.lockFolder(folder.path + "/Modules/Jacob") {}
        try fileSystem.writeFile(folder.path + "/Modules/Jacob/.gen.lock", contents: Array("module Jacob\n".utf8))
        kept.release()
        #expect(fileSystem.kind(of: folder.path + "/Modules/Jacob/.gen.lock") == .file)
    }

    @Test func aPathThroughDotDotIsLockedAndCleanedUp() throws {
        let folder = try TemporaryFolder()
        let fileSystem = LocalFileSystem()
        let lock = try fileSystem.lockFolder(folder.path + "/x/../y") {}
        #expect(fileSystem.kind(of: folder.path + "/y") == .directory)
        #expect(fileSystem.nameLimit(at: folder.path + "/z/../w/v") == 255)
        lock.release()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }

    @Test func limitsAreAskedOfTheNearestFolderThatExists() throws {
        let folder = try TemporaryFolder()
        let fileSystem = LocalFileSystem()
        #expect(fileSystem.nameLimit(at: folder.path + "/not/yet") == 255)
        #expect(fileSystem.pathLimit(at: folder.path + "/not/yet") >= 1024)
        #expect((fileSystem.availableBytes(at: folder.path + "/not/yet") ?? 0) > 0)
    }
}

/// Set once from any thread; awaited by polling, so a test never blocks its executor.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }

    func becomesSet(within seconds: Double) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !isSet, Date() < deadline {
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        return isSet
    }
}
