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
}
