import Diagnostics
import Foundation
@testable import Inputs
import Support
import Testing
import TestSupport

@Suite struct SampleLoaderTests {
    @Test func fileIsOneEndpointAndFolderMergesItsSamples() throws {
        let folder = try TemporaryFolder()
        let fileSystem = LocalFileSystem()
        try fileSystem.writeFile(folder.path + "/order_items/a.json", contents: Array("{\"id\": 1}".utf8))
        try fileSystem.writeFile(folder.path + "/order_items/b.json", contents: Array("{\"id\": 2}".utf8))
        try fileSystem.writeFile(folder.path + "/home.json", contents: Array("[]".utf8))
        try fileSystem.writeFile(folder.path + "/notes.txt", contents: Array("x".utf8))
        let set = try SampleLoader(fileSystem: fileSystem).load(folder: folder.path)
        #expect(set.endpoints.map(\.name) == ["Home", "OrderItems"])
        #expect(set.endpoints.map(\.samples.count) == [1, 2])
    }

    /// Samples are read on all cores; their problems still come in the order of the files.
    @Test func theProblemsOfManySamplesComeInFileOrder() throws {
        let folder = try TemporaryFolder()
        let fileSystem = LocalFileSystem()
        for index in 0..<40 {
            let name = "a" + String(index + 100).dropFirst()
            try fileSystem.writeFile(folder.path + "/\(name).json", contents: Array((index % 15 == 5 ? "{\"id\": }" : "{\"id\": \(index)}").utf8))
        }
        try fileSystem.writeFile(folder.path + "/a10/x.json", contents: Array("{}".utf8))
        do {
            _ = try SampleLoader(fileSystem: fileSystem).load(folder: folder.path)
            Issue.record("expected errors")
        } catch {
            let problems = error.diagnostics.map { ($0.location.map { Paths.fileName(of: $0.path) } ?? "") + ": " + $0.message }
            #expect(problems == [
                "a05.json: expected a JSON value, found '}'",
                ": samples 'a10/' and 'a10.json' both name the endpoint 'A10'",
                "a20.json: expected a JSON value, found '}'",
                "a35.json: expected a JSON value, found '}'",
            ])
        }
    }

    @Test func fileAndFolderOfTheSameEndpointAreAnError() throws {
        let folder = try TemporaryFolder()
        let fileSystem = LocalFileSystem()
        try fileSystem.writeFile(folder.path + "/home/a.json", contents: Array("{}".utf8))
        try fileSystem.writeFile(folder.path + "/home.json", contents: Array("{}".utf8))
        #expect(throws: DiagnosticError(Diagnostic(.error, "samples 'home/' and 'home.json' both name the endpoint 'Home'", hint: "rename one of them"))) {
            try SampleLoader(fileSystem: fileSystem).load(folder: folder.path)
        }
    }

    /// A problem in a sample is shown with its line only when the sample lies inside the
    /// samples folder, links followed: a link to a file elsewhere is read, not quoted.
    @Test func onlyASampleInsideTheFolderIsQuoted() throws {
        let root = try TemporaryFolder()
        let fileSystem = LocalFileSystem()
        let folder = root.path + "/samples"
        try fileSystem.writeFile(folder + "/inside.json", contents: Array("{\"id\": }".utf8))
        try fileSystem.writeFile(folder + "/orders/a.json", contents: Array("{\"order\": }".utf8))
        try fileSystem.writeFile(root.path + "/elsewhere/secret.json", contents: Array("{\"secret\": }".utf8))
        try FileManager.default.createSymbolicLink(atPath: folder + "/outside.json", withDestinationPath: root.path + "/elsewhere/secret.json")
        try FileManager.default.createSymbolicLink(atPath: folder + "/linked", withDestinationPath: root.path + "/elsewhere")
        do {
            _ = try SampleLoader(fileSystem: fileSystem).load(folder: folder)
            Issue.record("expected errors")
        } catch {
            let lines = Dictionary(error.diagnostics.map { (String($0.location?.path.dropFirst(folder.count + 1) ?? ""), $0.sourceLine) }, uniquingKeysWith: { first, _ in first })
            #expect(lines == ["inside.json": "{\"id\": }", "orders/a.json": "{\"order\": }", "outside.json": nil, "linked/secret.json": nil])
        }
    }

    @Test func aLinkToNothingIsAnErrorNotASkippedSample() throws {
        let folder = try TemporaryFolder()
        let fileSystem = LocalFileSystem()
        try fileSystem.writeFile(folder.path + "/home.json", contents: Array("{}".utf8))
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/orders.json", withDestinationPath: folder.path + "/gone.json")
        let problem = Diagnostic(
            .error,
            "\(folder.path)/orders.json: a symbolic link to a file or folder that does not exist",
            hint: "point the link at a sample, or delete it"
        )
        #expect(throws: DiagnosticError(problem)) {
            try SampleLoader(fileSystem: fileSystem).load(folder: folder.path)
        }
        #expect(SampleLinter(fileSystem: fileSystem).lint([folder.path]).diagnostics == [problem])
    }

    /// A sample a merge left git's conflict markers in is named so, at the first marker, by
    /// the run and by lint, whatever the loader keeps of it: it was "expected a key in double
    /// quotes, found '<'", which does not say what happened.
    @Test(arguments: [SampleLoader.Keeping.nothing, .text, .textAndValues])
    func aSampleWithConflictMarkersIsNamedSo(keeping: SampleLoader.Keeping) throws {
        let folder = try TemporaryFolder()
        let fileSystem = LocalFileSystem()
        let text = "{\n<<<<<<< HEAD\n  \"id\": 1,\n=======\n  \"id\": \"1\",\n>>>>>>> feature\n  \"title\": \"x\"\n}\n"
        try fileSystem.writeFile(folder.path + "/product.json", contents: Array(text.utf8))
        let problem = Diagnostic.error(
            "a merge left its conflict markers in the sample product.json",
            in: SourceText(path: folder.path + "/product.json", text: text),
            at: SourcePosition(line: 2, column: 1),
            hint: "keep one side's lines between the markers: a sample is one JSON document"
        )
        #expect(throws: DiagnosticError(problem)) {
            try SampleLoader(fileSystem: fileSystem, keeping: keeping).load(folder: folder.path)
        }
        #expect(SampleLinter(fileSystem: fileSystem).lint([folder.path]).diagnostics == [problem])
    }
}
