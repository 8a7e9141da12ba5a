import Diagnostics

/// A YAML node with the position where it starts. Aliases are resolved to copies of the
/// anchored node, so consumers never see them.
package struct YAMLNode: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        /// Pairs in source order.
        case mapping([YAMLPair])
    }

    package var kind: Kind
    package var position: SourcePosition

    package init(_ kind: Kind, at position: SourcePosition) {
        self.kind = kind
        self.position = position
    }

    /// A short name of the node's kind for messages: "a string", "a list", "a mapping".
    package var kindDescription: String {
        switch kind {
        case .scalar(let scalar): return scalar.isNull ? "null" : "a scalar"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}

package struct YAMLScalar: Sendable, Equatable {
    package var value: String
    /// True for quoted, literal and folded scalars, whose text is never a null or a number.
    package var isQuoted: Bool

    package init(value: String, isQuoted: Bool) {
        self.value = value
        self.isQuoted = isQuoted
    }

    /// A plain `~`, `null` or empty scalar, YAML's null.
    package var isNull: Bool {
        !isQuoted && ["", "~", "null", "Null", "NULL"].contains(value)
    }
}

package struct YAMLPair: Sendable, Equatable {
    package var key: YAMLNode
    package var value: YAMLNode

    package init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}
