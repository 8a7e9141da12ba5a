import JSONReader
import Support

/// Which responses of an endpoint become samples. Samples of an endpoint merge, and
/// thousands of responses of one shape make thousands of files that say what a few say.
/// An endpoint with at most `limit` responses keeps them all; one with more keeps, in
/// capture order:
/// - every response whose shape no earlier kept response has (the keys of each object in
///   order, the kind of each value, integer or not for numbers, and for strings whether they
///   are empty or could be a date, UUID or web address), so that every key, `null`, kind
///   and format the capture showed reaches inference, and the models decode every response;
/// - then other responses, in capture order, skipping bodies identical to a kept one,
///   until the endpoint has `limit` samples.
/// Without a limit, every response is kept.
enum SampleSelection {
    static func select(_ exchanges: [JSONExchange], limit: Int?) -> [JSONExchange] {
        guard let limit, exchanges.count > limit else { return exchanges }
        let shapes = ParallelMap.map(exchanges) { Self.shape(of: $0.response) }
        var seenShapes: Set<UInt64> = []
        var kept = shapes.map { seenShapes.insert($0).inserted }
        var keptBodies = Set(exchanges.indices.filter { kept[$0] }.map { exchanges[$0].entry.responseBody ?? "" })
        for index in kept.indices where !kept[index] && keptBodies.count < limit {
            kept[index] = keptBodies.insert(exchanges[index].entry.responseBody ?? "").inserted
        }
        return exchanges.indices.filter { kept[$0] }.map { exchanges[$0] }
    }

    /// A 64-bit FNV-1a fingerprint of the shape: equal shapes have equal fingerprints, and
    /// different ones collide with a chance of one in 2^64.
    static func shape(of value: JSONValue) -> UInt64 {
        var fingerprint = Fingerprint()
        add(value, to: &fingerprint)
        return fingerprint.state
    }

    private struct Fingerprint {
        var state: UInt64 = 0xCBF2_9CE4_8422_2325

        mutating func add(_ byte: UInt8) {
            state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }

        mutating func add(word value: UInt64) {
            for shift in stride(from: 0, to: 64, by: 8) {
                add(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
            }
        }
    }

    private static func add(_ value: JSONValue, to fingerprint: inout Fingerprint) {
        switch value.kind {
        case .null: fingerprint.add(UInt8(ascii: "n"))
        case .bool: fingerprint.add(UInt8(ascii: "b"))
        case .number(let number): fingerprint.add(number.isIntegerLiteral ? (number.literal.utf8.count <= 18 ? UInt8(ascii: "i") : UInt8(ascii: "I")) : UInt8(ascii: "d"))
        case .string(let text): fingerprint.add(stringClass(text))
        case .array(let elements):
            fingerprint.add(UInt8(ascii: "["))
            let shapes = elements.map(shape(of:))
            for element in shapes.allSatisfy({ $0 == shapes[0] }) ? Array(shapes.prefix(1)) : Set(shapes).sorted() {
                fingerprint.add(word: element)
            }
            fingerprint.add(UInt8(ascii: "]"))
        case .object(let members):
            fingerprint.add(UInt8(ascii: "{"))
            for member in members {
                for byte in member.key.utf8 {
                    fingerprint.add(byte)
                }
                fingerprint.add(0)
                add(member.value, to: &fingerprint)
            }
            fingerprint.add(UInt8(ascii: "}"))
        }
    }

    /// `e` empty, `f` maybe a date, UUID or web address, `s` any other text: coarser than
    /// inference's formats, so that a string inference could read as a format is never
    /// taken for plain text.
    private static func stringClass(_ text: String) -> UInt8 {
        let bytes = text.utf8
        guard let first = bytes.first else { return UInt8(ascii: "e") }
        let digitFirst = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
        let maybeUUID = bytes.count == 36
        let maybeURL = bytes.count > 4 && zip(bytes, "http".utf8).allSatisfy { $0 | 0x20 == $1 }
        return digitFirst || maybeUUID || maybeURL ? UInt8(ascii: "f") : UInt8(ascii: "s")
    }
}
