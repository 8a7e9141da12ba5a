import Diagnostics
import Support

/// Reads a text file that must be UTF-8: a bad byte is an error at its line and column,
/// where decoding it leniently would put U+FFFD into generated code without a word.
package enum UTF8Text {
    package static func read(_ path: String, limit: ReadLimit, fileSystem: any FileSystem) throws(DiagnosticError) -> SourceText {
        try decode(diagnosed(fileSystem.readFile(path, limit: limit)), path: path)
    }

    package static func decode(_ bytes: [UInt8], path: String) throws(DiagnosticError) -> SourceText {
        // The standard library's validation first: it is built optimised, while the scalar by
        // scalar search below, in a debug build, took a quarter of an in-process module run.
        if let text = String(validating: bytes, as: UTF8.self) {
            return SourceText(path: path, text: text)
        }
        let source = SourceText(path: path, text: String(decoding: bytes, as: UTF8.self))
        guard let offset = firstInvalidByte(in: bytes) else { return source }
        let lineStart = bytes[..<offset].lastIndex { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }.map { $0 + 1 } ?? 0
        let line = lineNumber(of: lineStart, in: bytes)
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count + 1
        let byte = String(bytes[offset], radix: 16, uppercase: true)
        throw DiagnosticError(.error(
            "invalid UTF-8 byte 0x\(byte.count == 1 ? "0" : "")\(byte)",
            in: source,
            at: SourcePosition(line: line, column: column),
            hint: "save the file as UTF-8"
        ))
    }

    /// The offset of the first byte that does not begin or continue a valid UTF-8 scalar.
    static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }

    /// Lines end at `\n`, `\r\n` or a lone `\r`, as `SourceText` counts them.
    private static func lineNumber(of offset: Int, in bytes: [UInt8]) -> Int {
        var line = 1
        var index = 0
        while index < offset {
            if bytes[index] == UInt8(ascii: "\n") || (bytes[index] == UInt8(ascii: "\r") && (index + 1 >= bytes.count || bytes[index + 1] != UInt8(ascii: "\n"))) {
                line += 1
            }
            index += 1
        }
        return line
    }
}
