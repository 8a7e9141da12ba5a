import Foundation
import Testing
import TestSupport

/// Random JSON documents (`RandomJSON`) from a seed, each one endpoint of one module: their
/// models must compile in one swiftc run, and each document must decode with a plain
/// `JSONDecoder` and re-encode to the same JSON. `GEN_PROPERTY_DOCUMENTS` (default 150)
/// and `GEN_PROPERTY_SEED` (default 1) change the run; `make property-test` runs thousands.
@Suite struct PropertyTests {
    static let environment = ProcessInfo.processInfo.environment
    static let documents = environment["GEN_PROPERTY_DOCUMENTS"].flatMap { Int($0) } ?? 150
    static let seed = environment["GEN_PROPERTY_SEED"].flatMap { UInt64($0) } ?? 1

    @Test func randomDocumentsDecodeAndReencodeLosslessly() throws {
        let folder = try TemporaryFolder()
        var random = RandomJSON(seed: Self.seed)
        for index in 0..<Self.documents {
            try folder.write(random.document(), to: "samples/doc\(index).json")
        }
        let result = try RoundTrip.check(samplesFolder: folder.path + "/samples", moduleName: "Property")
        print("property test, seed \(Self.seed): \(result.passed) of \(result.samples) documents decode and re-encode losslessly")
        #expect(result.samples == Self.documents)
        #expect(result.compileErrors.isEmpty, "swiftc failed:\n\(result.compileErrors.prefix(6000))")
        #expect(result.failures.isEmpty, "\(result.failures.prefix(20).joined(separator: "\n"))")
        #expect(result.badNames.isEmpty, "type names: \(result.badNames)")
        #expect(result.passed == Self.documents)
    }
}
