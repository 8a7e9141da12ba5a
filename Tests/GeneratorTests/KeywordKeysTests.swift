import Foundation
import Testing
import TestSupport

/// Keys and enum values that are Swift keywords, contextual keywords among them, become
/// properties, initialiser parameters, coding keys and enum cases that compile, and the
/// sample decodes and re-encodes unchanged.
@Suite struct KeywordKeysTests {
    static let keywords = [
        "await", "async", "some", "any", "consume", "copy", "each", "borrowing", "consuming", "actor", "macro",
        "package", "nonisolated", "isolated", "Type", "Protocol", "throws", "rethrows", "self", "Self", "super",
        "repeat", "Any", "discard", "then", "yield", "sending", "unsafe", "get", "set", "willSet", "didSet",
        "mutating", "lazy", "weak", "unowned", "optional", "required", "override", "final", "dynamic", "indirect",
        "open", "distributed", "none", "default", "class", "init", "in", "is", "as", "try", "throw", "where", "selfValue", "hashValue",
    ]

    @Test func keywordKeysAndValuesCompileAndRoundTrip() throws {
        let folder = try TemporaryFolder()
        let fields = Self.keywords.enumerated().map { index, key in "\"\(key)\": \(index)" }.joined(separator: ", ")
        let kinds = ["await", "async", "some", "any", "self", "Type", "throws", "none", "default", "consume"]
        let items = kinds.map { #"{"kind": "\#($0)", "await": {"async": "\#($0)", "some": true}}"# }.joined(separator: ", ")
        try folder.write("{\(fields), \"items\": [\(items), \(items)]}", to: "samples/keywords.json")
        let result = try RoundTrip.check(samplesFolder: folder.path + "/samples", moduleName: "Words")
        #expect(result.compileErrors.isEmpty, "swiftc failed:\n\(result.compileErrors.prefix(4000))")
        #expect(result.failures.isEmpty, "\(result.failures.joined(separator: "\n"))")
        #expect(result.passed == 1)
    }
}
