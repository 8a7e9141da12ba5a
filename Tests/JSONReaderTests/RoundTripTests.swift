import Foundation
import JSONReader
import Testing
import TestSupport

/// Random values, written by Foundation's JSONSerialization and read back by JSONReader,
/// must come back equal: strings exactly, numbers numerically, keys in any order (the
/// writer does not keep them).
@Suite struct RoundTripTests {
    @Test func randomValuesWrittenByJSONSerializationReadBackEqual() throws {
        var random = SeededGenerator(seed: 0x5EED)
        for index in 0..<3000 {
            let original = RandomJSON.value(depth: 0, using: &random)
            var options: JSONSerialization.WritingOptions = [.fragmentsAllowed]
            if index % 3 == 0 { options.insert(.prettyPrinted) }
            if index % 5 == 0 { options.insert(.withoutEscapingSlashes) }
            let data = try JSONSerialization.data(withJSONObject: original.foundationObject, options: options)
            let text = String(decoding: data, as: UTF8.self)
            let read = try JSONReader.read([UInt8](data), path: "case\(index).json")
            guard let difference = original.difference(from: read.value) else { continue }
            Issue.record("case \(index): \(difference)\n\(text)")
            return
        }
    }
}

/// A JSON value with the kinds JSONSerialization writes.
private indirect enum RandomJSON {
    case null
    case bool(Bool)
    case integer(Int64)
    case double(Double)
    case string(String)
    case array([RandomJSON])
    case object([String: RandomJSON])

    static func value(depth: Int, using random: inout SeededGenerator) -> RandomJSON {
        let choice = Int.random(in: 0..<(depth < 4 ? 8 : 6), using: &random)
        switch choice {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2: return .integer(integer(using: &random))
        case 3: return .double(double(using: &random))
        case 4, 5: return .string(string(using: &random))
        case 6:
            return .array((0..<Int.random(in: 0...5, using: &random)).map { _ in value(depth: depth + 1, using: &random) })
        default:
            var members: [String: RandomJSON] = [:]
            for _ in 0..<Int.random(in: 0...5, using: &random) {
                members[string(using: &random)] = value(depth: depth + 1, using: &random)
            }
            return .object(members)
        }
    }

    private static func integer(using random: inout SeededGenerator) -> Int64 {
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return Int64.random(in: -9...9, using: &random)
        case 1: return Int64.random(in: -1_000_000...1_000_000, using: &random)
        default: return Int64.random(in: Int64.min...Int64.max, using: &random)
        }
    }

    private static func double(using random: inout SeededGenerator) -> Double {
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return Double(Int.random(in: -10_000...10_000, using: &random)) / 100
        case 1: return Double.random(in: -1...1, using: &random) * pow(10, Double(Int.random(in: -300...300, using: &random)))
        default: return Double(bitPattern: random.next() & 0x7FEF_FFFF_FFFF_FFFF | (random.next() & 0x8000_0000_0000_0000))
        }
    }

    /// Text mixing ASCII, the characters JSON must escape, and scalars from every UTF-8 length.
    private static func string(using random: inout SeededGenerator) -> String {
        let pools: [ClosedRange<UInt32>] = [0x20...0x7E, 0x00...0x1F, 0x22...0x22, 0x5C...0x5C, 0x2F...0x2F, 0x80...0x7FF, 0x800...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF]
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...12, using: &random) {
            let pool = pools[Int.random(in: 0..<pools.count, using: &random)]
            if let scalar = Unicode.Scalar(UInt32.random(in: pool, using: &random)) {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    var foundationObject: Any {
        switch self {
        case .null: return NSNull()
        case .bool(let flag): return flag
        case .integer(let number): return number
        case .double(let number): return number
        case .string(let text): return text
        case .array(let elements): return elements.map(\.foundationObject)
        case .object(let members): return members.mapValues(\.foundationObject)
        }
    }

    /// Where `read` differs from this value, or nil when it is equal.
    func difference(from read: JSONValue, at path: String = "$") -> String? {
        switch (self, read.kind) {
        case (.null, .null):
            return nil
        case (.bool(let expected), .bool(let actual)):
            return expected == actual ? nil : "\(path): expected \(expected), read \(actual)"
        case (.integer(let expected), .number(let actual)):
            return Int64(actual.literal) == expected ? nil : "\(path): expected \(expected), read \(actual.literal)"
        case (.double(let expected), .number(let actual)):
            return Double(actual.literal) == expected ? nil : "\(path): expected \(expected), read \(actual.literal)"
        case (.string(let expected), .string(let actual)):
            return expected.unicodeScalars.elementsEqual(actual.unicodeScalars) ? nil : "\(path): expected \(expected.debugDescription), read \(actual.debugDescription)"
        case (.array(let expected), .array(let actual)):
            guard expected.count == actual.count else { return "\(path): expected \(expected.count) elements, read \(actual.count)" }
            return zip(expected, actual).enumerated().lazy.compactMap { $1.0.difference(from: $1.1, at: "\(path)[\($0)]") }.first
        case (.object(let expected), .object(let actual)):
            guard expected.count == actual.count else { return "\(path): expected \(expected.count) members, read \(actual.count)" }
            for member in actual {
                guard let value = expected[member.key] else { return "\(path): read an unexpected key \(member.key.debugDescription)" }
                if let difference = value.difference(from: member.value, at: "\(path).\(member.key.debugDescription)") {
                    return difference
                }
            }
            return nil
        default:
            return "\(path): expected \(self), read \(read.kind)"
        }
    }
}
