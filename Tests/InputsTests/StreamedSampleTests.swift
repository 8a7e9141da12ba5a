import Diagnostics
import Inference
import Inputs
import Support
import Testing
import TestSupport

/// A loader that keeps nothing streams a sample through a window over the file: it infers
/// the models of the text read whole, keeps neither text nor tree, and reports a problem,
/// late in a large file, as from the text.
@Suite struct StreamedSampleTests {
    private static let element = #"{"id": 12, "name": "a name", "tags": ["x", "y"], "price": 1.5, "seen_at": "2024-05-10T10:00:00Z"}"#

    private func load(_ path: String, keeping: SampleLoader.Keeping, fileSystem: any FileSystem = LocalFileSystem()) throws(DiagnosticError) -> [Sample] {
        try SampleLoader(fileSystem: fileSystem, keeping: keeping).loadPayload([path]).endpoints[0].samples
    }

    private func models(_ samples: [Sample]) -> ModuleModel {
        ModelInference.infer(endpoints: [("Event", samples)]).module
    }

    @Test func aLargeSampleStreamedInfersTheModelsOfItsText() throws {
        let text = "[" + Array(repeating: Self.element, count: 20_000).joined(separator: ",\n") + ", {\"id\": 13, \"extra\": null}]\n"
        #expect(text.utf8.count > 1 << 20)
        let folder = try TemporaryFolder()
        try folder.write(text, to: "events.json")
        let path = folder.path + "/events.json"

        let streamed = try load(path, keeping: .nothing)
        let kept = try load(path, keeping: .text)
        let trees = try load(path, keeping: .textAndValues)

        #expect(models(streamed) == models(trees))
        #expect(models(kept) == models(trees))
        #expect(streamed.map(\.source.text) == [""])
        #expect(streamed.map { $0.value == nil } == [true])
        #expect(kept.map(\.source.text) == [text])
        #expect(kept.map { $0.value == nil } == [true])
        #expect(trees.map { $0.value != nil } == [true])
    }

    @Test func aLateProblemOfAStreamedSampleReadsAsFromMemory() throws {
        let text = "[" + Array(repeating: Self.element, count: 20_000).joined(separator: ",") + ", {\"id\": 1, \"id\": 2,}]\n"
        let folder = try TemporaryFolder()
        try folder.write(text, to: "big.json")
        let path = folder.path + "/big.json"

        let streamed = Result { () throws(DiagnosticError) in try load(path, keeping: .nothing) }
        let whole = Result { () throws(DiagnosticError) in try load(path, keeping: .text, fileSystem: InMemoryFileSystem([path: text])) }
        guard case .failure(let streamedError) = streamed, case .failure(let wholeError) = whole else {
            Issue.record("expected both to fail")
            return
        }
        #expect(streamedError.diagnostics.map(\.severity) == [.warning, .error])
        #expect(streamedError == wholeError)
    }
}
