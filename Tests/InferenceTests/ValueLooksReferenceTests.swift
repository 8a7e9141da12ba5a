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

    /// The date, time and version tests split bytes; on seeded random strings they agree with
    /// the same rules over characters, combining marks after a separator included.
    @Test func timesDatesAndVersionsReadAsByCharacters() {
        func isDigits(_ part: Substring) -> Bool { !part.isEmpty && part.utf8.allSatisfy { (0x30...0x39).contains($0) } }
        func isTime(_ text: String) -> Bool {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            return text.utf8.count <= 8 && (2...3).contains(parts.count) && parts.allSatisfy { $0.count == 2 && isDigits($0) }
        }
        func isSlashedDate(_ text: String) -> Bool {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            guard text.utf8.count <= 10, parts.count == 3, parts.allSatisfy(isDigits) else { return false }
            return parts[0].count <= 2 && parts[1].count <= 2 && [2, 4].contains(parts[2].count)
        }
        func isVersion(_ text: String) -> Bool {
            var core = Substring(text)
            if core.first == "v" { core = core.dropFirst() }
            if let suffix = core.firstIndex(where: { $0 == "-" || $0 == "+" }) { core = core[..<suffix] }
            let parts = core.split(separator: ".", omittingEmptySubsequences: false)
            return text.utf8.count <= 64 && parts.count >= 2 && parts.allSatisfy(isDigits)
        }
        let alphabet = ["0", "1", "9", "0", "4", ":", "/", ".", "v", "-", "+", "a", "\u{301}", "é"]
        var random = SeededGenerator(seed: 0x7E5)
        var matches = 0
        for index in 0..<20_000 {
            let text = (0..<Int.random(in: 0...10, using: &random)).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] }.joined()
            let expected = (isTime(text), isSlashedDate(text), isVersion(text))
            matches += expected.0 || expected.1 || expected.2 ? 1 : 0
            let found = (ValueLooks.isTime(text), ValueLooks.isSlashedDate(text), ValueLooks.isVersion(text))
            if found != expected {
                Issue.record("case \(index) \(text.debugDescription): time, slashed date, version \(found), by characters \(expected)")
                return
            }
        }
        #expect(matches > 50, "the random strings reach times, dates and versions too")
    }
}
