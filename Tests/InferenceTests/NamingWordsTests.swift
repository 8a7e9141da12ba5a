@testable import Inference
import Testing

/// Names of ASCII text are split by bytes, as a shortcut: the words must be the ones
/// splitting by Unicode characters gives.
@Suite struct NamingWordsTests {
    static let alphabet = Array("aqzAQZ059_- ./\r\n\t:@{~")

    @Test func asciiTextSplitsAsByCharacters() {
        var state: UInt64 = 29
        var texts = ["", "userID", "HTTPResponse", "created_at", "item2Name", "a\r\nb", "URLs-v2", "__x__", "2024-05-01T10:00:00Z"]
        for _ in 0..<500 {
            var text = ""
            for _ in 0..<(state % 12) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text.append(Self.alphabet[Int(state >> 33) % Self.alphabet.count])
            }
            texts.append(text)
        }
        for text in texts {
            #expect(Naming.words(in: text) == Naming.unicodeWords(in: text), "\(text.debugDescription)")
        }
    }

    /// Names are cased by bytes where a word starts with ASCII: the names must be the ones
    /// casing `Character`s gives, for words that start with a letter and a combining mark,
    /// with `ß` or a titlecase letter, or with a digit.
    @Test func casingWordsMatchesCasingCharacters() {
        func inner(_ word: String) -> String { Naming.acronyms[word.lowercased()] ?? word.prefix(1).uppercased() + word.dropFirst() }
        func startingWithLetter(_ name: String) -> String { name.first.map { !$0.isLetter } == true ? "_" + name : name }
        func upper(_ words: [String]) -> String {
            let joined = words.map(inner).joined()
            return startingWithLetter(joined.isEmpty ? "Value" : joined)
        }
        func lower(_ words: [String]) -> String {
            guard let first = words.first else { return "value" }
            let head = first.allSatisfy { $0.isUppercase || $0.isNumber } ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
            return startingWithLetter(head + words.dropFirst().map(inner).joined())
        }
        let alphabet = ["a", "z", "A", "Z", "0", "9", "_", "\u{301}", "é", "É", "ß", "ǅ", "²", "\r", "\n", "id", "URL"]
        var state: UInt64 = 41
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        for _ in 0..<2_000 {
            let words = (0..<next(4)).map { _ in (0..<next(5)).map { _ in alphabet[next(alphabet.count)] }.joined() }
            #expect(Naming.upperCamelCase(words: words) == upper(words), "\(words.debugDescription)")
            #expect(Naming.lowerCamelCase(words: words) == lower(words), "\(words.debugDescription)")
        }
    }
}
