internal import Foundation

/// The text of an input file with its path, so diagnostics can quote the offending line.
public struct SourceText: Sendable, Hashable {
    public var path: String
    public var text: String {
        didSet { lines = LineStarts() }
    }
    /// Where each line starts, found on the first quote of a line and kept, so that quoting a
    /// line costs only that line (a file with one problem on each of 20,000 lines stays
    /// linear), and a source never quoted (every template and sample of a run without
    /// problems) costs nothing: finding them was 0.7M instructions of a cold `gen module`.
    private var lines = LineStarts()

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// The 1-based line `number` without its line terminator, or nil when out of range.
    /// A line ends at `\n`, `\r\n` or a lone `\r`.
    public func line(_ number: Int) -> String? {
        let lineStarts = lines.offsets(in: text)
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

    /// The UTF-8 offset where each line starts.
    fileprivate static func lineStarts(of text: String) -> [Int] {
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

/// The line starts of one text, found once, by whichever copy of the source first asks.
/// Unchecked: `lock` guards every `var`; `Mutex`, the checked alternative, needs macOS 15 and gen supports macOS 13.
private final class LineStarts: @unchecked Sendable {
    private let lock = NSLock()
    private var found: [Int]?

    func offsets(in text: String) -> [Int] {
        lock.withLock {
            if let found { return found }
            let offsets = SourceText.lineStarts(of: text)
            found = offsets
            return offsets
        }
    }
}
