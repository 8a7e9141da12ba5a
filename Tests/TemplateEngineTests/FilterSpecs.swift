import TemplateEngine
import Testing

/// Every built-in filter, on typical input and on its edge cases.
@Suite struct FilterSpecs {
    /// `{{ input|filter }}` for each input, one per line.
    private static func each(_ filter: String, _ pairs: [(TemplateValue, String)]) -> Spec {
        .output(
            filter,
            "{% for value in values %}{{ value|\(filter) }}\n{% endfor %}",
            ["values": .array(pairs.map(\.0))],
            pairs.map { $0.1 + "\n" }.joined()
        )
    }

    static let text: [Spec] = [
        each("upperFirst", [("name", "Name"), ("", ""), ("émile", "Émile"), ("URL", "URL"), (3, "3")]),
        each("lowerFirst", [("Name", "name"), ("URL", "uRL"), ("", "")]),
        each("uppercase", [("Straße", "STRASSE"), ("a1", "A1")]),
        each("lowercase", [("HTTP", "http"), ("MiXeD", "mixed")]),
        each("camelCase", [
            ("order_items", "orderItems"), ("URLSession", "urlSession"), ("Product-Detail", "productDetail"),
            ("HTTP_STATUS", "httpStatus"), ("page size", "pageSize"), ("thumbnail_URL", "thumbnailURL"), ("", ""),
        ]),
        each("pascalCase", [
            ("order_items", "OrderItems"), ("thumbnail_URL", "ThumbnailURL"), ("HTTP_STATUS", "HttpStatus"),
            ("page size", "PageSize"), ("orderItems", "OrderItems"), ("item2name", "Item2name"),
        ]),
        each("snakeCase", [("pageSize", "page_size"), ("URLSession", "url_session"), ("Order Items", "order_items"), ("item2Name", "item2_name")]),
        each("kebabCase", [("OrderItems", "order-items"), ("page_size", "page-size"), ("HTTPStatus", "http-status")]),
        .output("indent indents every line but the first, and leaves empty lines empty", "[{{ text|indent:2 }}]", ["text": "a\nb\n\n c\n"], "[a\n  b\n\n   c\n]"),
        .output("indent with true indents the first line too", "[{{ text|indent:4,true }}]", ["text": "a\nb"], "[    a\n    b]"),
        .output("indent by zero changes nothing", "[{{ text|indent:0 }}]", ["text": "a\nb"], "[a\nb]"),
    ]

    static let swift: [Spec] = [
        each("swiftIdentifier", [
            ("name", "name"), ("default", "`default`"), ("self", "`self`"), ("Type", "Type"), ("2fa", "_2fa"),
            ("first-name", "first_name"), ("a b.c", "a_b_c"), ("café", "café"), ("_id", "_id"), ("in", "`in`"), ("9", "_9"),
        ]),
        each("swiftString", [("plain", #""plain""#), ("say \"hi\"\n", #""say \"hi\"\n""#), ("back\\slash\ttab\r", #""back\\slash\ttab\r""#), ("\u{1}", #""\u{1}""#)]),
    ]

    static let inflection: [Spec] = [
        each("pluralize", [
            ("category", "categories"), ("address", "addresses"), ("child", "children"), ("person", "people"),
            ("data", "data"), ("news", "news"), ("box", "boxes"), ("match", "matches"), ("day", "days"),
            ("status", "statuses"), ("knife", "knives"), ("hero", "heroes"), ("photo", "photos"),
            ("Category", "Categories"), ("productCategory", "productCategories"), ("order_item", "order_items"),
            ("PERSON", "PEOPLE"), ("categories", "categories"), ("people", "people"),
        ]),
        each("singularize", [
            ("categories", "category"), ("addresses", "address"), ("children", "child"), ("people", "person"),
            ("data", "data"), ("news", "news"), ("boxes", "box"), ("matches", "match"), ("caches", "cache"),
            ("statuses", "status"), ("status", "status"), ("movies", "movie"), ("items", "item"), ("cases", "case"),
            ("knives", "knife"), ("People", "Person"), ("order_items", "order_item"), ("productCategories", "productCategory"),
            ("URLs", "URL"), ("class", "class"), ("analysis", "analysis"), ("analyses", "analysis"),
        ]),
    ]

    static let collections: [Spec] = [
        .output("join with and without a separator", #"{{ xs|join }} {{ xs|join:", " }} {{ ns|join:"+" }}"#, ["xs": ["a", "b"], "ns": [1, 2.5]], "ab a, b 1+2.5"),
        .output("join of an empty list is empty", "[{{ xs|join:\",\" }}]", ["xs": []], "[]"),
        .output("count of a list, a dictionary and a string", "{{ xs|count }} {{ d|count }} {{ s|count }}", ["xs": [1, 2], "d": ["a": 1], "s": "héllo"], "2 1 5"),
        .output("first and last of a list and of a string", "{{ xs|first }}{{ xs|last }} {{ s|first }}{{ s|last }}", ["xs": ["a", "b", "c"], "s": "xyz"], "ac xz"),
        .output("first and last of an empty list are null", "[{{ xs|first }}{{ xs|last }}]{% if not xs|first %}null{% endif %}", ["xs": []], "[]null"),
        .output("sorted strings, numbers and a dictionary's keys", "{{ xs|sorted|join }} {{ ns|sorted|join:\",\" }} {{ d|sorted|join }}", ["xs": ["b", "a", "C"], "ns": [10, 2, 3.5], "d": ["z": 1, "m": 2]], "Cab 2,3.5,10 mz"),
        .output(
            "sorted by a key keeps equal items in order",
            #"{% for p in people|sorted:"age" %}{{ p.name }}{% endfor %}"#,
            ["people": [["name": "a", "age": 30], ["name": "b", "age": 20], ["name": "c", "age": 30], ["name": "d", "age": 20]]],
            "bdac"
        ),
    ]

    static let defaults: [Spec] = [
        .output("default replaces an undefined variable", #"{{ missing|default:"none" }}"#, "none"),
        .output("default replaces null", #"{{ value|default:"none" }}"#, ["value": .null], "none"),
        .output("default keeps a present value, even an empty one", #"[{{ value|default:"none" }}][{{ empty|default:"none" }}][{{ zero|default:1 }}]"#, ["value": "v", "empty": "", "zero": 0], "[v][][0]"),
        .output("default replaces a missing key, element or path", #"{{ d.missing|default:"k" }} {{ xs[5]|default:"e" }} {{ d.a.b|default:"p" }} {{ nothing.deep.path|default:"q" }}"#, ["d": ["a": .null], "xs": []], "k e p q"),
        .output("the fallback may be an expression", "{{ missing|default:module.name|uppercase }}", ["module": ["name": "jacob"]], "JACOB"),
    ]

    @Test(arguments: text) func textSpec(_ spec: Spec) { spec.check() }
    @Test(arguments: swift) func swiftSpec(_ spec: Spec) { spec.check() }
    @Test(arguments: inflection) func inflectionSpec(_ spec: Spec) { spec.check() }
    @Test(arguments: collections) func collectionSpec(_ spec: Spec) { spec.check() }
    @Test(arguments: defaults) func defaultSpec(_ spec: Spec) { spec.check() }
}
