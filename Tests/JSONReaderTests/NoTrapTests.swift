import Diagnostics
import JSONReader
import Testing
import TestSupport

/// No input traps: every truncated prefix of valid documents and thousands of random byte
/// strings either read or fail with an error located inside the input.
@Suite struct NoTrapTests {
    static let documents: [String] = [
        #"{"id": 12, "name": "Zoë \"Z\" Ünal", "tags": ["a", "\u00e9\ud83d\ude00"], "price": -12.5e-3, "ok": true, "none": null}"#,
        "[\r\n  {\"日本\": [1, 2.0, 3E+2]},\r\n  [[], {}],\r\n  \"😀\\n\\t\\/\"\r\n]\n",
        "\u{FEFF}\"only a string with é and \\\\ and \\u0041\"",
        "-0.0e-0",
        "{\"a\":{\"b\":{\"c\":[false,null,true,\"\"]}},\"a\":0}",
    ]

    @Test(arguments: documents)
    func everyTruncatedPrefixReadsOrFailsLocated(document: String) {
        let bytes = Array(document.utf8)
        #expect(checkLocated(bytes) == nil)
        for length in 0..<bytes.count {
            if let problem = checkLocated(Array(bytes[..<length])) {
                Issue.record("prefix of \(length) bytes: \(problem)")
                return
            }
        }
    }

    @Test func randomBytesReadOrFailLocated() {
        let alphabet = Array("{}[]:,\"\\ \n\r\t0123456789-+.eEtrufalsn/ubx".utf8)
        var random = SeededGenerator(seed: 0xB17E5)
        for index in 0..<4000 {
            let bytes: [UInt8] = (0..<Int.random(in: 0...40, using: &random)).map { _ in
                Int.random(in: 0..<4, using: &random) == 0 ? UInt8.random(in: 0...255, using: &random) : alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
            }
            if let problem = checkLocated(bytes) {
                Issue.record("case \(index) \(bytes): \(problem)")
                return
            }
        }
    }

    /// Nil when `bytes` read, or fail with an error at a line and column inside them that
    /// quotes that line (the part of it around the column, when it is long); otherwise what
    /// is wrong.
    private func checkLocated(_ bytes: [UInt8]) -> String? {
        let diagnostics: [Diagnostic]
        do {
            diagnostics = try JSONReader.read(bytes, path: "t.json").warnings
        } catch {
            diagnostics = error.diagnostics
            guard error.diagnostics.last?.severity == .error else { return "the last diagnostic is not an error" }
        }
        let lines = String(decoding: bytes, as: UTF8.self).split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        for diagnostic in diagnostics {
            guard let position = diagnostic.location?.position else { return "no location: \(diagnostic.message)" }
            guard position.line >= 1, position.line <= lines.count else { return "line \(position.line) of \(lines.count): \(diagnostic.message)" }
            let line = lines[position.line - 1]
            guard position.column >= 1, position.column <= line.unicodeScalars.count + 1 else {
                return "column \(position.column) on a line of \(line.unicodeScalars.count): \(diagnostic.message)"
            }
            let whole = String(line)
            let quotes = [whole, whole.hasPrefix("\u{FEFF}") ? String(whole.dropFirst()) : whole].map {
                SourceExcerpt.clip($0, column: position.column)?.line ?? $0
            }
            guard let quoted = diagnostic.sourceLine, quotes.contains(quoted) else {
                return "quoted \(diagnostic.sourceLine.debugDescription) for line \(String(line).debugDescription)"
            }
        }
        return nil
    }
}
