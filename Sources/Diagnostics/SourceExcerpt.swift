/// A long source line cut down to the part around the caret. A minified sample holds
/// megabytes on one line; a diagnostic that carried the whole line would print it, and a
/// thousand warnings on that line would print it a thousand times.
public enum SourceExcerpt {
    /// The most Unicode scalars of a line a diagnostic keeps, not counting the `…` marks.
    public static let width = 160

    /// nil when `line` is at most `width` scalars long; otherwise the `width` scalars around
    /// `column` (1-based, in scalars), with `…` where text was cut, and the caret's column in it.
    public static func clip(_ line: String, column: Int) -> (line: String, column: Int)? {
        guard line.utf8.count > width else { return nil }
        var text = line
        return text.withUTF8 { clip($0, column: column) }
    }

    /// Works on the UTF-8 bytes, where a scalar starts at each byte that is not a
    /// continuation byte (10xxxxxx): two passes over bytes instead of decoding every scalar.
    private static func clip(_ bytes: UnsafeBufferPointer<UInt8>, column: Int) -> (line: String, column: Int)? {
        let count = bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        guard count > width else { return nil }
        let start = max(0, min(column - 1 - width / 2, count - width))
        var (scalar, lower, upper) = (0, bytes.count, bytes.count)
        for (offset, byte) in bytes.enumerated() where byte & 0xC0 != 0x80 {
            if scalar == start { lower = offset }
            if scalar == start + width {
                upper = offset
                break
            }
            scalar += 1
        }
        let excerpt = String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self)
        let text = (start > 0 ? "…" : "") + excerpt + (start + width < count ? "…" : "")
        return (text, column - start + (start > 0 ? 1 : 0))
    }
}
