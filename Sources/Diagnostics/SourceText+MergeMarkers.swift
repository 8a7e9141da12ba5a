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

    /// Index loops over the buffer, with no slices and no array per line: tests read gen.yml
    /// files and locks by the thousand in debug builds, where slicing costs several times
    /// the scan itself.
    private static func mergeMarkerLine(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var line = 1
        var index = 0
        while index < bytes.count {
            if isMergeMarker(bytes, at: index) { return line }
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
                index += 1
            }
            index += 1
            line += 1
        }
        return nil
    }

    /// Whether the line that starts at `start` opens with a marker.
    private static func isMergeMarker(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        let first = bytes[start]
        guard first == UInt8(ascii: "<") || first == UInt8(ascii: "=") || first == UInt8(ascii: "|") || first == UInt8(ascii: ">") else { return false }
        var end = start
        while end < bytes.count, bytes[end] == first {
            end += 1
        }
        guard end - start >= 7 else { return false }
        return end == bytes.count || bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\n") || bytes[end] == UInt8(ascii: "\r")
    }
}
