import Support
import Testing

/// XXH64 with seed 0; the expected hashes are those of Python's xxhash package (the C
/// library's) for the same bytes: every length that takes another path through the
/// function, on each side of the 4-, 8- and 32-byte steps.
@Suite struct XXHash64Tests {
    @Test(arguments: [
        (0, "ef46db3751d8e999"), (1, "8a4127811b21e730"), (3, "31d2363f52e564c9"), (4, "b4d516af63f9c743"),
        (5, "2ad73c7f91e8a437"), (7, "2163df11c0cdf8cd"), (8, "d5474d6ca50def58"), (9, "a6d41e4e74bc10e4"),
        (31, "c025b4c3c4880c7a"), (32, "178ae25cee6f7994"), (33, "c46e3a6b7582cfa1"), (63, "03793b982bc5fbd0"),
        (64, "9fff1249d7b12261"), (65, "4cc08a8e831269ea"), (100, "cd4abbf95a8d7fe6"), (1000, "4fd1f6cce31fe62d"),
        (4099, "e882fd8a814fe8f8"),
    ])
    func matchesTheReference(count: Int, expected: String) {
        let bytes = (0..<count).map { UInt8(($0 * 7 + count) % 251) }
        #expect(XXHash64.hex(bytes) == expected)
    }

    @Test func abc() {
        #expect(XXHash64.hex(Array("abc".utf8)) == "44bc2cf5ad770999")
    }

    /// A string's text hashes as its UTF-8 bytes do, read in place or copied.
    @Test(arguments: ["", "Jacob", "Grüße, 世界 🚀", String(repeating: "template text ", count: 40)])
    func aStringHashesAsItsUTF8Bytes(text: String) {
        #expect(XXHash64.hash(utf8: text) == XXHash64.hash(Array(text.utf8)))
        #expect(XXHash64.hex(utf8: text) == XXHash64.hex(Array(text.utf8)))
    }
}
