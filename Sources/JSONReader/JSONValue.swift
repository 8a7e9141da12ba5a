import Diagnostics

/// A JSON value as written in a sample, with the position of its first character.
///
/// Positions are stored as two 32-bit numbers (a sample's tree is several times larger than
/// its text otherwise); a line or column beyond 4,294,967,295 reads as that number.
public struct JSONValue: Sendable, Equatable {
    /// Not `indirect`: arrays and objects already keep their children out of line, so the
    /// scalar cases stay inline instead of costing a heap box each.
    public enum Kind: Sendable, Equatable {
        case null
        case bool(Bool)
        case number(JSONNumber)
        case string(String)
        case array([JSONValue])
        /// Members in source order; duplicate keys are kept as written.
        case object([JSONMember])
    }

    public var kind: Kind
    private var line: UInt32
    private var column: UInt32

    public init(_ kind: Kind, at position: SourcePosition) {
        self.init(kind, line: position.line, column: position.column)
    }

    init(_ kind: Kind, line: Int, column: Int) {
        self.kind = kind
        self.line = UInt32(clamping: line)
        self.column = UInt32(clamping: column)
    }

    public var position: SourcePosition {
        get { SourcePosition(line: Int(line), column: Int(column)) }
        set {
            line = UInt32(clamping: newValue.line)
            column = UInt32(clamping: newValue.column)
        }
    }
}

/// A number kept as its literal text, so `1` and `1.0` stay distinct and
/// integers beyond 64 bits are not rounded.
public struct JSONNumber: Sendable, Equatable {
    public var literal: String
    /// True when the literal has neither a fraction nor an exponent.
    public var isIntegerLiteral: Bool

    public init(literal: String, isIntegerLiteral: Bool) {
        self.literal = literal
        self.isIntegerLiteral = isIntegerLiteral
    }
}

public struct JSONMember: Sendable, Equatable {
    public var key: String
    public var value: JSONValue
    private var keyLine: UInt32
    private var keyColumn: UInt32

    public init(key: String, keyPosition: SourcePosition, value: JSONValue) {
        self.init(key: key, keyLine: keyPosition.line, keyColumn: keyPosition.column, value: value)
    }

    init(key: String, keyLine: Int, keyColumn: Int, value: JSONValue) {
        self.key = key
        self.value = value
        self.keyLine = UInt32(clamping: keyLine)
        self.keyColumn = UInt32(clamping: keyColumn)
    }

    public var keyPosition: SourcePosition {
        get { SourcePosition(line: Int(keyLine), column: Int(keyColumn)) }
        set {
            keyLine = UInt32(clamping: newValue.line)
            keyColumn = UInt32(clamping: newValue.column)
        }
    }
}

/// The result of reading one sample: its value and the warnings found on the way.
public struct JSONDocument: Sendable, Equatable {
    public var value: JSONValue
    public var warnings: [Diagnostic]
}

/// The result of streaming one sample: where its top-level value starts, and the warnings
/// found on the way.
public struct StreamedDocument: Sendable, Equatable {
    public var position: SourcePosition
    public var warnings: [Diagnostic]
}
