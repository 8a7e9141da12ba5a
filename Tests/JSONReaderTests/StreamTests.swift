import Diagnostics
import JSONReader
import Testing
import TestSupport

/// Streaming tells a sink what reading builds as a tree, in document order, and finds the
/// same warnings and errors.
@Suite struct StreamTests {
    /// Writes each event as text.
    private final class Recorder: JSONEventSink {
        var events: [String] = []

        func value(_ kind: JSONValue.Kind) {
            events.append(compact(JSONValue(kind, at: SourcePosition(line: 1, column: 1))))
        }

        func openArray() {
            events.append("[")
        }

        func openObject() {
            events.append("{")
        }

        func key(_ key: String) {
            events.append("key " + key)
        }

        func close() {
            events.append("close")
        }
    }

    @Test func eventsComeInDocumentOrderWithEmptyContainersAsValues() throws {
        let recorder = Recorder()
        let document = try JSONReader.stream(#"  {"a": [1, {}, []], "b": {"c": null}, "d": "x"}"#, path: "t.json", into: recorder)

        #expect(recorder.events == ["{", "key a", "[", "1", "{}", "[]", "close", "key b", "{", "key c", "null", "close", "key d", "\"x\"", "close"])
        #expect(document.position == SourcePosition(line: 1, column: 3))
    }

    @Test func aScalarDocumentIsOneValue() throws {
        let recorder = Recorder()
        _ = try JSONReader.stream("\n 12.5e3\n", path: "t.json", into: recorder)
        #expect(recorder.events == ["12.5e3"])
    }

    /// On random documents, the tree built from the events is the tree reading builds, and
    /// the warnings are the same.
    @Test(arguments: 1...40)
    func theEventsOfARandomDocumentAreItsTree(seed: UInt64) throws {
        var random = RandomJSON(seed: seed)
        let text = random.document()
        let tree = try JSONReader.read(text, path: "t.json")
        let builder = TreeBuilder()
        let streamed = try JSONReader.stream(text, path: "t.json", into: builder)

        #expect(builder.root.map(compact) == compact(tree.value))
        #expect(streamed.position == tree.value.position)
        #expect(streamed.warnings == tree.warnings)
    }

    /// A document that does not read fails the same way streamed, warnings before the error.
    @Test(arguments: [
        #"{"a": 1, "a": 2, "b": [1, 2,]}"#,
        #"[1E400, {"x": tru}]"#,
        "{\"k\": \"\u{1}\"}",
        "[1, 2",
    ])
    func aBrokenDocumentFailsAsReadingFails(text: String) {
        let read = Result { () throws(DiagnosticError) in try JSONReader.read(text, path: "t.json") }
        let streamed = Result { () throws(DiagnosticError) in try JSONReader.stream(text, path: "t.json", into: TreeBuilder()) }
        guard case .failure(let readError) = read, case .failure(let streamError) = streamed else {
            Issue.record("expected both to fail: \(read), \(streamed)")
            return
        }
        #expect(streamError == readError)
    }
}

/// Builds a tree from the events, with every position left at 1:1.
final class TreeBuilder: JSONEventSink {
    private(set) var root: JSONValue?
    private var open: [(kind: JSONValue.Kind, key: String?)] = []
    private var keys: [String?] = []

    private func add(_ value: JSONValue) {
        guard var container = open.popLast() else {
            root = value
            return
        }
        switch container.kind {
        case .array(let elements):
            container.kind = .array(elements + [value])
        case .object(let members):
            container.kind = .object(members + [JSONMember(key: container.key ?? "", keyPosition: Self.start, value: value)])
        default:
            break
        }
        open.append(container)
    }

    private static let start = SourcePosition(line: 1, column: 1)

    func value(_ kind: JSONValue.Kind) {
        add(JSONValue(kind, at: Self.start))
    }

    func openArray() {
        open.append((.array([]), nil))
    }

    func openObject() {
        open.append((.object([]), nil))
    }

    func key(_ key: String) {
        open[open.count - 1].key = key
    }

    func close() {
        let container = open.removeLast()
        add(JSONValue(container.kind, at: Self.start))
    }
}
