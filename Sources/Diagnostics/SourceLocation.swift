/// A point in a source file, 1-based. Columns count Unicode scalars, not bytes,
/// so a caret lines up under non-ASCII text in an editor.
public struct SourcePosition: Hashable, Sendable, Comparable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// A position in a named file, printed as `path:line:column`.
public struct SourceLocation: Hashable, Sendable {
    public var path: String
    public var position: SourcePosition

    public init(path: String, position: SourcePosition) {
        self.path = path
        self.position = position
    }

    public init(path: String, line: Int, column: Int) {
        self.init(path: path, position: SourcePosition(line: line, column: column))
    }

    public var description: String { "\(path):\(position.line):\(position.column)" }
}
