import Diagnostics
@testable import Inputs
import Support
import Testing
import TestSupport

/// Hostile manifests and set.yml files: each read in time linear in the file, and too deep
/// nesting refused with a located error instead of a crash.
@Suite struct ManifestLimitsTests {
    /// Seconds `body` takes, measured on the monotonic clock.
    private func seconds(_ body: () -> Void) -> Double {
        let start = ContinuousClock.now
        body()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// Quoting the source line of each problem read the file from its start: 20,000 unknown
    /// keys took over two minutes.
    @Test func everyUnknownKeyOfAManyIsReportedInLinearTime() throws {
        let text = "module: Jacob\n" + (0..<20_000).map { "unknown\($0): 1\n" }.joined()
        var problems: [Diagnostic] = []
        let elapsed = seconds { problems = (try? ManifestDecoder.decodeCollecting(SourceText(path: "gen.yml", text: text)))?.1 ?? [] }
        #expect(problems.count == 20_000)
        #expect(problems.last.map { DiagnosticRenderer.render($0) } == """
        gen.yml:20001:1: error: unknown key 'unknown19999' in the manifest
        unknown19999: 1
        ^
        note: the keys here are \(ManifestKeys.TopLevel.allCases.map(\.rawValue).joined(separator: ", "))
        """)
        #expect(elapsed < 10)
    }

    /// A valid 20,000-entry `package.dependencies` took 48 s.
    @Test func manyDependenciesAreReadInLinearTime() throws {
        let text = "module: Jacob\npackage:\n  dependencies:\n" + (0..<20_000).map { "    Dep\($0): '1.0'\n" }.joined()
        var manifest: Manifest?
        let elapsed = seconds { manifest = try? ManifestDecoder.decode(SourceText(path: "gen.yml", text: text)) }
        #expect(manifest?.package.dependencies.count == 20_000)
        #expect(manifest?.package.dependencies.last?.name == "Dep19999")
        #expect(elapsed < 10)
    }

    /// 60,000 levels crashed gen; 40,000 took 40 s before the error.
    @Test(arguments: [40_000, 60_000])
    func deeplyNestedManifestIsALocatedError(levels: Int) {
        let text = "module: Jacob\nendpoints: " + String(repeating: "[", count: levels) + String(repeating: "]", count: levels) + "\n"
        var message: String?
        let elapsed = seconds {
            do throws(DiagnosticError) {
                _ = try ManifestDecoder.decode(SourceText(path: "gen.yml", text: text))
            } catch {
                message = DiagnosticRenderer.render(error.diagnostics).split(separator: "\n").first.map(String.init)
            }
        }
        #expect(message == "gen.yml:2:111: error: nesting is deeper than 100 levels")
        #expect(elapsed < 2)
    }

    @Test func deeplyNestedSetDescriptionIsALocatedError() throws {
        let folder = try TemporaryFolder()
        try folder.write("files: " + String(repeating: "[", count: 60_000) + String(repeating: "]", count: 60_000) + "\n", to: "set.yml")
        do throws(DiagnosticError) {
            _ = try SetDecoder.load(folder: folder.path, fileSystem: LocalFileSystem())
            Issue.record("expected an error")
        } catch {
            let first = DiagnosticRenderer.render(error.diagnostics).split(separator: "\n").first.map(String.init)
            #expect(first == "\(folder.path)/set.yml:1:107: error: nesting is deeper than 100 levels")
        }
    }
}
