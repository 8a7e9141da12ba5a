extension SourceText {
    /// The line of the first conflict marker a merge left in the text, or nil: seven or more
    /// `<`, `=`, `|` or `>` at the start of a line, alone or before a space (`<<<<<<< HEAD`,
    /// `=======`, `>>>>>>> feature`), as git writes around the two sides of a conflict.
    /// Every file gen reads as configuration (gen.yml, set.yml, gen-workspace.yml, .gen.lock),
    /// and the samples, is committed, and merged, with the project.
    package var mergeMarkerLine: Int? {
        var text = text
        return text.withUTF8 { Self.mergeMarkerLine(in: $0) }
    }

    private static func mergeMarkerLine(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var line = 1
        var start = 0
        while start < bytes.count {
            if Self.isMergeMarker(bytes[start...]) { return line }
            guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            start = end + 1
            line += 1
        }
        return nil
    }

    private static func isMergeMarker(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard let first = line.first, [UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: "|"), UInt8(ascii: ">")].contains(first) else { return false }
        let run = line.prefix { $0 == first }.count
        guard run >= 7 else { return false }
        let after = line.dropFirst(run).first
        return after == nil || after == UInt8(ascii: " ") || after == UInt8(ascii: "\n") || after == UInt8(ascii: "\r")
    }
}
