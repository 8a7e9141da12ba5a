/// Mutations of a JSON sample: the byte mutations, plus deep nesting, long and odd keys,
/// added properties of every kind, wide objects, extreme numbers, bad escapes and documents
/// that are not objects at all.
struct SampleMutator {
    /// JSON values of every kind, for properties a mutation adds.
    static let values = [
        "null", "true", "0", "-0", "1.5", "1e400", "-9223372036854775809", "18446744073709551616",
        "\"text\"", "\"2024-01-31T12:00:00Z\"", "\"6F9619FF-8B86-D011-B42D-00C04FC964FF\"",
        "\"https://example.com/a\"", "[]", "{}", "[1, \"a\", null, {}]", "{\"a\": {\"b\": [[], {}]}}",
        "\"\\u0000\\ud800\\udfff\\n\"", "[[[[[[[[1]]]]]]]]",
    ]

    static func mutate(_ input: [UInt8], splices: [[UInt8]], using rng: inout SplitMix64) -> [UInt8] {
        switch rng.int(0...9) {
        case 0...3:
            return ByteMutator.mutate(input, splices: splices, using: &rng)
        case 4:
            return nested(input, using: &rng)
        case 5:
            return addingProperty(named: oddKey(using: &rng), value: rng.pick(values), to: input)
        case 6:
            return rng.chance(70) ? wideObject(using: &rng) : longLine(using: &rng)
        case 7:
            return Array(rng.pick([
                "", " ", "null", "0", "\"just a string\"", "[]", "{}", "[null]", "[1, 2", "{\"a\":", "\u{FEFF}{}",
                "{\"a\": 1, \"a\": \"twice\"}", "{\"\": 1}", "[{\"a\": 1}, [2], \"3\"]", "{\"a\": NaN}", "{\"a\": 01}",
            ]).utf8)
        default:
            return changed(input, using: &rng)
        }
    }

    /// A valid change that still reads: a property added with a random kind of value.
    static func changed(_ input: [UInt8], using rng: inout SplitMix64) -> [UInt8] {
        addingProperty(named: "fuzz_\(rng.int(0...99))", value: rng.pick(values), to: input)
    }

    /// A minified document of one line that costs the reader per warning or per byte of a
    /// key: tens of thousands of duplicate keys, or one key of megabytes.
    static func longLine(using rng: inout SplitMix64) -> [UInt8] {
        if rng.chance(50) {
            let count = rng.pick([1_111, 40_000, 100_000])
            return Array(("{" + String(repeating: "\"a\":1,", count: count) + "\"a\":1}").utf8)
        }
        return Array(("{\"" + String(repeating: "Key", count: rng.pick([100_000, 1_000_000, 3_000_000])) + "\": 1}").utf8)
    }

    /// The document wrapped in many arrays or objects, balanced or not.
    static func nested(_ input: [UInt8], using rng: inout SplitMix64) -> [UInt8] {
        let depth = rng.pick([64, 500, 5_000, 50_000, 200_000])
        let (open, close): ([UInt8], [UInt8]) = rng.chance(50) ? (Array("[".utf8), Array("]".utf8)) : (Array("{\"a\":".utf8), Array("}".utf8))
        var bytes: [UInt8] = []
        bytes.reserveCapacity((open.count + close.count) * depth + input.count)
        for _ in 0..<depth { bytes += open }
        bytes += input
        let closing = rng.chance(80) ? depth : rng.int(0...depth)
        for _ in 0..<closing { bytes += close }
        return bytes
    }

    static func oddKey(using rng: inout SplitMix64) -> String {
        switch rng.int(0...5) {
        case 0: return rng.identifier(length: rng.int(200...300))
        case 1: return String(repeating: "k", count: 10_000)
        case 2: return rng.pick(["class", "self", "Type", "init", "_", "$", "1st", "a b", "a-b", "a.b", "🧪", "日本", "Ä"])
        case 3: return rng.pick(["\\u0000", "\\n", "\\t\\r", "\\ud83e\\uddea", "\\\"", "a\\/b"])
        case 4: return String(repeating: "é", count: rng.int(100...150))
        default: return rng.identifier(length: rng.int(1...40))
        }
    }

    /// `"name": value,` inserted after the first `{`, or the document wrapped in an object
    /// when it has none.
    static func addingProperty(named name: String, value: String, to input: [UInt8]) -> [UInt8] {
        let property = Array("\"\(name)\": \(value)".utf8)
        guard let brace = input.firstIndex(of: UInt8(ascii: "{")) else {
            return Array("{".utf8) + property + Array(", \"payload\": ".utf8) + input + Array("}".utf8)
        }
        let rest = input[(brace + 1)...]
        let empty = rest.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\n") } == UInt8(ascii: "}")
        return Array(input[...brace]) + property + (empty ? [] : Array(", ".utf8)) + Array(rest)
    }

    /// An object of thousands of keys whose values are of every kind.
    static func wideObject(using rng: inout SplitMix64) -> [UInt8] {
        let count = rng.pick([999, 1_000, 5_000, 20_000])
        var text = "{"
        for index in 0..<count {
            text += (index == 0 ? "" : ",") + "\"key\(index)\":" + values[(index &* 7 &+ count) % values.count]
        }
        return Array((text + "}").utf8)
    }
}
