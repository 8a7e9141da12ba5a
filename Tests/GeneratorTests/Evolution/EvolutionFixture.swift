import Foundation
import Testing

/// The inputs of a small module (gen.yml and samples) and the edits that make each kind of
/// API change to it, for `EvolutionTests`.
struct EvolutionFixture {
    /// Relative path → text.
    var files: [String: String]

    static let base = EvolutionFixture(files: [
        "gen.yml": """
        module: Evo
        access: public
        naming: swift
        endpoints:
          - name: Product
            method: GET
            path: /products/{id}
            params: { lang: String, sort: String? }
            route: evo/product/<id>
          - name: Cart
            method: POST
            path: /cart
            params: { quantity: Int }
        types:
          Product.variants.state: enum

        """,
        "samples/product.json": """
        {"id": 1, "name": "Mug", "price": 14.5, "total": {"amount": 14.5, "currency": "EUR"}, "variants": [
            {"sku": "A", "state": "draft", "note": "glazed", "stock": 3},
            {"sku": "B", "state": "sold", "stock": 0}
        ]}

        """,
        "samples/cart.json": """
        {"count": 2, "subtotal": {"amount": 29, "currency": "EUR"}}

        """,
    ])

    /// One kind of change: its name and the edit that makes it.
    struct Change: CustomTestStringConvertible, Sendable {
        var name: String
        /// The naming style the module had before, when the change switches it.
        var previousNaming: String?
        var edit: @Sendable (inout EvolutionFixture) -> Void

        var testDescription: String { name }
    }

    static let changes: [Change] = [
        Change(name: "endpoint added") {
            $0.replace("types:\n", with: "  - name: Wish\n    method: GET\n    path: /wish\n    route: evo/wish\ntypes:\n", in: "gen.yml")
            $0.files["samples/wish.json"] = "{\"count\": 1}\n"
        },
        Change(name: "endpoint removed") {
            $0.replace("  - name: Cart\n    method: POST\n    path: /cart\n    params: { quantity: Int }\n", with: "", in: "gen.yml")
            $0.files["samples/cart.json"] = nil
        },
        Change(name: "property added required") { $0.replace("\"price\": 14.5,", with: "\"price\": 14.5, \"brand\": \"Acme\",", in: "samples/product.json") },
        Change(name: "property added optional") { $0.replace("\"sku\": \"A\",", with: "\"sku\": \"A\", \"color\": \"red\",", in: "samples/product.json") },
        Change(name: "property removed") { $0.replace("\"price\": 14.5, ", with: "", in: "samples/product.json") },
        Change(name: "property retyped") { $0.replace("\"price\": 14.5", with: "\"price\": \"14.5\"", in: "samples/product.json") },
        Change(name: "property made optional") { $0.replace(", \"stock\": 0", with: "", in: "samples/product.json") },
        Change(name: "property now only null") { $0.replace("\"price\": 14.5,", with: "\"price\": null,", in: "samples/product.json") },
        Change(name: "property made required") { $0.replace("\"sku\": \"B\",", with: "\"sku\": \"B\", \"note\": \"plain\",", in: "samples/product.json") },
        Change(name: "shared type's property added at one place") {
            $0.replace("\"currency\": \"EUR\"}}", with: "\"currency\": \"EUR\", \"tax\": 3}}", in: "samples/cart.json")
        },
        Change(name: "enum case added") {
            $0.replace("\"stock\": 0}", with: "\"stock\": 0},\n    {\"sku\": \"C\", \"state\": \"archived\", \"stock\": 1}", in: "samples/product.json")
        },
        Change(name: "enum case removed") { $0.replace("\"state\": \"sold\"", with: "\"state\": \"draft\"", in: "samples/product.json") },
        Change(name: "parameter added required") { $0.replace("sort: String? }", with: "sort: String?, currency: String }", in: "gen.yml") },
        optionalParameterAdded,
        Change(name: "parameter removed") { $0.replace("lang: String, sort: String? }", with: "lang: String }", in: "gen.yml") },
        Change(name: "parameter made optional") { $0.replace("lang: String,", with: "lang: String?,", in: "gen.yml") },
        Change(name: "parameter made required") { $0.replace("sort: String? }", with: "sort: String }", in: "gen.yml") },
        Change(name: "parameter retyped") { $0.replace("lang: String,", with: "lang: Int,", in: "gen.yml") },
        Change(name: "path changed") { $0.replace("path: /products/{id}", with: "path: /v2/products/{id}", in: "gen.yml") },
        Change(name: "route changed") { $0.replace("route: evo/product/<id>", with: "route: evo/item/<id>", in: "gen.yml") },
        Change(name: "route placeholder added") { $0.replace("route: evo/product/<id>", with: "route: evo/product/<id>/<lang>", in: "gen.yml") },
        Change(name: "path parameter typed") {
            $0.replace("path: /products/{id}", with: "path: \"/products/{id: Int}\"", in: "gen.yml")
            $0.replace("route: evo/product/<id>", with: "route: evo/product/<int:id>", in: "gen.yml")
        },
        Change(name: "screen became an action") {
            $0.replace("    method: GET\n    path: /products/{id}\n", with: "    method: PUT\n    path: /products/{id}\n", in: "gen.yml")
            $0.replace("    route: evo/product/<id>\n", with: "", in: "gen.yml")
        },
        Change(name: "action became a screen") { $0.replace("method: POST", with: "method: GET", in: "gen.yml") },
        Change(name: "naming style changed", previousNaming: "swift") { $0.replace("naming: swift", with: "naming: gckit", in: "gen.yml") },
    ]

    /// A new optional parameter, first in the list.
    static let optionalParameterAdded = Change(name: "parameter added optional") {
        $0.replace("{ lang: String,", with: "{ coupon: String?, lang: String,", in: "gen.yml")
    }

    func applying(_ change: Change) -> EvolutionFixture {
        var fixture = self
        change.edit(&fixture)
        return fixture
    }

    mutating func replace(_ text: String, with replacement: String, in path: String) {
        let old = files[path] ?? ""
        precondition(old.contains(text), "\(path) does not contain \(text)")
        files[path] = old.replacingOccurrences(of: text, with: replacement)
    }
}
