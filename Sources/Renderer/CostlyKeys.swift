import Support

/// The endpoint context keys that cost enough to make only for a template set that reads
/// them: `fixture`, the sample rebuilt as Swift; `screen`, the layout of a screen; and
/// `sample`, the sample's text, which `gen model` keeps only for a set that quotes it or
/// reads `fixture`.
package struct CostlyKeys: OptionSet, Sendable {
    package let rawValue: Int

    package init(rawValue: Int) {
        self.rawValue = rawValue
    }

    package static let fixture = CostlyKeys(rawValue: 1)
    package static let screen = CostlyKeys(rawValue: 2)
    package static let sample = CostlyKeys(rawValue: 4)
    package static let all: CostlyKeys = [.fixture, .screen, .sample]

    private static let named: [(word: [UInt8], key: CostlyKeys)] = [
        (Array("fixture".utf8), .fixture), (Array("screen".utf8), .screen), (Array("sample".utf8), .sample),
    ]

    /// The keys whose name appears as a word (not inside a longer name such as `isScreen`)
    /// inside a tag of one of `sources`.
    package static func named(in sources: [String]) -> CostlyKeys {
        var keys: CostlyKeys = []
        for var source in sources {
            let text = source.withUTF8(tagText)
            for (word, key) in named where !keys.contains(key) && text.withUnsafeBufferPointer({ contains(word, in: $0) }) {
                keys.insert(key)
            }
        }
        return keys
    }

    /// The insides of the `{{ … }}` and `{% … %}` tags of a template, each followed by a space:
    /// the only places a key can be read.
    private static func tagText(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var kept: [UInt8] = []
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "{") else {
                index += 1
                continue
            }
            let closing: UInt8
            switch bytes[index + 1] {
            case UInt8(ascii: "{"): closing = UInt8(ascii: "}")
            case UInt8(ascii: "%"): closing = UInt8(ascii: "%")
            case UInt8(ascii: "#"): closing = UInt8(ascii: "#")
            default:
                index += 1
                continue
            }
            var end = index + 2
            while end + 1 < bytes.count, !(bytes[end] == closing && bytes[end + 1] == UInt8(ascii: "}")) {
                end += 1
            }
            if closing != UInt8(ascii: "#") {
                kept += bytes[(index + 2) ..< (end + 1 < bytes.count ? end : bytes.count)]
                kept.append(UInt8(ascii: " "))
            }
            index = end + 2
        }
        return kept
    }

    /// Whether `word` appears in `text` with no letter, digit, `_` or non-ASCII byte on either side.
    private static func contains(_ word: [UInt8], in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = word.first else { return false }
        var start = 0
        while start + word.count <= text.count {
            if text[start] == first, text[start ..< start + word.count].elementsEqual(word),
               start == 0 || !isWordByte(text[start - 1]),
               start + word.count == text.count || !isWordByte(text[start + word.count]) {
                return true
            }
            start += 1
        }
        return false
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        ASCIIByte.isIdentifier(byte) || byte >= 0x80
    }
}
