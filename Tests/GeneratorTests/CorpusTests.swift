import Foundation
@testable import Generator
import Testing
import TemplateEngine
import TestSupport

/// Generates the models of every sample in `Tests/Corpus` as one module, compiles them with
/// swiftc in one run, and checks that each sample decodes with a plain `JSONDecoder` and
/// re-encodes to the same JSON (numbers compared numerically, key order ignored, `null`
/// equal to a missing key).
@Suite struct CorpusTests {
    static let corpus = Repository.root + "/Tests/Corpus"

    @Test func corpusModelsCompileDecodeAndReencodeLosslessly() throws {
        let result = try RoundTrip.check(samplesFolder: Self.corpus, moduleName: "Corpus")
        #expect(result.samples >= 50)
        #expect(result.compileErrors.isEmpty, "swiftc failed:\n\(result.compileErrors)")
        #expect(result.failures.isEmpty, "\(result.failures.joined(separator: "\n"))")
        #expect(result.badNames.isEmpty, "type names: \(result.badNames)")
        #expect(result.passed == result.samples)
    }
}
