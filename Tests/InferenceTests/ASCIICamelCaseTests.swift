@testable import Inference
import Testing
import TestSupport

/// The byte-wise path for ASCII keys must name exactly as the general path does.
@Suite struct ASCIICamelCaseTests {
    @Test(arguments: 1...4)
    func randomASCIIKeysAreNamedAsByTheGeneralPath(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let pieces = ["a", "b", "z", "A", "B", "Z", "0", "9", "_", "-", " ", ".", "id", "ID", "Ids", "url", "URLs", "Json", "uuid", "api", "https", "HTTPS", "Http", "x", "$", "é"]
        for _ in 0..<500 {
            let key = (0..<Int.random(in: 0...7, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            let words = Naming.words(in: key)
            #expect(Naming.upperCamelCase(key) == Naming.upperCamelCase(words: words), "\(key)")
            #expect(Naming.lowerCamelCase(key) == Naming.lowerCamelCase(words: words), "\(key)")
        }
    }
}
