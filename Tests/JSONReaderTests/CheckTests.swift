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
