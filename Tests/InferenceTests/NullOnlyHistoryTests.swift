@testable import Inference
import Testing

/// A property the samples now show only as `null` says nothing of its type: it keeps the
/// number, string or boolean type the lock recorded, made optional, instead of becoming
/// `JSONValue?`, which breaks every line of code that read it.
@Suite struct NullOnlyHistoryTests {
    /// The type of each property of the endpoint's struct, and of its items' struct, as Swift
    /// spells it.
    private func types(_ json: String, recorded: [String: String]) throws -> [String: String] {
        let model = try StableNamesTests.infer([("Product", json)], memory: TypeNameMemory(propertyTypes: recorded))
        var types: [String: String] = [:]
        func collect(_ declaration: ModelDeclaration, in owner: String) {
            guard case .structure(let structure) = declaration else { return }
            let name = owner.isEmpty ? structure.name : owner + "." + structure.name
            for property in structure.properties {
                types[name + "." + property.name] = property.type.spelling
            }
            structure.nested.forEach { collect($0, in: name) }
        }
        model.endpoints[0].declarations.forEach { collect($0, in: "") }
        return types
    }

    @Test(arguments: [
        ("Int", "Int?"), ("Int?", "Int?"), ("Double", "Double?"), ("Bool?", "Bool?"), ("String", "String?"),
        ("Product.Shop", "JSONValue?"), ("[Int]", "JSONValue?"), ("URLText", "JSONValue?"), ("JSONValue?", "JSONValue?"),
    ])
    func aNullOnlyPropertyKeepsARecordedScalarType(recorded: String, expected: String) throws {
        let types = try types(#"{"id": 1, "reviews_count": null}"#, recorded: ["Product.reviewsCount": recorded])
        #expect(types["Product.reviewsCount"] == expected)
        #expect(types["Product.id"] == "Int")
    }

    @Test func aNullOnlyPropertyOfANestedStructKeepsItsType() throws {
        let types = try types(#"{"items": [{"price": null}, {"price": null}]}"#, recorded: ["Product.Item.price": "Double"])
        #expect(types["Product.Item.price"] == "Double?")
    }

    /// Only the samples decide a type they show: what the lock recorded neither outlives a
    /// value of another kind nor applies to a property the last run did not have.
    @Test func theSamplesWinOverTheRecordWheneverTheyShowAValue() throws {
        let types = try types(#"{"count": "many", "extra": null}"#, recorded: ["Product.count": "Int", "Product.other": "Int"])
        #expect(types["Product.count"] == "String")
        #expect(types["Product.extra"] == "JSONValue?")
    }
}
