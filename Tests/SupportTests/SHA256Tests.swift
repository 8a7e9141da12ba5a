@testable import Support
import Testing

@Suite struct SHA256Tests {
    @Test func matchesPublishedVectors() {
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hex(Array(repeating: UInt8(ascii: "a"), count: 1_000)) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
        #expect(SHA256.hex(Array(repeating: UInt8(ascii: "a"), count: 1_000_000)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Lengths on each side of where the padding takes a block of its own, and of several
    /// blocks; the expected hashes are Python's hashlib's of the same bytes.
    @Test(arguments: [
        (55, "d604dc83c754bb5890ec011f3fa0552324cb1412205b5a5e83fd17cd4afe57ed"),
        (56, "0371e3fd4911ce4109ac9aaddc0ebdfe28431802ef70a966cb245da585f2a37e"),
        (63, "de8f546e5d44d4fb35d25af2748ed9b6644d200d56b6b0b6e71b095b44348dc6"),
        (64, "35eb8c80b4af970a05040dd151d5edad6172957c1ded27e521fdcf526178feb3"),
        (65, "c96988663bcd3779da5b1c0e499742ff48bf6148d5c044326ce3e5845a80e6ab"),
        (119, "7fb3869648ad8420f2e1a20812a61ba45c3db01dc7b391d48c2a8c1d6f41be35"),
        (120, "9db2bb35e3e98f502b654e82f0051eebfa45015e36ed8c3a28d44586eff7372b"),
        (127, "f2a5ec436d60185c6d1c274da6d60d8e38d7de6b739c0fbd043d0de24db2b7ad"),
        (128, "086e64af3be4bef59202dea267776bbbbe6264ad9ff0b46345743fffc446238e"),
        (129, "e565f4d90d1ed354380468d6d343eb77934d2362da37e18371bfc631691f5cab"),
        (4097, "2336bc0d3e407f4887d6458c95517374ea18109ceb5a69e43d333e87dc8a0435"),
    ])
    func matchesHashlibAroundBlockBoundaries(count: Int, expected: String) {
        let bytes = (0..<count).map { UInt8(($0 * 7 + count) % 251) }
        #expect(SHA256.hex(bytes) == expected)
    }

    /// A string's bytes are hashed in place; the hash is the one of the same bytes copied out.
    @Test func aStringHashesAsItsUTF8Bytes() {
        for text in ["", "abc", "é中🙂\n", String(repeating: "0123456789", count: 70), String("abc".utf8.reversed().map { Character(UnicodeScalar($0)) })] {
            #expect(SHA256.hex(utf8: text) == SHA256.hex(Array(text.utf8)), "\(text)")
        }
    }
}
