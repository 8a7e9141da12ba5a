import Foundation
import GenKit
import Support
import Testing
import TestSupport

/// GenKit's runs over a file system held in memory: every read and write goes through the
/// `FileSystem` they are given, none through the process's own.
@Suite struct InMemoryRunTests {
    let output = CollectedText()
    let errors = CollectedText()

    private func environment(_ fileSystem: InMemoryFileSystem) -> RunEnvironment {
        RunEnvironment(
            fileSystem: fileSystem,
            workingDirectory: "/work/Shop",
            variables: ["GEN_TEST_ELAPSED_MS": "38"],
            standardOutput: TextStream(isTerminal: false, write: output.append),
            standardError: TextStream(isTerminal: false, write: errors.append)
        )
    }

    private static func har(_ paths: [String]) -> String {
        let entries = paths.map { path in
            #"{"request": {"method": "GET", "url": "https://api.example.com\#(path)", "headers": []}, "response": {"status": 200, "content": {"mimeType": "application/json", "text": "{\"id\": 1}"}}}"#
        }
        return #"{"log": {"version": "1.2", "creator": {"name": "test", "version": "1"}, "entries": ["# + entries.joined(separator: ",") + "]}}"
    }

    @Test func importWritesSamplesAndTheManifestThroughTheFileSystem() {
        let fileSystem = InMemoryFileSystem(["capture.har": Self.har(["/home", "/products/1", "/products/2"])])
        fileSystem.makeFolder(".")
        let status = ImportInvocation(capture: "capture.har", hosts: [], pathPrefix: nil, module: nil, output: ".", merge: false, sampleLimit: nil, redact: false, style: OutputStyle())
            .run(in: environment(fileSystem))
        #expect(status == .success, "\(errors.text)")
        #expect(fileSystem.paths.contains("gen.yml"))
        #expect(fileSystem.text("gen.yml")?.contains("\nmodule: Shop\n") == true, "\(fileSystem.text("gen.yml") ?? "")")
        #expect(fileSystem.paths.filter { $0.hasPrefix("samples/") }.count == 3)
        #expect(output.text.hasSuffix(" files written in 38 ms\n"))
    }

    @Test func importNeverOverwritesASampleAndLeavesNothingWhenOneIsInTheWay() {
        let fileSystem = InMemoryFileSystem(["capture.har": Self.har(["/home"]), "samples/home/response-1.json": "{}"])
        let status = ImportInvocation(capture: "capture.har", hosts: [], pathPrefix: nil, module: "Shop", output: ".", merge: false, sampleLimit: nil, redact: false, style: OutputStyle())
            .run(in: environment(fileSystem))
        #expect(status == .failure)
        #expect(fileSystem.paths == ["capture.har", "samples/home/response-1.json"])
        #expect(fileSystem.text("samples/home/response-1.json") == "{}")
    }

    @Test func initWritesTheManifestOnceAndNeverOverIt() {
        let fileSystem = InMemoryFileSystem(["samples/home.json": #"{"id": 1}"#])
        let first = InitInvocation(name: nil, samplesFolder: nil, color: .never).run(in: environment(fileSystem))
        #expect(first == .success)
        #expect(fileSystem.text("gen.yml")?.contains("module: Shop\n") == true)
        #expect(output.text == "created   gen.yml\n")
        let second = InitInvocation(name: nil, samplesFolder: nil, color: .never).run(in: environment(fileSystem))
        #expect(second == .failure)
        #expect(errors.text.hasPrefix("gen: error: gen.yml already exists\n"))
    }

    @Test func lintReportsInJSONWithTheCountsOfWhatItRead() {
        let fileSystem = InMemoryFileSystem(["samples/home.json": #"{"id": 1, "id": 2}"#, "samples/cart.json": "[1,]"])
        let status = LintInvocation(samplePaths: ["samples/home.json", "samples/cart.json"], manifest: nil, templates: nil, style: OutputStyle(format: .json))
            .run(in: environment(fileSystem))
        #expect(status == .failure)
        #expect(errors.text == "")
        #expect(output.text.contains(#""filesChecked": 2"#))
        #expect(output.text.contains(#""errors": 1"#))
        #expect(output.text.contains(#""warnings": 1"#))
        #expect(output.text.contains(#""command": "lint""#))
    }

    @Test func withoutAManifestAnywhereLintIsAUsageMistake() {
        let fileSystem = InMemoryFileSystem()
        fileSystem.makeFolder(".")
        let status = LintInvocation(samplePaths: [], manifest: nil, templates: nil, style: OutputStyle()).run(in: environment(fileSystem))
        #expect(status == .usage)
        #expect(errors.text.hasPrefix("gen: error: nothing to check: no gen.yml in this folder or any folder above it\n"))
    }
}
