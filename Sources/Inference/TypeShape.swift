import Diagnostics

/// What all the values seen at one position of the samples have in common.
struct TypeShape {
    indirect enum Kind {
        case bool
        case integer
        case double
        case string
        /// The merged shape of every element; nil while only empty arrays were seen.
        case array(element: TypeShape?)
        case object(ObjectShape)

        var name: String {
            switch self {
            case .bool: return "a boolean"
            case .integer: return "an integer"
            case .double: return "a number"
            case .string: return "a string"
            case .array: return "an array"
            case .object: return "an object"
            }
        }
    }

    /// nil while only `null` was seen.
    var kind: Kind?
    var isNullable = false
    /// Where the first non-null value was seen, for conflict messages.
    var firstSeen: SourceLocation?
}

/// The merged fields of every object seen at one position, in order of first appearance.
struct ObjectShape {
    struct Field {
        var key: String
        var shape: TypeShape
        /// How many of the merged objects have this key.
        var occurrences: Int
    }

    var fields: [Field] = []
    var fieldIndex: [String: Int] = [:]
    /// How many objects were merged.
    var occurrences = 0
}
