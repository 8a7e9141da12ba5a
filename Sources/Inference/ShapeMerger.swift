import Diagnostics
import JSONReader

/// Merges every value of every sample into one `TypeShape` per position.
/// Two kinds that cannot share a Swift type (a string where a number was seen) are an error
/// naming both places.
struct ShapeMerger {
    private var sources: [String: SourceText] = [:]

    mutating func shape(of samples: [Sample]) throws(DiagnosticError) -> TypeShape {
        var shape = TypeShape()
        for sample in samples {
            sources[sample.source.path] = sample.source
            try merge(sample.value, path: sample.source.path, into: &shape)
        }
        return shape
    }

    private func merge(_ value: JSONValue, path: String, into shape: inout TypeShape) throws(DiagnosticError) {
        let location = SourceLocation(path: path, position: value.position)
        let incoming: TypeShape.Kind
        switch value.kind {
        case .null:
            shape.isNullable = true
            return
        case .bool:
            incoming = .bool
        case .number(let number):
            incoming = number.isIntegerLiteral && Int64(number.literal) != nil ? .integer : .double
        case .string:
            incoming = .string
        case .array(let elements):
            var element: TypeShape?
            if case .array(let existing)? = shape.kind {
                element = existing
            }
            for item in elements {
                var merged = element ?? TypeShape()
                try merge(item, path: path, into: &merged)
                element = merged
            }
            incoming = .array(element: element)
        case .object(let members):
            var object = ObjectShape()
            if case .object(let existing)? = shape.kind {
                object = existing
            }
            object.occurrences += 1
            for member in members {
                let index: Int
                if let known = object.fieldIndex[member.key] {
                    index = known
                } else {
                    index = object.fields.count
                    object.fieldIndex[member.key] = index
                    object.fields.append(ObjectShape.Field(key: member.key, shape: TypeShape(), occurrences: 0))
                }
                object.fields[index].occurrences += 1
                try merge(member.value, path: path, into: &object.fields[index].shape)
            }
            incoming = .object(object)
        }
        guard let existing = shape.kind, let firstSeen = shape.firstSeen else {
            shape.kind = incoming
            shape.firstSeen = location
            return
        }
        shape.kind = try combine(existing, incoming, firstSeen: firstSeen, location: location)
    }

    /// Collections were already merged in place; scalars widen `Int` to `Double`.
    private func combine(
        _ existing: TypeShape.Kind,
        _ incoming: TypeShape.Kind,
        firstSeen: SourceLocation,
        location: SourceLocation
    ) throws(DiagnosticError) -> TypeShape.Kind {
        switch (existing, incoming) {
        case (.bool, .bool), (.integer, .integer), (.double, .double), (.string, .string),
             (.array, .array), (.object, .object):
            return incoming
        case (.integer, .double), (.double, .integer):
            return .double
        default:
            let source = sources[location.path] ?? SourceText(path: location.path, text: "")
            throw DiagnosticError(.error(
                "found \(incoming.name) where \(firstSeen.description) has \(existing.name)",
                in: source,
                at: location.position,
                hint: "one position must hold one kind of value in every sample; fix the sample"
            ))
        }
    }
}
