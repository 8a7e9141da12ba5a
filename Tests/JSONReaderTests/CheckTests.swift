import Diagnostics
import JSONReader
import Testing
import TestSupport

/// `JSONReader.check`, which builds no tree, finds exactly what `read` finds.
@Suite struct CheckTests {
    static let documents: [String] = NoTrapTests.documents + [
        #"{"a": 1, "b": {"a": 2, "a": 3}, "a": [1E400, 1e-400, {"k": 1, "k": 2}]}"#,
        "{" + (0..<40).map { "\"k\($0 % 35)\": \($0)" }.joined(separator: ", ") + "}",
        "[1, 2,]",
        "{\"a\" 1}",
    ]

    @Test(arguments: documents)
    func everyPrefixGivesTheDiagnosticsReadGives(document: String) {
        let bytes = Array(document.utf8)
        for length in 0...bytes.count {
            let prefix = Array(bytes[..<length])
            #expect(checked(prefix) == read(prefix), "prefix of \(length) bytes")
        }
    }

    @Test func randomBytesGiveTheDiagnosticsReadGives() {
        let alphabet = Array("{}[]:,\"\\ \n0123456789-.eEtrufalsnk".utf8)
        var random = SeededGenerator(seed: 0xC4EC)
        for index in 0..<2000 {
            let bytes: [UInt8] = (0..<Int.random(in: 0...40, using: &random)).map { _ in
                alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
            }
            if checked(bytes) != read(bytes) {
                Issue.record("case \(index) \(bytes): check and read differ")
                return
            }
        }
    }

    /// A checker given a large document says how far it has read, further each time, and
    /// finds what it finds without being told.
    @Test func aLargeDocumentIsCheckedWithItsProgressToldOnTheWay() throws {
        let element = #"{"id": 12, "name": "a name of some length", "tags": ["x", "y"], "id": 13}"#
        let bytes = Array(("[" + Array(repeating: element, count: 20_000).joined(separator: ",\n") + "]").utf8)
        var offsets: [Int] = []
        let diagnostics = try bytes.withUnsafeBufferPointer { buffer in
            try JSONReader.check(buffer, path: "t.json") { offsets.append($0) }
        }
        #expect(diagnostics == checked(bytes))
        #expect(!diagnostics.isEmpty)
        #expect(offsets.count >= bytes.count / (1 << 18) - 1)
        #expect(offsets == offsets.sorted() && Set(offsets).count == offsets.count)
        #expect(offsets.allSatisfy { $0 < bytes.count })
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $1 - $0 >= 1 << 18 })
    }

    private func read(_ bytes: [UInt8]) -> [Diagnostic] {
        do {
            return try JSONReader.read(bytes, path: "t.json").warnings
        } catch {
            return error.diagnostics
        }
    }

    private func checked(_ bytes: [UInt8]) -> [Diagnostic] {
        do {
            return try JSONReader.check(bytes, path: "t.json")
        } catch {
            return error.diagnostics
        }
    }
}
