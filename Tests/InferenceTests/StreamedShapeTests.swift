import Diagnostics
@testable import Inference
import JSONReader
import Testing
import TestSupport

/// A sample streamed has the shape its tree gives, and an endpoint's samples merged have
/// the shape of every value added one after another: every count, kind, string value and
/// format, field order and occurrence.
@Suite struct StreamedShapeTests {
    @Test(arguments: 1...60)
    func aStreamedSampleHasTheShapeOfItsTree(seed: UInt64) throws {
        var random = RandomJSON(seed: seed)
        let source = SourceText(path: "t.json", text: random.document())
        let tree = Sample(source: source, value: try JSONReader.read(source.text, path: source.path).value)
        let streamed = try Sample.streamed(source).sample

        #expect(Self.described(streamed.shape) == Self.described(tree.shape))
        #expect(streamed.position == tree.position)
        #expect(streamed.value == nil)
    }

    @Test func aStreamedSampleFromBytesKeepsNoText() throws {
        let text = #"[{"id": 1, "tags": ["a", "b"]}, {"id": 2.5, "tags": []}]"#
        let streamed = try Sample.streamed(Array(text.utf8), source: SourceText(path: "t.json", text: "")).sample
        let tree = Sample(source: SourceText(path: "t.json", text: text), value: try JSONReader.read(text, path: "t.json").value)

        #expect(Self.described(streamed.shape) == Self.described(tree.shape))
        #expect(streamed.source.text.isEmpty)
    }

    /// Inference merges the shapes of an endpoint's samples; the result is the shape of all
    /// their values added to one shape, as inference built it from trees before.
    @Test(arguments: 1...30)
    func mergedSamplesHaveTheShapeOfTheirValuesAddedInOrder(seed: UInt64) throws {
        var random = RandomJSON(seed: seed)
        let values = try (0..<3).map { _ in try JSONReader.read(random.document(), path: "t.json").value }
        var added = TypeShape()
        var merged = TypeShape()
        for value in values {
            added.add(value.kind)
            merged.merge(Sample(source: SourceText(path: "t.json", text: ""), value: value).shape)
        }
        #expect(Self.described(merged) == Self.described(added))
    }

    /// An envelope's payload is the shape under its key; a sample that is not an object
    /// holding the key has none.
    @Test func thePayloadUnderAKeyIsTheShapeOfItsValue() throws {
        let wrapped = try Sample.streamed(SourceText(path: "t.json", text: #"{"code": 0, "data": {"id": "x"}}"#)).sample
        let payload = try Sample.streamed(SourceText(path: "t.json", text: #"{"id": "x"}"#)).sample

        #expect(wrapped.payload(under: "data").map { Self.described($0.shape) } == Self.described(payload.shape))
        #expect(wrapped.payload(under: "result") == nil)
        #expect(try Sample.streamed(SourceText(path: "t.json", text: "[1]")).sample.payload(under: "data") == nil)
    }

    /// The envelope's key written twice gives the payload of both values, as a key written
    /// twice anywhere else does.
    @Test func aPayloadKeyWrittenTwiceGivesBothValues() throws {
        let wrapped = try Sample.streamed(SourceText(path: "t.json", text: #"{"data": {"a": 1}, "data": {"b": "x"}}"#)).sample
        let payload = try #require(wrapped.payload(under: "data"))
        #expect(payload.shape.object?.fields.map(\.key) == ["a", "b"])
        #expect(payload.shape.object?.occurrences == 2)
    }

    /// Everything a shape holds, written out.
    static func described(_ shape: TypeShape) -> String {
        var parts = ["null \(shape.isNullable)", "bool \(shape.booleans)"]
        if let numbers = shape.numbers {
            parts.append("number \(numbers.count) \(numbers.allIntegers) \(numbers.largestMagnitude)")
        }
        if let strings = shape.strings {
            parts.append("string \(strings.count) \(strings.hasTooManyValues) \(strings.firstSeen) \(strings.distinct.sorted()) \(strings.formats.rawValue)")
        }
        if let array = shape.array {
            parts.append("array \(array.count) [\(array.element.map(described) ?? "none")]")
        }
        if let object = shape.object {
            let fields = object.fields.map { "\($0.key) \($0.occurrences) (\(described($0.shape)))" }
            parts.append("object \(object.occurrences) \(object.isMapOfEnclosingType) {\(fields.joined(separator: ", "))} \(object.fieldIndex.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })")
        }
        return parts.joined(separator: "; ")
    }
}

/// Folding says whether it changed anything, and writes nothing where nothing folds: the
/// root shape inference folds is shared with the sample's, and a write would copy it.
@Suite struct FoldingWritesTests {
    private func shape(_ text: String) throws -> TypeShape {
        try Sample.streamed(SourceText(path: "t.json", text: text)).sample.shape
    }

    @Test func aShapeWithoutTreesIsLeftAsItIs() throws {
        let original = try shape(#"{"id": 1, "owner": {"id": 2, "name": "n"}, "tags": [{"id": 3}]}"#)
        var folded = original
        #expect(!RecursionFolding.fold(&folded, settings: InferenceSettings()))
        #expect(StreamedShapeTests.described(folded) == StreamedShapeTests.described(original))
    }

    @Test func aTreeFoldsAndSaysSo() throws {
        var folded = try shape(#"{"id": 1, "replies": [{"id": 2, "replies": [{"id": 3, "replies": []}]}]}"#)
        #expect(RecursionFolding.fold(&folded, settings: InferenceSettings()))
        #expect(folded.object?.fields.first { $0.key == "replies" }?.shape.array?.element?.isEnclosingType == true)
    }
}
