import Diagnostics

extension JSONParser {
    /// Reads the number at `offset`, keeping its literal text.
    mutating func parseNumber() throws(DiagnosticError) -> JSONNumber {
        let start = offset
        let column = currentColumn
        var isInteger = true
        var hasExponent = false
        if bytes[offset] == UInt8(ascii: "-") {
            offset += 1
        }
        guard offset < bytes.count, isDigit(bytes[offset]) else {
            throw failure("expected a digit after '-', found \(describeFound())")
        }
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
            if offset < bytes.count, isDigit(bytes[offset]) {
                skipDigits()
                let written = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
                throw failure(
                    "expected a number without leading zeros, found '\(written)'",
                    at: start,
                    hint: "write the number without them, or as a string if the zeros matter"
                )
            }
        } else {
            skipDigits()
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            isInteger = false
            offset += 1
            guard offset < bytes.count, isDigit(bytes[offset]) else {
                throw failure("expected a digit after the decimal point, found \(describeFound())")
            }
            skipDigits()
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            isInteger = false
            hasExponent = true
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
                offset += 1
            }
            guard offset < bytes.count, isDigit(bytes[offset]) else {
                throw failure("expected a digit in the exponent, found \(describeFound())")
            }
            skipDigits()
        }
        let literal = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        if hasExponent || offset - start > Self.digitsAlwaysInDoubleRange {
            warnIfOutsideDoubleRange(literal, offset: start, column: column)
        }
        return JSONNumber(literal: literal, isIntegerLiteral: isInteger)
    }

    /// Without an exponent, no literal this long or shorter overflows a Double or rounds to
    /// zero, so only longer literals and those with an exponent are converted to check.
    private static let digitsAlwaysInDoubleRange = 15

    /// Warns about a literal that a Double cannot hold, too large or non-zero but rounding
    /// to zero: Swift's JSONDecoder rejects a response holding one where a model expects a
    /// Double, which is the type inference gives it.
    private mutating func warnIfOutsideDoubleRange(_ literal: String, offset start: Int, column: Int) {
        guard let double = Double(literal) else { return }
        let significand = literal.utf8.prefix { $0 != UInt8(ascii: "e") && $0 != UInt8(ascii: "E") }
        let problem: String
        if double.isInfinite {
            problem = "too large"
        } else if double == 0, significand.contains(where: { $0 >= UInt8(ascii: "1") && $0 <= UInt8(ascii: "9") }) {
            problem = "too small"
        } else {
            return
        }
        let location = SourceLocation(path: path, line: line, column: column)
        guard warnings.admits(.numberOutsideDouble, at: location) else { return }
        warnings.append(Diagnostic(
            .warning,
            "the number \(literal) is \(problem) for a Double",
            at: location,
            excerpt: excerpt(at: start, column: column),
            hint: "Swift's JSONDecoder rejects a response that holds it"
        ))
    }

    private mutating func skipDigits() {
        while offset < bytes.count, isDigit(bytes[offset]) {
            offset += 1
        }
    }
}
