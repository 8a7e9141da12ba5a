import Foundation
@testable import GenKit
import Testing

/// `gen module --watch`'s loop over scripted files, runs and sleeps: every interleaving of a
/// save with a look and a run.
@Suite struct WatchLoopTests {
    /// Files in memory, stamped with a counter that every save moves on; a run records what it saw.
    final class Script: @unchecked Sendable {
        private let lock = NSLock()
        private var files: [String: Int] = ["gen.yml": 0, "samples/home.json": 0]
        private var saves = 0
        private(set) var runs: [[String: Int]] = []
        private(set) var looks = 0
        let stop = StopRequest()
        var duringRun: [Int: () -> Void] = [:]

        func save(_ path: String) {
            lock.withLock {
                saves += 1
                files[path] = saves
            }
        }

        func remove(_ path: String) {
            lock.withLock { _ = files.removeValue(forKey: path) }
        }

        func look(_ watched: [String]) -> [String: FileStamp] {
            lock.withLock {
                looks += 1
                var stamps: [String: FileStamp] = [:]
                for (path, stamp) in files where watched.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) {
                    stamps[path] = FileStamp(modified: Date(timeIntervalSince1970: Double(stamp)), size: 1, fileNumber: 1)
                }
                return stamps
            }
        }

        func regenerate() -> [String] {
            let number = lock.withLock {
                runs.append(files)
                return runs.count
            }
            duringRun[number]?()
            return ["gen.yml", "samples"]
        }
    }

    private func watch(_ script: Script, sleeps: [Int: @Sendable () -> Void]) {
        let clock = ScriptedClock(onSleep: sleeps)
        WatchLoop(
            interval: .milliseconds(100),
            clock: clock,
            isStopped: { script.stop.isRequested },
            look: script.look,
            inputs: ["gen.yml", "samples"],
            regenerate: script.regenerate
        ).run()
    }

    @Test func aSaveDuringTheFirstRunMakesAnotherRunAfterIt() {
        let script = Script()
        script.duringRun[1] = { script.save("samples/home.json") }
        watch(script, sleeps: [3: { script.stop.request() }])
        #expect(script.runs.count == 2)
    }

    @Test func aSaveDuringARunMakesAnotherRunAfterIt() {
        let script = Script()
        script.duringRun[2] = { script.save("samples/home.json") }
        watch(script, sleeps: [1: { script.save("gen.yml") }, 5: { script.stop.request() }])
        #expect(script.runs.count == 3)
        #expect(script.runs[2]["samples/home.json"] == 2)
    }

    @Test func twoSavesBetweenTwoLooksMakeOneRun() {
        let script = Script()
        watch(script, sleeps: [
            1: { script.save("gen.yml"); script.save("samples/home.json") },
            4: { script.stop.request() },
        ])
        #expect(script.runs.count == 2)
        #expect(script.runs[1] == ["gen.yml": 1, "samples/home.json": 2])
    }

    @Test func aSampleAddedOrRemovedMakesARun() {
        let script = Script()
        watch(script, sleeps: [
            1: { script.save("samples/cart.json") },
            3: { script.remove("samples/cart.json") },
            5: { script.stop.request() },
        ])
        #expect(script.runs.count == 3)
        #expect(script.runs[1]["samples/cart.json"] == 1)
        #expect(script.runs[2]["samples/cart.json"] == nil)
    }

    @Test func aFileOutsideTheInputsMakesNoRun() {
        let script = Script()
        watch(script, sleeps: [1: { script.save("Jacob/Model/Home.swift") }, 3: { script.stop.request() }])
        #expect(script.runs.count == 1)
    }

    @Test func aStopDuringAWaitEndsTheLoopWithoutAnotherLook() {
        let script = Script()
        watch(script, sleeps: [2: { script.save("gen.yml"); script.stop.request() }])
        #expect(script.runs.count == 1)
        #expect(script.looks == 2)
    }

    @Test func aStopDuringARunEndsTheLoopAfterIt() {
        let script = Script()
        script.duringRun[2] = { script.save("samples/home.json"); script.stop.request() }
        watch(script, sleeps: [1: { script.save("gen.yml") }])
        #expect(script.runs.count == 2)
    }
}
