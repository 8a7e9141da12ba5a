import Diagnostics
import Support
import Testing
import TestSupport
import Writer

/// A `.gen.lock` arrives in pull requests like any other file. However its paths are
/// crafted, gen reads, moves and deletes nothing outside the module folder because of it:
/// each path is checked when the lock is read, and a symbolic link on the way to a file it
/// names stops the run before anything is touched.
@Suite struct HostileLockTests {
    static let victim = "victim text\n"
    static let hash = SHA256.hex(Array(victim.utf8))
    static let otherHash = String(repeating: "0", count: 64)

    /// Paths that leave the module folder `Shop`, or would forge or hide a line.
    static let paths = ["../victim.txt", "/victim.txt", "./../victim.txt", "Model/../../victim.txt", "Model//x.swift", "a\u{0}b.swift", "a\rb.swift", ".gen.lock"]

    /// Each kind of line that names a file, with `path`.
    static func lines(_ path: String) -> [String] {
        [
            "file owned \(hash) \(path)", "file owned \(otherHash) \(path)", "file scaffold \(hash) \(path)",
            "orphan Cart \(hash) \(path)", "orphan - \(otherHash) \(path)", "pending owned \(hash) \(path)",
        ]
    }

    static func fileSystem(lockLine: String) -> InMemoryFileSystem {
        InMemoryFileSystem([
            "victim.txt": victim,
            "/victim.txt": victim,
            "Shop/.gen.lock": "module Shop\ntemplates rxswift\n\(lockLine)\n",
        ])
    }

    static let module = [GeneratedFile(path: "Model/Home.swift", contents: "home\n", ownership: .owned, layer: "model")]

    @Test(arguments: paths.flatMap(lines), [false, true])
    func aPathOutsideTheModuleIsAnErrorInTheLockAndTouchesNothing(line: String, force: Bool) throws {
        let fileSystem = Self.fileSystem(lockLine: line)
        let writer = ModuleWriter(fileSystem: fileSystem)
        do {
            _ = try writer.plan(Self.module, into: "Shop", force: force)
            Issue.record("\(line.debugDescription) was accepted")
        } catch {
            let text = DiagnosticRenderer.render(error.diagnostics)
            let column = line.count - (line.split(separator: " ", maxSplits: 3).last?.count ?? 0) + 1
            #expect(text.hasPrefix("Shop/.gen.lock:3:\(column): error: the lock names the file"), "\(text)")
        }
        #expect(fileSystem.operations.filter { if case .write = $0 { return true }; if case .remove = $0 { return true }; return false } == [])
        #expect(fileSystem.reads.filter { $0 != "Shop/.gen.lock" } == [])
        #expect(fileSystem.text("victim.txt") == Self.victim)
    }

    /// `Shop/link` is a symbolic link (to the folder above, say): a file the lock names
    /// through it is not read, moved nor deleted, by a plain run, `--force` or the recovery
    /// of an interrupted run.
    @Test(arguments: lines("link/victim.txt"), [false, true])
    func aLinkOnTheWayToAFileTheLockNamesStopsTheRun(line: String, force: Bool) throws {
        let fileSystem = Self.fileSystem(lockLine: line)
        fileSystem.setText(Self.victim, at: "Shop/link/victim.txt")
        fileSystem.makeSymbolicLink("Shop/link")
        let writer = ModuleWriter(fileSystem: fileSystem)
        do {
            let plan = try writer.plan(Self.module, into: "Shop", force: force)
            #expect(line.hasPrefix("pending"), "\(line) planned")
            #expect(plan.files.map(\.generated.path) == ["Model/Home.swift"])
        } catch {
            #expect(DiagnosticRenderer.render(error.diagnostics).hasPrefix("gen: error: Shop/link is a symbolic link on the way to Shop/link/victim.txt"))
        }
        #expect(fileSystem.reads.filter { $0 != "Shop/.gen.lock" } == [])
        #expect(fileSystem.text("Shop/link/victim.txt") == Self.victim)
        #expect(fileSystem.operations == [])
    }
}
