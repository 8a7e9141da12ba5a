import Foundation
import Support
import Testing
import TestSupport

/// gen escapes a path's text as Foundation's `.urlPathAllowed` does on Linux, where the
/// golden files were recorded, and the same way on every platform.
@Suite struct URLPathEscapingTests {
    @Test func everyASCIICharacterIsEscapedAsFoundationEscapesIt() {
        for byte in UInt8(0)..<128 where byte != UInt8(ascii: ":") {
            let text = String(UnicodeScalar(byte))
            #expect(URLPathEscaping.escaped(text) == text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed), "byte \(byte)")
        }
    }

    /// Apple's Foundation leaves `:` in a path; gen escapes it everywhere, as Linux does.
    @Test func aColonIsEscapedOnEveryPlatform() {
        #expect(URLPathEscaping.escaped("/a:b") == "/a%3Ab")
    }

    @Test func randomTextIsEscapedAsFoundationEscapesIt() {
        var generator = SeededGenerator(seed: 29)
        let alphabet = Array("aZ09-._~!$&'()*+,;=@/ %?#[]\"\\é€😀\u{0}\u{7f}{}|^`<>")
        for _ in 0..<500 {
            let text = String((0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] })
            #expect(URLPathEscaping.escaped(text) == text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed), "\(text)")
        }
    }

    /// The lock's `key` lines are read back with `unescaped`, which decodes what Foundation's
    /// `removingPercentEncoding` decodes and refuses what it refuses.
    @Test func unescapingReadsBackWhatFoundationReadsBack() {
        var generator = SeededGenerator(seed: 31)
        let alphabet = Array("aZ09 %\n\té€😀\u{0}:/")
        for _ in 0..<500 {
            let text = String((0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] })
            #expect(URLPathEscaping.unescaped(URLPathEscaping.escaped(text)[...]) == text, "\(text)")
        }
        for text in ["%", "%4", "%zz", "%4g", "%FF", "%C3", "%c3%a9", "a%20b", "%E2%82%AC", "100%"] {
            #expect(URLPathEscaping.unescaped(text[...]) == text.removingPercentEncoding, "\(text)")
        }
    }

    /// A capture's URLs are decoded leniently: a stray `%` stays as written, and a query's `+`
    /// is a space.
    @Test func lenientUnescapingKeepsAStrayPercent() {
        #expect(URLPathEscaping.unescaped("100%25%zz+1", strict: false) == "100%%zz+1")
        #expect(URLPathEscaping.unescaped("a+b%2B", plusIsSpace: true, strict: false) == "a b+")
        #expect(URLPathEscaping.unescaped("%FF", strict: false) == nil)
    }
}
