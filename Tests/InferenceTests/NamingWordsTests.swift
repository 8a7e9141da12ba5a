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
}
