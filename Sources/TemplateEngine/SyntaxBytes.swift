/// The ASCII bytes of the template syntax, for the lexer and the expression tokenizer, which
/// read UTF-8 bytes.
extension UInt8 {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let percent = UInt8(ascii: "%")
    static let hash = UInt8(ascii: "#")
    static let dash = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let doubleQuote = UInt8(ascii: "\"")
    static let singleQuote = UInt8(ascii: "'")
    static let backslash = UInt8(ascii: "\\")
    static let dot = UInt8(ascii: ".")
    static let letterN = UInt8(ascii: "n")
    static let letterT = UInt8(ascii: "t")

    var isASCIIWhitespace: Bool {
        self == .space || self == .tab || self == .newline || self == .carriageReturn
    }
}
