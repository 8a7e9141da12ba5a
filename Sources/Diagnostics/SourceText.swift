/// The text of an input file with its path, so diagnostics can quote the offending line.
public struct SourceText: Sendable, Hashable {
    public var path: String
    public var text: String {
        didSet { lineStarts = Self.lineStarts(of: text) }
    }
    /// The UTF-8 offset where each line starts, found once so that quoting a line costs only
    /// that line: a file with one problem on each of 20,000 lines stays linear.
    private var lineStarts: [Int]

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        self.lineStarts = Self.lineStarts(of: text)
    }

    /// The 1-based line `number` without its line terminator, or nil when out of range.
    /// A line ends at `\n`, `\r\n` or a lone `\r`.
    public func line(_ number: Int) -> String? {
        guard lineStarts.indices.contains(number - 1) else { return nil }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: lineStarts[number - 1])
        let end = utf8[start...].firstIndex { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") } ?? utf8.endIndex
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }

    public static func == (lhs: SourceText, rhs: SourceText) -> Bool {
        lhs.path == rhs.path && lhs.text == rhs.text
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(text)
    }

    private static func lineStarts(of text: String) -> [Int] {
        var text = text
        return text.withUTF8 { bytes in
            var starts = [0]
            var offset = 0
            while offset < bytes.count {
                let byte = bytes[offset]
                offset += 1
                if byte == UInt8(ascii: "\r"), offset < bytes.count, bytes[offset] == UInt8(ascii: "\n") {
                    offset += 1
                }
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    starts.append(offset)
                }
            }
            return starts
        }
    }
}
