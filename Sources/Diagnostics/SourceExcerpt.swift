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

    /// What a diagnostic shows of the line starting at `lineStart` in `bytes` for a caret at
    /// byte `offset`, which is at `column`: the whole line, or what `clip` keeps of it, with
    /// the caret's column in the cut line. It reads at most `reach` bytes either side of
    /// `offset`, never the whole line, so a thousand warnings on a line of megabytes cost a
    /// thousand times a short line, not a thousand times the line. The bytes from
    /// `lineStart` to `offset` must be UTF-8 (the text read so far).
    public static func around(
        _ offset: Int,
        column: Int,
        lineStart: Int,
        in bytes: UnsafeBufferPointer<UInt8>
    ) -> (line: String, caretColumn: Int?) {
        var lower = max(lineStart, offset - reach)
        while lower < offset, bytes[lower] & 0xC0 == 0x80 {
            lower += 1
        }
        var upper = offset
        let limit = min(bytes.count, offset + reach)
        while upper < limit, bytes[upper] != UInt8(ascii: "\n"), bytes[upper] != UInt8(ascii: "\r") {
            upper += 1
        }
        let endsLine = upper == bytes.count || bytes[upper] == UInt8(ascii: "\n") || bytes[upper] == UInt8(ascii: "\r")
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self)
        if lower == lineStart, endsLine {
            return clip(text, column: column).map { ($0.line, $0.column) } ?? (text, nil)
        }
        let before = bytes[lower..<offset].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        let first = column - 1 - before
        let scalars = Array(text.unicodeScalars)
        return cut(scalars, first: first, count: endsLine ? first + scalars.count : Int.max, column: column)
    }

    /// How far `around` reads from the caret: enough bytes for `width` scalars and two more
    /// of up to four bytes each, so the scalars it keeps are decoded as in the whole line.
    static let reach = 4 * (width + 2)

    /// `clip` for a window of the line: `scalars` are the line's from index `first` on, of
    /// `count` in all (`Int.max` when the window does not reach the line's end).
    private static func cut(_ scalars: [Unicode.Scalar], first: Int, count: Int, column: Int) -> (line: String, caretColumn: Int?) {
        let start = max(0, min(column - 1 - width / 2, count - width))
        var text = start > 0 ? "…" : ""
        text.unicodeScalars.append(contentsOf: scalars[(start - first)..<(start + width - first)])
        if start + width < count {
            text += "…"
        }
        return (text, column - start + (start > 0 ? 1 : 0))
    }
}
