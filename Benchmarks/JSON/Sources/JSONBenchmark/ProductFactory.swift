/// Builds one product object with the fields, nesting and value mix of a real shop API.
enum ProductFactory {
    private static let adjectives = ["Wireless", "Ergonomic", "Compact", "Vintage", "Smart", "Organic", "Premium", "Portable", "Classic", "Waterproof"]
    private static let nouns = ["Mouse", "Keyboard", "Lamp", "Backpack", "Kettle", "Headphones", "Chair", "Notebook", "Bottle", "Jacket"]
    private static let sellers = ["Müller GmbH", "Café Lumière", "東京ストア", "Acme Corp", "Nordic Goods AB", "São Paulo Imports"]
    private static let words = ["quality", "design", "everyday", "durable", "light", "\"best\" seller", "for travel", "eco-friendly", "naïve charm", "limited edition", "with warranty"]
    private static let tags = ["electronics", "home", "outdoor", "office", "kitchen", "sale", "new", "gift"]
    private static let countries = ["DE", "FR", "JP", "US", "SE", "BR"]

    static func product(id: Int, using random: inout SeededGenerator) -> GeneratedValue {
        let name = "\(random.pick(adjectives)) \(random.pick(nouns))"
        let description = (0..<Int.random(in: 8...24, using: &random))
            .map { _ in random.pick(words) }
            .joined(separator: " ")
        let imageCount = Int.random(in: 1...3, using: &random)
        let images: [GeneratedValue] = (0..<imageCount).map { index in
            .object([
                (key: "url", value: .string("https://cdn.example.com/products/\(id)/\(index).jpg")),
                (key: "width", value: .number("800")),
                (key: "height", value: .number("600")),
            ])
        }
        let sellerIndex = Int.random(in: 0..<sellers.count, using: &random)
        return .object([
            (key: "id", value: .number(String(id))),
            (key: "uuid", value: .string(uuid(using: &random))),
            (key: "sku", value: .string("SKU-\(id % 1_000_000)")),
            (key: "name", value: .string(name)),
            (key: "slug", value: .string(name.lowercased().replacingSpaces())),
            (key: "description", value: .string(description)),
            (key: "price", value: .number(price(using: &random))),
            (key: "currency", value: .string("EUR")),
            (key: "discount_percent", value: Bool.random(using: &random) ? .null : .number(String(Int.random(in: 5...50, using: &random)))),
            (key: "in_stock", value: .bool(Bool.random(using: &random))),
            (key: "stock_count", value: .number(String(Int.random(in: 0...5000, using: &random)))),
            (key: "rating", value: .number(String(Double(Int.random(in: 10...50, using: &random)) / 10))),
            (key: "review_count", value: .number(String(Int.random(in: 0...25_000, using: &random)))),
            (key: "created_at", value: .string(timestamp(using: &random))),
            (key: "updated_at", value: .string(timestamp(using: &random))),
            (key: "tags", value: .array((0..<Int.random(in: 0...4, using: &random)).map { _ in .string(random.pick(tags)) })),
            (key: "images", value: .array(images)),
            (key: "seller", value: .object([
                (key: "id", value: .number(String(500 + sellerIndex))),
                (key: "name", value: .string(sellers[sellerIndex])),
                (key: "verified", value: .bool(sellerIndex % 2 == 0)),
                (key: "country", value: .string(countries[sellerIndex])),
            ])),
            (key: "dimensions", value: .object([
                (key: "width_cm", value: .number(price(using: &random))),
                (key: "height_cm", value: .number(price(using: &random))),
                (key: "weight_kg", value: .number("0.\(Int.random(in: 100...999, using: &random))")),
            ])),
        ])
    }

    private static func uuid(using random: inout SeededGenerator) -> String {
        let hex = (0..<32).map { _ in String(Int.random(in: 0..<16, using: &random), radix: 16) }.joined()
        let parts = [hex.prefix(8), hex.dropFirst(8).prefix(4), hex.dropFirst(12).prefix(4), hex.dropFirst(16).prefix(4), hex.dropFirst(20)]
        return parts.joined(separator: "-")
    }

    private static func price(using random: inout SeededGenerator) -> String {
        "\(Int.random(in: 1...499, using: &random)).\(Int.random(in: 10...99, using: &random))"
    }

    private static func timestamp(using random: inout SeededGenerator) -> String {
        let day = Int.random(in: 1...28, using: &random)
        let hour = Int.random(in: 0...23, using: &random)
        let minute = Int.random(in: 10...59, using: &random)
        return "2024-0\(Int.random(in: 1...9, using: &random))-\(day < 10 ? "0" : "")\(day)T\(hour < 10 ? "0" : "")\(hour):\(minute):00Z"
    }
}

private extension String {
    func replacingSpaces() -> String {
        String(map { $0 == " " ? "-" : $0 })
    }
}
