import Diagnostics
import Inference
import JSONReader
import Testing

@Suite struct ModelInferenceTests {
    private func infer(_ name: String = "Home", _ texts: String...) throws -> EndpointModel {
        var samples: [Sample] = []
        for (index, text) in texts.enumerated() {
            let path = "s\(index).json"
            samples.append(Sample(source: SourceText(path: path, text: text), value: try JSONReader.read(text, path: path).value))
        }
        return try ModelInference.infer(endpointName: name, samples: samples)
    }

    /// `name: Type` for each property of the root struct.
    private func properties(_ model: EndpointModel) -> [String] {
        model.rootStruct?.properties.map { "\($0.name): \($0.type.spelling)" } ?? []
    }

    @Test func scalarsMapToSwiftTypes() throws {
        let model = try infer("Home", #"{"a": 1, "b": 1.5, "c": "x", "d": true, "e": 9999999999999999999, "f": 2e3}"#)
        #expect(properties(model) == ["a: Int", "b: Double", "c: String", "d: Bool", "e: Double", "f: Double"])
        #expect(model.payloadType == .named("Home"))
    }

    @Test func intAndDoubleAtOnePositionIsDouble() throws {
        let model = try infer("Home", #"{"items": [{"price": 1}, {"price": 2.5}]}"#)
        #expect(model.rootStruct?.nestedTypes.first?.properties.map(\.type) == [.double])
    }

    @Test func nullAndMissingKeysMakeOptionals() throws {
        let model = try infer("Home", #"{"items": [{"a": 1, "b": null, "c": 1}, {"a": 2, "b": "x"}]}"#)
        let item = try #require(model.rootStruct?.nestedTypes.first)
        #expect(item.name == "Item")
        #expect(item.properties.map { "\($0.name): \($0.type.spelling)" } == ["a: Int", "b: String?", "c: Int?"])
    }

    @Test func samplesOfOneEndpointMerge() throws {
        let model = try infer("Home", #"{"a": 1}"#, #"{"a": 2, "b": "x"}"#)
        #expect(properties(model) == ["a: Int", "b: String?"])
    }

    @Test func nestedObjectsBecomeNestedStructs() throws {
        let model = try infer("Product", #"{"shop": {"id": 1}, "categories": [{"name": "a"}], "addresses": [{"zip": "1"}]}"#)
        #expect(properties(model) == ["shop: Shop", "categories: [Category]", "addresses: [Address]"])
        #expect(model.rootStruct?.nestedTypes.map(\.name) == ["Shop", "Category", "Address"])
    }

    @Test func namesFollowSwiftGuidelines() throws {
        let model = try infer("Home", #"{"original_price": 1, "thumbnail_url": "u", "user_id": 2, "ID": 3, "default": true, "2fa": false, "is-new": true}"#)
        #expect(model.rootStruct?.properties.map(\.name) == ["originalPrice", "thumbnailURL", "userID", "id", "`default`", "_2fa", "isNew"])
        #expect(model.rootStruct?.properties.map(\.needsCodingKey) == [true, true, true, true, false, true, true])
    }

    @Test func clashingPropertyNamesAreNumbered() throws {
        let model = try infer("Home", #"{"user_name": "a", "userName": "b"}"#)
        #expect(model.rootStruct?.properties.map(\.name) == ["userName", "userName2"])
    }

    @Test func typeNamesAvoidLibraryTypes() throws {
        let model = try infer("Home", #"{"data": {"a": 1}, "date": {"b": 2}}"#)
        #expect(properties(model) == ["data: HomeData", "date: HomeDate"])
    }

    @Test func topLevelArraysAndScalars() throws {
        let list = try infer("Products", #"[{"id": 1}]"#)
        #expect(list.payloadType == .array(.named("Product")))
        #expect(list.rootStruct?.name == "Product")
        #expect(try infer("Home", #"[{"id": 1}]"#).payloadType == .array(.named("HomeItem")))
        #expect(try infer("Count", "42").payloadType == .int)
        #expect(try infer("Count", "42").rootStruct == nil)
    }

    @Test func onlyNullAndEmptyArraysFallBack() throws {
        let model = try infer("Home", #"{"a": null, "b": []}"#)
        #expect(properties(model) == ["a: String?", "b: [String]"])
    }

    @Test func conflictingKindsAreAnErrorNamingBothPlaces() throws {
        do {
            _ = try infer("Home", "{\"a\": 1}", "{\n \"a\": \"x\"}")
            Issue.record("expected an error")
        } catch let error as DiagnosticError {
            #expect(DiagnosticRenderer.render(error.diagnostics) == """
            s1.json:2:7: error: found a string where s0.json:1:7 has an integer
             "a": "x"}
                  ^
            note: one position must hold one kind of value in every sample; fix the sample
            """)
        }
    }

    @Test func singularizes() {
        #expect(Naming.singularTypeName("Items") == "Item")
        #expect(Naming.singularTypeName("Categories") == "Category")
        #expect(Naming.singularTypeName("Boxes") == "Box")
        #expect(Naming.singularTypeName("Status") == "StatusItem")
        #expect(Naming.singularTypeName("Data") == "DataItem")
    }

    @Test func upperCamelCaseFromFileNames() {
        #expect(Naming.upperCamelCase("home") == "Home")
        #expect(Naming.upperCamelCase("order_items") == "OrderItems")
        #expect(Naming.upperCamelCase("product-detail") == "ProductDetail")
        #expect(Naming.upperCamelCase("user_id") == "UserID")
    }
}
