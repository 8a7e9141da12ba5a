import Diagnostics

/// A JSON value as written in a sample, with the position of its first character.
public struct JSONValue: Sendable, Equatable {
    public indirect enum Kind: Sendable, Equatable {
        case null
        case bool(Bool)
        case number(JSONNumber)
        case string(String)
        case array([JSONValue])
        /// Members in source order; duplicate keys are kept as written.
        case object([JSONMember])
    }

    public var kind: Kind
    public var position: SourcePosition

    public init(_ kind: Kind, at position: SourcePosition) {
        self.kind = kind
        self.position = position
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
    public var keyPosition: SourcePosition
    public var value: JSONValue

    public init(key: String, keyPosition: SourcePosition, value: JSONValue) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}

/// The result of reading one sample: its value and the warnings found on the way.
public struct JSONDocument: Sendable, Equatable {
    public var value: JSONValue
    public var warnings: [Diagnostic]
}
