@testable import Inference
import Testing

/// Seeded documents with the shapes real APIs send data in: objects keyed by ids
/// (`Q8646`, `P31`), versions (`1.0.3`) and dates, keys numbered by their place
/// (`"1. open"`), and dates, times, amounts, counts and sizes in many formats. Whatever the
/// seed, data keys make maps, numbered keys are named by their words, data values never
/// become enum cases, and no type name stutters.
@Suite struct DataShapePropertyTests {
    /// SplitMix64: the same documents for a seed on every machine.
    struct Random {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }

        mutating func int(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(next() % UInt64(range.count))
        }

        mutating func pick<T>(_ values: [T]) -> T {
            values[int(0...(values.count - 1))]
        }
    }

    static func two(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }

    static func date(_ random: inout Random) -> String {
        let (year, month, day) = (random.int(1990...2030), random.int(1...12), random.int(1...28))
        let (hour, minute, second) = (two(random.int(0...23)), two(random.int(0...59)), two(random.int(0...59)))
        let ymd = "\(year)-\(two(month))-\(two(day))"
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        switch random.int(0...6) {
        case 0: return "\(ymd) \(hour):\(minute):\(second) UTC"
        case 1: return "\(ymd)T\(hour):\(minute):\(second)+0100"
        case 2: return "\(random.pick(["Mon", "Tue", "Wed"])), \(two(day)) \(months[month - 1]) \(year) \(hour):\(minute):\(second) +0000"
        case 3: return "\(hour):\(minute)"
        case 4: return "\(ymd) \(hour):\(minute):\(second) -0700"
        case 5: return "\(two(month))/\(two(day))/\(year)"
        default: return ymd
        }
    }

    /// A time series' key: a day, a day and a time, a day with slashes, a time of day.
    static func dateKey(_ random: inout Random) -> String {
        let ymd = "\(random.int(1990...2030))-\(two(random.int(1...12)))-\(two(random.int(1...28)))"
        let time = "\(two(random.int(0...23))):\(two(random.int(0...59)))"
        switch random.int(0...3) {
        case 0: return ymd + " " + time + ":00"
        case 1: return "\(two(random.int(1...12)))/\(two(random.int(1...28)))/\(random.int(1990...2030))"
        case 2: return time
        default: return ymd
        }
    }

    static func money(_ random: inout Random) -> String {
        let amount = "\(random.int(0...9999)).\(two(random.int(0...99)))"
        switch random.int(0...4) {
        case 0: return amount
        case 1: return "$" + amount
        case 2: return amount + " USD"
        case 3: return "€" + amount
        default: return "-" + amount
        }
    }

    static func idKey(_ random: inout Random) -> String {
        switch random.int(0...3) {
        case 0: return "Q\(random.int(1...99_999))"
        case 1: return "P\(random.int(1...9_999))"
        case 2: return "\(random.int(1...9_999))"
        default: return "C0\(random.int(1000...9999))MKU"
        }
    }

    static func version(_ random: inout Random) -> String {
        "\(random.int(0...12)).\(random.int(0...30)).\(random.int(0...40))" + random.pick(["", "", "-beta.\(random.int(1...4))"])
    }

    static let categories = ["open", "closed", "in_progress", "PUBLIC", "PushEvent"]

    static func json(_ text: String) -> String {
        "\"" + text + "\""
    }

    static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { json($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
    }

    static func document(seed: UInt64) -> String {
        var random = Random(state: seed)
        let records = (0..<random.int(1...3)).map { _ in (idKey(&random), object([("name", json("n")), ("total", json(money(&random)))])) }
        let versions = (0..<random.int(1...3)).map { _ in (version(&random), object([("name", json("pkg")), ("dependencies", object([("mime", json("^1.2.\(random.int(0...9))"))]))])) }
        let quote = object([("1. open", json(money(&random))), ("2. high", json(money(&random))), ("5. volume", json("\(random.int(0...99_999))"))])
        let series = (0..<random.int(1...3)).map { _ in (dateKey(&random), quote) }
        let items = (0..<random.int(3...6)).map { _ in
            object([
                ("created", json(date(&random))), ("updated", json(date(&random))), ("price", json(money(&random))),
                ("count", json("\(random.int(0...3))")), ("size", json("\(random.pick([48, 96]))x\(random.pick([48, 96]))")),
                ("status", json(random.pick(categories))), ("author", json(random.pick(["Jane Doe", "John Smith"]))),
            ])
        }
        return object([
            ("records", object(records)), ("versions", object(versions)), ("Meta Data", quote),
            ("Time Series (Daily)", object(series)), ("items", "[" + items.joined(separator: ", ") + "]"),
        ])
    }

    static func declarations(_ model: ModuleModel) -> [ModelDeclaration] {
        var result: [ModelDeclaration] = []
        var pending = model.endpoints.flatMap(\.declarations) + model.shared
        while let next = pending.popLast() {
            result.append(next)
            pending += next.nested
        }
        return result
    }

    @Test(arguments: 1...40)
    func dataShapesFollowTheRules(seed: UInt64) throws {
        let model = try StableNamesTests.infer([("Doc", Self.document(seed: seed))])
        let declarations = Self.declarations(model)
        guard case .structure(let root)? = model.endpoints.first?.declarations.first(where: { $0.name == "Doc" }) else {
            Issue.record("no root struct")
            return
        }
        let types = Dictionary(root.properties.map { ($0.key, $0.type) }, uniquingKeysWith: { first, _ in first })
        for key in ["records", "versions", "Time Series (Daily)"] {
            guard case .dictionary? = types[key] else {
                Issue.record("seed \(seed): \(key) is \(types[key]?.spelling ?? "missing"), not a map")
                continue
            }
        }
        let quotes = declarations.compactMap { declaration -> ModelStruct? in
            guard case .structure(let type) = declaration, type.properties.contains(where: { $0.key == "1. open" }) else { return nil }
            return type
        }
        #expect(!quotes.isEmpty)
        for quote in quotes {
            #expect(quote.properties.map(\.name) == ["`open`", "high", "volume"], "seed \(seed)")
        }
        for declaration in declarations {
            if case .enumeration(let type) = declaration {
                #expect(type.cases.allSatisfy { Self.categories.contains($0.value) }, "seed \(seed): \(type.name) has \(type.cases.map(\.value))")
            }
            let words = Naming.upperCamelCaseWords(declaration.name)
            #expect(!zip(words, words.dropFirst()).contains { $0 == $1 }, "seed \(seed): \(declaration.name) stutters")
            #expect(declaration.name.first?.isLetter == true, "seed \(seed): \(declaration.name)")
        }
    }
}
