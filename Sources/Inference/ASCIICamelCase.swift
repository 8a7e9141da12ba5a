import Support

/// `Naming.upperCamelCase` and `lowerCamelCase` of ASCII text, word by word in its bytes:
/// the common case, and one that runs for every key of every sample, without the strings
/// `Naming.words(in:)` makes. A test checks it against the general path.
enum ASCIICamelCase {
    static func name(_ text: String, upperFirst: Bool) -> String {
        let bytes = Array(text.utf8)
        var name: [UInt8] = []
        name.reserveCapacity(bytes.count + 1)
        var isFirstWord = true
        forEachWord(in: bytes) { word in
            if isFirstWord, !upperFirst {
                appendLowered(word, all: word.allSatisfy { ASCIIByte.isUppercase($0) || ASCIIByte.isDigit($0) }, to: &name)
            } else {
                appendInner(word, to: &name)
            }
            isFirstWord = false
        }
        if name.isEmpty {
            return upperFirst ? "Value" : "value"
        }
        if ASCIIByte.isDigit(name[0]) {
            name.insert(UInt8(ascii: "_"), at: 0)
        }
        return String(decoding: name, as: UTF8.self)
    }

    /// Splits as `Naming.words(in:)` does: at every byte that is not a letter or digit, and
    /// before a capital that follows a lowercase letter or a digit.
    private static func forEachWord(in bytes: [UInt8], _ body: (ArraySlice<UInt8>) -> Void) {
        var start: Int?
        var previousWasLower = false
        for (index, byte) in bytes.enumerated() {
            guard ASCIIByte.isUppercase(byte) || ASCIIByte.isLowercase(byte) || ASCIIByte.isDigit(byte) else {
                if let first = start { body(bytes[first..<index]) }
                start = nil
                previousWasLower = false
                continue
            }
            if ASCIIByte.isUppercase(byte), previousWasLower, let first = start {
                body(bytes[first..<index])
                start = nil
            }
            if start == nil { start = index }
            previousWasLower = ASCIIByte.isLowercase(byte) || ASCIIByte.isDigit(byte)
        }
        if let first = start { body(bytes[first..<bytes.count]) }
    }

    /// The first word of a lower camel case name: all of it lowered when it is all capitals
    /// and digits (`ID` → `id`), else its first letter.
    private static func appendLowered(_ word: ArraySlice<UInt8>, all: Bool, to name: inout [UInt8]) {
        for (offset, byte) in word.enumerated() {
            name.append((all || offset == 0) && ASCIIByte.isUppercase(byte) ? byte + 32 : byte)
        }
    }

    /// A later word: an acronym in its spelling (`ids` → `IDs`), else its first letter raised.
    private static func appendInner(_ word: ArraySlice<UInt8>, to name: inout [UInt8]) {
        if let first = word.first, acronymStarts.contains(ASCIIByte.isUppercase(first) ? first + 32 : first), word.count <= longestAcronym,
           let acronym = Naming.acronyms[String(decoding: word.map { ASCIIByte.isUppercase($0) ? $0 + 32 : $0 }, as: UTF8.self)] {
            name.append(contentsOf: acronym.utf8)
            return
        }
        for (offset, byte) in word.enumerated() {
            name.append(offset == 0 && ASCIIByte.isLowercase(byte) ? byte - 32 : byte)
        }
    }

    private static let longestAcronym = Naming.acronyms.keys.map(\.utf8.count).max() ?? 0
    /// The first letters of the acronyms, so most words are never looked up.
    private static let acronymStarts = Set(Naming.acronyms.keys.compactMap(\.utf8.first))
}
