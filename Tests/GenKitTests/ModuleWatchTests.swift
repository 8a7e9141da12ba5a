import Foundation
@testable import GenKit
import Testing
import TestSupport

/// `gen module --watch` in this process, on a real folder, with sleeps that edit files.
@Suite struct ModuleWatchTests {
    let output = CollectedText()
    let errors = CollectedText()

    private func watch(_ folder: TemporaryFolder, sleeps: [Int: @Sendable () -> Void]) -> GenKit.ExitStatus {
        let invocation = ModuleInvocation(options: ModuleOptions(), writeMode: WriteMode(), style: OutputStyle(), watch: true)
        return invocation.run(in: TinyModule.environment(folder, output: output, errors: errors, clock: ScriptedClock(onSleep: sleeps), stop: stop))
    }

    let stop = StopRequest()

    /// Writes as a test's sleep does, from a closure that cannot hold the folder itself.
    private static func save(_ root: String, _ text: String, to path: String) {
        _ = FileManager.default.createFile(atPath: root + "/" + path, contents: Data(text.utf8))
    }

    @Test func aBrokenManifestIsReportedAndTheNextSaveRecovers() throws {
        let folder = try TemporaryFolder()
        try TinyModule.write("Tiny", in: folder)
        let manifest = try folder.read("gen.yml")
        let root = folder.path
        let status = watch(folder, sleeps: [
            1: { Self.save(root, "module: [\n", to: "gen.yml") },
            3: { Self.save(root, #"{"id": 2}"#, to: "samples/cart.json") },
            5: { Self.save(root, manifest, to: "gen.yml") },
            7: { stop.request() },
        ])
        #expect(status == .success)
        #expect(output.text == """
        created   Tiny/Home.txt
        1 created in 38 ms
        created   Tiny/Cart.txt
        API changes (1 breaking):
          Cart  (new endpoint, breaking: exhaustive switches)
          Cart  (new type)
        1 unchanged, 1 created in 38 ms

        """)
        #expect(errors.text.contains("gen.yml:1:9: error: this list is never closed"))
        #expect(errors.text.components(separatedBy: "error:").count == 3, "\(errors.text)")
        #expect(try folder.read("Tiny/Cart.txt") == "Cart\n")
    }

    @Test func aTemplateSavedMakesARun() throws {
        let folder = try TemporaryFolder()
        try TinyModule.write("Tiny", in: folder)
        let root = folder.path
        _ = watch(folder, sleeps: [
            1: { Self.save(root, "{{ endpoint.name }}!\n", to: "set/P.stencil") },
            3: { stop.request() },
        ])
        #expect(try folder.read("Tiny/Home.txt") == "Home!\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Tiny").sorted() == [".gen.lock", "Home.txt"])
    }

    /// A sample replaced by a FIFO blocked the next run's read for ever, and Ctrl-C, taken
    /// only between runs, never stopped the watch: the run now refuses the FIFO and the
    /// stop is seen.
    @Test func aSampleReplacedByAFIFOIsRefusedAndTheStopIsSeen() throws {
        let folder = try TemporaryFolder()
        try TinyModule.write("Tiny", in: folder)
        let root = folder.path
        let status = watch(folder, sleeps: [
            1: {
                unlink(root + "/samples/home.json")
                mkfifo(root + "/samples/home.json", 0o644)
            },
            3: { stop.request() },
        ])
        #expect(status == .success)
        #expect(errors.text.contains("samples/home.json: is a FIFO, not a regular file"), "\(errors.text)")
    }
}
