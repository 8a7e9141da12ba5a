import Diagnostics

/// A YAML node with the position where it starts. Aliases are resolved to copies of the
/// anchored node, so consumers never see them.
public struct YAMLNode: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        /// Pairs in source order.
        case mapping([YAMLPair])
    }

    public var kind: Kind
    public var position: SourcePosition

    public init(_ kind: Kind, at position: SourcePosition) {
        self.kind = kind
        self.position = position
    }

    /// A short name of the node's kind for messages: "a string", "a list", "a mapping".
    public var kindDescription: String {
        switch kind {
        case .scalar(let scalar): return scalar.isNull ? "null" : "a scalar"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}

public struct YAMLScalar: Sendable, Equatable {
    public var value: String
    /// True for quoted, literal and folded scalars, whose text is never a null or a number.
    public var isQuoted: Bool

    public init(value: String, isQuoted: Bool) {
        self.value = value
        self.isQuoted = isQuoted
    }

    /// A plain `~`, `null` or empty scalar, YAML's null.
    public var isNull: Bool {
        !isQuoted && ["", "~", "null", "Null", "NULL"].contains(value)
    }
}

public struct YAMLPair: Sendable, Equatable {
    public var key: YAMLNode
    public var value: YAMLNode

    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}
