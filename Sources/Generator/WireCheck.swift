import JSONReader
import Writer

/// Holds a sample against the models a lock recorded, as JSONDecoder decodes it into the
/// declarations gen writes (synthesized `Decodable`: `decodeIfPresent` for an optional, so a
/// missing key or `null` is nil; `decode` otherwise), and names every property that would
/// make it throw. Unlike JSONDecoder it goes on after the first, so one run names them all.
struct WireCheck {
    let types: WireTypes
    let endpoint: String
    let sample: String
    private(set) var findings: [WireReport.Finding] = []

    init(types: WireTypes, endpoint: String, sample: String) {
        self.types = types
        self.endpoint = endpoint
        self.sample = sample
    }

    /// Where a value sits: the struct and property it is decoded for, and the elements of
    /// collections on the way to it (`[2]`).
    private struct Place {
        var type: String
        var property: String
        var key: String?
        var oldType: String
    }

    /// Checks `value`, the whole response, against `type`, the response type the lock records.
    mutating func check(_ value: JSONValue, as type: String) {
        check(value, types.reading(type, in: ""), at: Place(type: endpoint, property: "", oldType: type))
    }

    private mutating func check(_ value: JSONValue, _ reading: WireTypes.Reading, at place: Place) {
        if case .null = value.kind {
            switch reading {
            case .optional, .anything, .unchecked: return
            default: return report(.nowNull, at: place)
            }
        }
        switch (reading, value.kind) {
        case (.optional(let wrapped), _):
            check(value, wrapped, at: place)
        case (.anything, _), (.unchecked, _), (.string, .string), (.number, .number), (.bool, .bool):
            return
        case (.integer, .number(let number)):
            if !Self.isInteger(number) {
                report(.typeMismatch, at: place, found: number.literal)
            }
        case (.array(.structure(let name)), .array(let values)) where values.allSatisfy(\.isObject):
            for item in values {
                if case .object(let members) = item.kind {
                    checkStructure(name, members)
                }
            }
        case (.array(let element), .array(let values)):
            for (index, item) in values.enumerated() {
                var inner = place
                inner.property += "[\(index)]"
                check(item, element, at: inner)
            }
        case (.dictionary(let element), .object(let members)):
            for member in members {
                var inner = place
                inner.property += "[\"\(member.key)\"]"
                check(member.value, element, at: inner)
            }
        case (.structure(let name), .object(let members)):
            checkStructure(name, members)
        default:
            report(.typeMismatch, at: place, found: Self.describe(value.kind))
        }
    }

    private mutating func checkStructure(_ name: String, _ members: [JSONMember]) {
        for property in types.structures[name] ?? [] {
            let named = property.name.hasPrefix("`") ? String(property.name.dropFirst().dropLast()) : property.name
            let place = Place(type: name, property: property.name, key: property.key == named ? nil : property.key, oldType: property.type)
            guard let member = members.last(where: { $0.key == property.key }) else {
                if !property.type.hasSuffix("?") {
                    report(.keyGone, at: place)
                }
                continue
            }
            check(member.value, property.reading, at: place)
        }
    }

    /// Keeps the first finding of a kind at each place: a property of the elements of an
    /// array fails alike in every element.
    private mutating func report(_ kind: WireReport.Finding.Kind, at place: Place, found: String? = nil) {
        let finding = WireReport.Finding(
            endpoint: endpoint,
            type: place.type,
            property: place.property,
            kind: kind,
            key: place.key,
            oldType: place.oldType,
            found: found,
            sample: sample
        )
        if !findings.contains(where: finding.repeats) {
            findings.append(finding)
        }
    }

    /// Whether JSONDecoder reads the number as an `Int`: a whole number within its range,
    /// written as one (`3`) or with a fraction or exponent that leaves it whole (`3.0`, `3e2`).
    static func isInteger(_ number: JSONNumber) -> Bool {
        if number.isIntegerLiteral {
            return Int(number.literal) != nil
        }
        guard let value = Double(number.literal), value.rounded() == value, abs(value) < 9.2e18 else { return false }
        return true
    }

    static func describe(_ kind: JSONValue.Kind) -> String {
        switch kind {
        case .null: return "null"
        case .bool: return "a Boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

private extension JSONValue {
    var isObject: Bool {
        if case .object = kind { return true }
        return false
    }
}
