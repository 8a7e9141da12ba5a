/// StencilSwiftKit's `swiftIdentifier:"valid"`, `"normal"` and `"pretty"`, which SwiftGen's
/// templates use; plain `swiftIdentifier` is gen's own (see docs/templates.md).
enum SwiftIdentifierModes {
    /// Characters that cannot be in an identifier become `_`; with `capitalizingParts`, the first
    /// letter of each part between them is put in upper case. A `_` goes before a leading digit.
    static func identifier(_ text: String, capitalizingParts: Bool) -> String {
        let parts = text.unicodeScalars.split(omittingEmptySubsequences: false) { !isIdentifierTail($0) }
        let mapped = parts.map { part -> String in
            let string = String(String.UnicodeScalarView(part))
            return capitalizingParts ? StencilSwiftKitFilters.upperFirstLetter(string) : string
        }
        return prefixedIfNeeded(mapped.joined(separator: "_"))
    }

    /// `identifier`, then snake case to camel case with leading underscores dropped:
    /// `some-name` → `SomeName`, `HELLO_WORLD` → `HelloWorld`.
    static func pretty(_ text: String) -> String {
        let identifier = identifier(text, capitalizingParts: true)
        let parts = identifier.split(separator: "_", omittingEmptySubsequences: false).map(String.init)
        let camel: String
        if identifier.utf8.contains(where: { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }) {
            camel = parts.map(StencilSwiftKitFilters.upperFirstLetter).joined()
        } else {
            camel = parts.map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
        }
        return prefixedIfNeeded(camel)
    }

    private static func prefixedIfNeeded(_ text: String) -> String {
        guard let first = text.unicodeScalars.first else { return "" }
        return isIdentifierHead(first) ? text : "_" + text
    }

    private static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        }
        return !combiningRanges.contains { $0.contains(scalar.value) } && (scalar.properties.isAlphabetic || scalar.value >= 0xA8)
    }

    private static func isIdentifierTail(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return ("0"..."9").contains(scalar) || isIdentifierHead(scalar)
        }
        return scalar.properties.isAlphabetic || combiningRanges.contains { $0.contains(scalar.value) } || isIdentifierHead(scalar)
    }

    private static let combiningRanges: [ClosedRange<UInt32>] = [0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F]
}
