@testable import Support
import Testing

@Suite struct SHA256Tests {
    @Test func matchesPublishedVectors() {
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hex(Array(repeating: UInt8(ascii: "a"), count: 1_000)) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    /// A string's bytes are hashed in place; the hash is the one of the same bytes copied out.
    @Test func aStringHashesAsItsUTF8Bytes() {
        for text in ["", "abc", "é中🙂\n", String(repeating: "0123456789", count: 70), String("abc".utf8.reversed().map { Character(UnicodeScalar($0)) })] {
            #expect(SHA256.hex(utf8: text) == SHA256.hex(Array(text.utf8)), "\(text)")
        }
    }
}
