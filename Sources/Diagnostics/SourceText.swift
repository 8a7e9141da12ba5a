/// The text of an input file with its path, so diagnostics can quote the offending line.
public struct SourceText: Sendable, Hashable {
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// The 1-based line `number` without its line terminator, or nil when out of range.
    public func line(_ number: Int) -> String? {
        guard number >= 1 else { return nil }
        var current = 1
        var lineStart = text.unicodeScalars.startIndex
        var index = lineStart
        let scalars = text.unicodeScalars
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\r" {
                if current == number {
                    return String(scalars[lineStart..<index])
                }
                let next = scalars.index(after: index)
                if scalar == "\r", next < scalars.endIndex, scalars[next] == "\n" {
                    index = scalars.index(after: next)
                } else {
                    index = next
                }
                current += 1
                lineStart = index
            } else {
                index = scalars.index(after: index)
            }
        }
        return current == number ? String(scalars[lineStart..<scalars.endIndex]) : nil
    }
}
