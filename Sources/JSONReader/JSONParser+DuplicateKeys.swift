import Diagnostics

extension JSONParser {
    /// Reads a key, with its fingerprint: for a key written in plain ASCII, without escapes,
    /// its length and bytes folded into 64 bits, never 0; for any other key 0, meaning
    /// "compare in full", because text written differently can still be the same `String`
    /// (an escape, or a canonically equivalent sequence of scalars).
    mutating func parseKey() throws(DiagnosticError) -> (key: String, fingerprint: UInt64) {
        let start = offset + 1
        let (key, isPlainASCII) = try parseStringReportingASCII()
        guard isPlainASCII, let base = bytes.baseAddress else { return (key, 0) }
        let count = offset - 1 - start
        var folded = UInt64(count) << 56 | 1
        if count >= 8 {
            let first = UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self)
            let last = UnsafeRawPointer(base + start + count - 8).loadUnaligned(as: UInt64.self)
            folded ^= first ^ (last << 7 | last >> 57)
        } else {
            for index in start..<(start + count) {
                folded ^= UInt64(bytes[index]) << (8 * (index - start) + 1)
            }
        }
        return (key, folded)
    }

    /// The index on the member stack of the first member since `start` named `key`, if any.
    /// Once the object outgrows a linear search, `indexes` maps each key to its first index.
    func firstIndex(of key: String, fingerprint: UInt64, from start: Int, indexes: inout [String: Int]?) -> Int? {
        let end = memberStack.count
        if indexes == nil, end - start < Self.linearKeySearchLimit {
            for index in start..<end {
                let other = keyFingerprints[index]
                if other == fingerprint || other == 0 || fingerprint == 0, memberStack[index].key == key {
                    return index
                }
            }
            return nil
        }
        if indexes == nil {
            var built: [String: Int] = [:]
            for index in (start..<end).reversed() {
                built[memberStack[index].key] = index
            }
            indexes = built
        }
        if let first = indexes?[key] {
            return first
        }
        indexes?[key] = end
        return nil
    }

    mutating func warnDuplicate(_ key: String, first: SourcePosition, line: Int, column: Int) {
        warnings.append(Diagnostic(
            .warning,
            "duplicate key \"\(key)\"; the object already has it at \(path):\(first.line):\(first.column)",
            at: SourceLocation(path: path, line: line, column: column),
            sourceLine: currentLineText(),
            hint: "decoders keep only one of the two values"
        ))
    }
}
