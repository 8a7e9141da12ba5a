@testable import Inference
import Testing
import TestSupport

/// `ValueLooks.isIdentifier` reads bytes; on seeded random strings it agrees with a reading of
/// the rules it documents, written over characters.
@Suite struct ValueLooksReferenceTests {
    private static func isDigit(_ character: Character) -> Bool { ("0"..."9").contains(character) }
    private static func isUpper(_ character: Character) -> Bool { ("A"..."Z").contains(character) }
    private static func isLower(_ character: Character) -> Bool { ("a"..."z").contains(character) }
    private static func isHex(_ character: Character) -> Bool { isDigit(character) || ("a"..."f").contains(character) || ("A"..."F").contains(character) }

    /// The rules of `ValueLooks.isIdentifier`, one at a time.
    static func reference(_ text: String) -> Bool {
        let characters = Array(text)
        let digits = characters.count >= 7 && characters.allSatisfy(isDigit)
        let hash = characters.count >= 7 && characters.allSatisfy(isHex) && characters.contains(where: isDigit)
        let uuid = characters.count == 36 && characters.indices.allSatisfy { [8, 13, 18, 23].contains($0) ? characters[$0] == "-" : isHex(characters[$0]) }
        let switches = zip(characters, characters.dropFirst()).filter { isDigit($0) != isDigit($1) }.count
        let capitals = characters.count >= 8 && characters.allSatisfy { isDigit($0) || isUpper($0) } && characters.contains(where: isUpper)
            && (switches >= 3 || characters.filter(isDigit).count >= 2)
        let parts = text.split(separator: "_", omittingEmptySubsequences: false)
        let prefixes = parts.dropLast().allSatisfy { !$0.isEmpty && $0.allSatisfy(isLower) }
        let token = parts.last.map { last in
            last.count >= 10 && last.allSatisfy { isDigit($0) || isUpper($0) || isLower($0) }
                && last.contains(where: isDigit) && last.contains(where: isUpper) && last.contains(where: isLower)
        } ?? false
        return digits || hash || uuid || capitals || prefixes && token
    }

    @Test func randomStringsAreIdentifiersExactlyWhenTheRulesSaySo() {
        let alphabet = Array("aZ3_-fF0qQ9xX") + ["é"]
        var random = SeededGenerator(seed: 0xB62)
        var identifiers = 0
        for index in 0..<20_000 {
            let length = Int.random(in: 0...40, using: &random)
            let text = String((0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] })
            let expected = Self.reference(text)
            identifiers += expected ? 1 : 0
            if ValueLooks.isIdentifier(text) != expected {
                Issue.record("case \(index) \"\(text)\": isIdentifier says \(!expected), the rules \(expected)")
                return
            }
        }
        #expect(identifiers > 100, "the random strings reach identifiers too")
    }
}
