/// Tests of one byte of UTF-8 text against ASCII classes: the fast path of code that reads
/// names, keys and templates by their bytes instead of asking Unicode tables per character.
/// Public and inlinable, as they sit in the inner loops of other modules: declared `package`,
/// `@inlinable` was not honoured (Swift 6.3.1), and each test was a call.
package enum ASCIIByte {
    @inlinable
    package static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    @inlinable
    package static func isUppercase(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    @inlinable
    package static func isLowercase(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
    }

    /// A letter, a digit or `_`: a byte of an ASCII identifier.
    @inlinable
    package static func isIdentifier(_ byte: UInt8) -> Bool {
        isLowercase(byte) || isUppercase(byte) || isDigit(byte) || byte == UInt8(ascii: "_")
    }
}
