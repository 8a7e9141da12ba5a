import Testing

/// A module and the changes of its samples that the builds made from it meet on the wire,
/// each with the places (`Type.property`) where those builds fail to decode, for
/// `WireCompatibilityTests` and `EvolutionWireTests`.
enum WireFixture {
    static let base = EvolutionFixture(files: [
        "gen.yml": """
        module: Wire
        access: public
        naming: swift
        endpoints:
          - name: Customer
            method: GET
            path: /customer
          - name: Feed
            method: GET
            path: /feed
        types:
          Customer.status: enum

        """,
        "samples/customer.json": """
        {"id": 1, "name": "Ann", "account_balance": 10, "note": null, "status": "active", "price": 14.5,
         "items": [{"label": "x", "count": 1}, {"label": null, "count": 2}]}

        """,
        "samples/feed.json": """
        [{"id": 1, "title": "a"}, {"id": 2, "title": "b"}]

        """,
    ])

    /// A change of the samples and the places the old builds fail to decode after it.
    struct Case: Sendable, CustomTestStringConvertible {
        var change: EvolutionFixture.Change
        var failing: [String]

        var testDescription: String { change.name }

        init(_ name: String, failing: [String] = [], edit: @escaping @Sendable (inout EvolutionFixture) -> Void) {
            change = EvolutionFixture.Change(name: name, edit: edit)
            self.failing = failing
        }
    }

    static let cases: [Case] = [
        Case("key gone", failing: ["Customer.accountBalance"]) { $0.replace("\"account_balance\": 10, ", with: "", in: customer) },
        Case("value now null", failing: ["Customer.name"]) { $0.replace("\"name\": \"Ann\"", with: "\"name\": null", in: customer) },
        Case("null-only field now an object") { $0.replace("\"note\": null", with: "\"note\": {\"text\": \"hi\"}", in: customer) },
        Case("enum value unseen") { $0.replace("\"status\": \"active\"", with: "\"status\": \"closed\"", in: customer) },
        Case("number now a string", failing: ["Customer.price"]) { $0.replace("\"price\": 14.5", with: "\"price\": \"14.5\"", in: customer) },
        Case("optional string now an object", failing: ["Customer.Item.label"]) {
            $0.replace("{\"label\": null,", with: "{\"label\": {\"text\": \"y\"},", in: customer)
        },
        Case("whole number now a fraction", failing: ["Customer.accountBalance"]) {
            $0.replace("\"account_balance\": 10", with: "\"account_balance\": 10.5", in: customer)
        },
        Case("whole number written with a fraction") { $0.replace("\"account_balance\": 10", with: "\"account_balance\": 10.0", in: customer) },
        Case("optional key gone") { $0.replace("{\"label\": \"x\", ", with: "{", in: customer) },
        Case("key added") { $0.replace("\"id\": 1, \"name\"", with: "\"id\": 1, \"extra\": true, \"name\"", in: customer) },
        Case("element now null", failing: ["Feed[1]"]) { $0.replace("{\"id\": 2, \"title\": \"b\"}", with: "null", in: feed) },
        Case("element's number now a string", failing: ["FeedItem.id"]) { $0.replace("{\"id\": 2,", with: "{\"id\": \"2\",", in: feed) },
        Case("response now an object", failing: ["Feed"]) { $0.files[feed] = "{\"posts\": []}\n" },
    ]

    private static let customer = "samples/customer.json"
    private static let feed = "samples/feed.json"
}
