/// A deterministic array of analytics events of several kinds, about `targetBytes` long.
struct EventSample {
    private var state: UInt64 = 0x9E37_79B9_7F4A_7C15

    private mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }

    private mutating func pick<T>(_ values: [T]) -> T {
        values[Int(next() % UInt64(values.count))]
    }

    private mutating func hex(_ count: Int) -> String {
        (0..<count).map { _ in String(next() % 16, radix: 16) }.joined()
    }

    mutating func json(targetBytes: Int) -> String {
        var events: [String] = []
        var size = 2
        while size < targetBytes {
            let event = self.event(index: events.count)
            size += event.utf8.count + 1
            events.append(event)
        }
        return "[" + events.joined(separator: ",\n") + "]\n"
    }

    private mutating func event(index: Int) -> String {
        let kind = pick(["page_view", "add_to_cart", "purchase", "search", "login", "logout", "share"])
        let id = "\(hex(8))-\(hex(4))-4\(hex(3))-a\(hex(3))-\(hex(12))"
        let second = Int(next() % 60)
        let millis = Int(next() % 1000)
        let timestamp = "2024-05-\(10 + index % 18)T\(10 + index % 12):\(10 + index % 50):\(second < 10 ? "0" : "")\(second).\(String(format3: millis))Z"
        let plan = pick(["free", "plus", "pro"])
        let locale = pick(["en-US", "fr-FR", "de-DE", "ja-JP"])
        var properties: [String] = []
        switch kind {
        case "page_view":
            properties = ["\"path\": \"/p/\(next() % 5000)\"", "\"referrer\": \(next() % 3 == 0 ? "null" : "\"https://search.example.com/?q=\(hex(6))\"")", "\"duration_ms\": \(next() % 90_000)"]
        case "add_to_cart", "purchase":
            let items = (0..<(1 + Int(next() % 4))).map { _ in
                "{\"sku\": \"SKU-\(hex(6))\", \"quantity\": \(1 + next() % 3), \"price\": \(next() % 20_000).\(next() % 100)}"
            }
            properties = ["\"items\": [\(items.joined(separator: ", "))]", "\"currency\": \"\(pick(["USD", "EUR", "JPY"]))\"", "\"coupon\": \(next() % 4 == 0 ? "\"SPRING\"" : "null")"]
        case "search":
            properties = ["\"query\": \"\(hex(5)) \(hex(4))\"", "\"results\": \(next() % 200)", "\"filters\": [\(next() % 2 == 0 ? "\"color:red\", 3" : "")]"]
        default:
            properties = ["\"method\": \"\(pick(["password", "apple", "google"]))\""]
        }
        return """
        {"id": "\(id)", "type": "\(kind)", "timestamp": "\(timestamp)", "session": \(next() % 100_000), \
        "user": {"id": \(next() % 1_000_000), "name": "user_\(hex(6))", "plan": "\(plan)", "verified": \(next() % 2 == 0)}, \
        "context": {"locale": "\(locale)", "app": {"version": "3.\(next() % 10).\(next() % 10)", "build": \(next() % 900 + 100)}, \
        "screen": {"width": \(pick([375, 390, 414, 768])), "height": \(pick([667, 844, 896, 1024])), "scale": \(pick(["2.0", "3.0"]))}}, \
        "properties": {\(properties.joined(separator: ", "))}}
        """
    }
}

private extension String {
    init(format3 value: Int) {
        self = value < 10 ? "00\(value)" : value < 100 ? "0\(value)" : "\(value)"
    }
}
