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
        var folded = UInt64(truncatingIfNeeded: count) << 57 | 1
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

    /// The index on `memberStack` of the first member of the open container at `container`
    /// named `key`, if any. While the object is small its keys are compared one by one, in
    /// full only when the fingerprints allow equality; past `linearKeySearchLimit` members
    /// the container keeps a dictionary of them.
    mutating func firstIndex(of key: String, fingerprint: UInt64, inContainer container: Int) -> Int? {
        let start = openContainers[container].start
        let end = memberStack.count
        guard end - start >= Self.linearKeySearchLimit else {
            for index in start..<end {
                let other = keyFingerprints[index]
                if other == fingerprint || other == 0 || fingerprint == 0, memberStack[index].key == key {
                    return index
                }
            }
            return nil
        }
        var indexes = openContainers[container].keyIndexes ?? firstIndexes(from: start)
        openContainers[container].keyIndexes = nil
        defer { openContainers[container].keyIndexes = indexes }
        if let first = indexes[key] {
            return first
        }
        indexes[key] = end
        return nil
    }

    /// Each key of the members from `start` on, with the index of its first member.
    private func firstIndexes(from start: Int) -> [String: Int] {
        var indexes: [String: Int] = [:]
        for index in (start..<memberStack.count).reversed() {
            indexes[memberStack[index].key] = index
        }
        return indexes
    }

    mutating func warnDuplicate(_ key: String, first: SourcePosition, keyOffset: Int, line: Int, column: Int) {
        let location = SourceLocation(path: path, line: line, column: column)
        guard warnings.admits(.duplicateKey, at: location) else { return }
        warnings.append(Diagnostic(
            .warning,
            "duplicate key \"\(key)\"; the object already has it at \(path):\(first.line):\(first.column)",
            at: location,
            excerpt: excerpt(at: keyOffset, column: column),
            hint: "decoders keep only one of the two values"
        ))
    }
}
