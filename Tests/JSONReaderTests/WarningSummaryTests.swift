import Diagnostics
import JSONReader
import Testing

/// A document shows the first ten warnings of each kind, then one warning per kind saying
/// how many more there are.
@Suite struct WarningSummaryTests {
    @Test func warningsOfAKindBeyondTenAreCountedInOneWarning() throws {
        let members = (0..<26).map { "\"k\": \($0)" } + ["\"n\": [" + Array(repeating: "1e400", count: 11).joined(separator: ", ") + "]"]
        let document = try JSONReader.read("{" + members.joined(separator: ", ") + "}", path: "t.json")
        #expect(document.warnings.count == 22)
        #expect(document.warnings.filter { $0.message.hasPrefix("duplicate key") }.count == 10)
        #expect(document.warnings.filter { $0.message.hasPrefix("the number") }.count == 10)
        #expect(document.warnings.suffix(2).map(located) == [
            "1:91: … and 15 more duplicate keys",
            "1:302: … and 1 more number a Double cannot hold",
        ])
        #expect(document.warnings.suffix(2).allSatisfy { $0.severity == .warning && $0.sourceLine == nil && $0.hint == nil })
    }

    @Test func aDocumentWithAnErrorSummarisesItsWarningsBeforeTheError() {
        let members = (0..<12).map { "\"k\": \($0)" }
        do {
            _ = try JSONReader.read("{" + members.joined(separator: ", ") + ", \"x\": tru}", path: "t.json")
            Issue.record("read")
        } catch {
            #expect(error.diagnostics.suffix(2).map(located) == [
                "1:91: … and 1 more duplicate key",
                "1:105: expected a JSON value, found 'tru'",
            ])
        }
    }

    @Test func tenWarningsOfAKindAreAllShown() throws {
        let members = (0..<11).map { "\"k\": \($0)" }
        let document = try JSONReader.read("{" + members.joined(separator: ", ") + "}", path: "t.json")
        #expect(document.warnings.count == 10)
        #expect(!document.warnings.contains { $0.message.hasPrefix("…") })
    }

    @Test func largeCountsAreWrittenWithThousandsSeparators() throws {
        let document = try JSONReader.read("[" + Array(repeating: "1e400", count: 100_010).joined(separator: ",") + "]", path: "t.json")
        #expect(document.warnings.last?.message == "… and 100,000 more numbers a Double cannot hold")
    }

    /// 40,000 duplicate keys on one minified line took 40 s, 100,000 over two minutes: each
    /// warning copied the whole line. Now they take well under a second; the bound only
    /// catches a return to quadratic time.
    @Test func manyWarningsOnOneLongLineReadInLinearTime() throws {
        let text = "{" + (0..<200_000).map { "\"k\":\($0)" }.joined(separator: ",") + "}"
        let clock = ContinuousClock()
        let start = clock.now
        let document = try JSONReader.read(text, path: "t.json")
        #expect(clock.now - start < .seconds(10))
        #expect(document.warnings.last?.message == "… and 199,989 more duplicate keys")
    }
}
