/// One input of the benchmark: a name and its JSON text.
struct BenchmarkInput {
    var name: String
    var bytes: [UInt8]

    /// (a) An array of product objects like a shop API returns, pretty-printed as API
    /// consoles show them, grown until it holds at least `size` bytes; and the same objects
    /// minified, which packs more values into each megabyte.
    static func apiObjects(size: Int, seed: UInt64) -> (pretty: BenchmarkInput, minified: BenchmarkInput) {
        var random = SeededGenerator(seed: seed)
        var pretty = Array("[".utf8)
        var minified = Array("[".utf8)
        var id = 100_000
        while pretty.count < size {
            if id > 100_000 {
                pretty.append(UInt8(ascii: ","))
                minified.append(UInt8(ascii: ","))
            }
            pretty.append(contentsOf: "\n  ".utf8)
            id += Int.random(in: 1...40, using: &random)
            let product = ProductFactory.product(id: id, using: &random)
            product.write(into: &pretty, pretty: true, indent: 1)
            product.write(into: &minified, pretty: false, indent: 1)
        }
        pretty.append(contentsOf: "\n]\n".utf8)
        minified.append(UInt8(ascii: "]"))
        return (BenchmarkInput(name: "(a) API objects", bytes: pretty), BenchmarkInput(name: "(a) minified", bytes: minified))
    }

    /// (b) Documents nested `depth` levels deep, arrays and objects mixed at random, with a
    /// few scalars beside each deeper child; compact, as minified payloads are.
    static func deepNesting(size: Int, depth: Int, seed: UInt64) -> BenchmarkInput {
        var random = SeededGenerator(seed: seed)
        var documents: [GeneratedValue] = []
        var total = 2
        while total < size {
            var value = GeneratedValue.number(String(Int.random(in: 0...9999, using: &random)))
            for level in (0..<depth).reversed() {
                let siblings = Int.random(in: 0...2, using: &random)
                if Bool.random(using: &random) {
                    var members: [(key: String, value: GeneratedValue)] = [(key: "child", value: value)]
                    for index in 0..<siblings {
                        members.append((key: "k\(index)", value: .number(String(level))))
                    }
                    value = .object(members)
                } else {
                    var elements = [value]
                    for _ in 0..<siblings {
                        elements.append(Bool.random(using: &random) ? .bool(true) : .string("s\(level)"))
                    }
                    value = .array(elements)
                }
            }
            total += value.text(pretty: false).count + 1
            documents.append(value)
        }
        return BenchmarkInput(name: "(b) deep nesting", bytes: GeneratedValue.array(documents).text(pretty: false))
    }

    /// (c) Long strings of text in several scripts, a quarter of it escapes: `\"`, `\\`,
    /// `\/`, `\n`, `\t`, `\u00E9`, `\u4E2D` and surrogate pairs such as `\uD83D\uDE00`.
    static func escapedStrings(size: Int, stringLength: Int, seed: UInt64) -> BenchmarkInput {
        let plain = ["lorem ", "ipsum ", "café ", "naïve ", "日本語の", "текст ", "😀 ", "ελληνικά "]
        let escapes = [#"\""#, #"\\"#, #"\/"#, #"\n"#, #"\t"#, #"\u00E9"#, #"\u4E2D"#, #"\uD83D\uDE00"#]
        var random = SeededGenerator(seed: seed)
        var strings: [GeneratedValue] = []
        var total = 2
        while total < size {
            var body = ""
            while body.utf8.count < stringLength {
                body += Int.random(in: 0..<4, using: &random) == 0
                    ? random.pick(escapes)
                    : random.pick(plain)
            }
            total += body.utf8.count + 4
            strings.append(.escapedString(body))
        }
        return BenchmarkInput(name: "(c) escaped strings", bytes: GeneratedValue.array(strings).text(pretty: true))
    }
}
