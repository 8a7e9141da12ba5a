/// The reference workload: the model file of 200 types with 15 properties each. Every
/// property has a name, a Swift type, a JSON key, an optional flag and a comment.
struct Workload {
    struct Property {
        var name: String
        var type: String
        var key: String
        var isOptional: Bool
        var comment: String
    }

    struct ModelType {
        /// In lower camel case; the template applies `upperFirst`.
        var name: String
        var comment: String
        var properties: [Property]
    }

    var types: [ModelType]

    /// The same types on every run: names, types and comments are picked by a fixed
    /// linear congruential sequence.
    static func reference(typeCount: Int = 200, propertyCount: Int = 15) -> Workload {
        let nouns = ["order", "product", "customer", "invoice", "shipment", "review", "address", "payment", "coupon", "category", "seller", "basket"]
        let fields = ["identifier", "title", "price", "created", "updated", "status", "quantity", "thumbnail", "rating", "currency", "summary", "owner", "deadline", "discount", "weight"]
        let swiftTypes = ["String", "Int", "Double", "Bool", "Date", "URL", "[String]", "[Int]"]
        let comments = [
            "shown to the customer as it was entered",
            "as the server sends it, before any rounding",
            "when the record last changed, in UTC",
            "empty when the seller has not set one yet",
        ]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        var types: [ModelType] = []
        for typeIndex in 0..<typeCount {
            let noun = nouns[next(nouns.count)]
            var properties: [Property] = []
            for propertyIndex in 0..<propertyCount {
                let field = fields[(propertyIndex + next(3)) % fields.count]
                properties.append(Property(
                    name: "\(field)\(propertyIndex)",
                    type: swiftTypes[next(swiftTypes.count)],
                    key: "\(field)_\(propertyIndex)",
                    isOptional: next(3) == 0,
                    comment: "The \(noun)'s \(field), \(comments[next(comments.count)])."
                ))
            }
            types.append(ModelType(
                name: "\(noun)Model\(typeIndex)",
                comment: "A \(noun) as the API returns it (type \(typeIndex + 1) of \(typeCount)).",
                properties: properties
            ))
        }
        return Workload(types: types)
    }
}
