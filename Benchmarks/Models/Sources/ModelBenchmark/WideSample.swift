/// A deterministic object of `keys` distinct keys whose values cycle through every JSON
/// kind (integers, decimals, strings, dates, booleans, nulls, small objects whose `name`
/// changes kind, arrays of mixed scalars), so no two neighbouring keys agree: the shape
/// that made inference quadratic in the keys (issue 15).
struct WideSample {
    private var state: UInt64 = 0x2545_F491_4F6C_DD1D

    private mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }

    private mutating func scalar() -> String {
        switch next() % 6 {
        case 0: "\(Int(next() % 2_000_000) - 1_000_000)"
        case 1: "\(next() % 1000).\(next() % 1000)"
        case 2: "\"word \(next() % 100_000)\""
        case 3: next() % 2 == 0 ? "true" : "false"
        case 4: "null"
        default: "\"2024-05-\(10 + next() % 18)T10:00:00Z\""
        }
    }

    mutating func json(keys: Int) -> String {
        var members: [String] = []
        members.reserveCapacity(keys)
        for index in 0..<keys {
            let value: String
            switch index % 8 {
            case 6: value = "{\"id\": \(next() % 1000), \"name\": \(scalar())}"
            case 7: value = "[" + (0..<Int(next() % 3)).map { _ in scalar() }.joined(separator: ", ") + "]"
            default: value = scalar()
            }
            members.append("\"key_\(index)\": \(value)")
        }
        return "{" + members.joined(separator: ", ") + "}\n"
    }
}
