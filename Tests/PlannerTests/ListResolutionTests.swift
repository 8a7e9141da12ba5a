import Diagnostics
@testable import Inference
@testable import Inputs
@testable import Planner
import Testing

/// Where `ListResolution.resolve` finds a list endpoint's items, with `list:` written on
/// line 1 of gen.yml and `items:` on line 2.
@Suite struct ListResolutionTests {
    private let source = SourceText(path: "gen.yml", text: "    list:\n      items: ITEMS\n")

    private func item(_ name: String) -> ModelDeclaration {
        .structure(ModelStruct(name: name, properties: [ModelProperty(name: "id", key: "id", type: .int)], nested: []))
    }

    private func page(_ properties: [ModelProperty], nested: [ModelDeclaration] = []) -> EndpointModel {
        EndpointModel(name: "Page", payloadType: .named("Page"), declarations: [.structure(ModelStruct(name: "Page", properties: properties, nested: nested))])
    }

    private func resolve(_ model: EndpointModel, items: String? = nil) -> (plan: ListPlan?, problems: String) {
        var problems = ManifestProblems(source: SourceText(path: "gen.yml", text: source.text.replacingOccurrences(of: "ITEMS", with: items ?? "")))
        let paging = Paging(
            items: items.map { Located($0, at: SourceLocation(path: "gen.yml", line: 2, column: 14)) },
            location: SourceLocation(path: "gen.yml", line: 1, column: 5)
        )
        let plan = ListResolution.resolve(paging, model: model, modelName: "Page", problems: &problems)
        return (plan, DiagnosticRenderer.render(problems.diagnostics))
    }

    @Test func arrayPayloadIsTheItems() {
        let model = EndpointModel(name: "Page", payloadType: .array(.named("PageElement")), declarations: [item("PageElement")])
        let result = resolve(model)
        #expect(result.plan?.itemsProperty == "")
        #expect(result.plan?.itemType == "PageElement")
        #expect(result.problems.isEmpty)
    }

    @Test func oneArrayPropertyIsTheItemsQualifiedWhenNested() {
        let model = page(
            [ModelProperty(name: "total", key: "total", type: .int), ModelProperty(name: "items", key: "items", type: .array(.named("Item")))],
            nested: [item("Item")]
        )
        let result = resolve(model)
        #expect(result.plan?.itemsProperty == "items")
        #expect(result.plan?.itemType == "Page.Item")
    }

    @Test func sharedElementTypeIsNotQualified() {
        let result = resolve(page([ModelProperty(name: "users", key: "users", type: .array(.named("User")))]))
        #expect(result.plan?.itemType == "User")
    }

    @Test func withSeveralArraysTheFirstIsChosenOptionalOrNot() {
        let model = page([
            ModelProperty(name: "tags", key: "tags", type: .optional(.array(.string))),
            ModelProperty(name: "items", key: "items", type: .array(.named("Item"))),
        ], nested: [item("Item")])
        let result = resolve(model)
        #expect(result.plan?.itemsProperty == "tags")
        #expect(result.plan?.itemType == "String")
    }

    @Test func itemsNamesAPropertyByKeyOrSwiftName() {
        let model = page([
            ModelProperty(name: "tags", key: "tags", type: .array(.string)),
            ModelProperty(name: "dataItems", key: "data_items", type: .array(.named("DataItem"))),
        ], nested: [item("DataItem")])
        for items in ["data_items", "dataItems"] {
            let result = resolve(model, items: items)
            #expect(result.plan?.itemsProperty == "dataItems")
            #expect(result.plan?.itemType == "Page.DataItem")
            #expect(result.problems.isEmpty)
        }
    }

    @Test func unknownItemsListsTheArrays() {
        let model = page([
            ModelProperty(name: "tags", key: "tags", type: .array(.string)),
            ModelProperty(name: "total", key: "total", type: .int),
            ModelProperty(name: "dataItems", key: "data_items", type: .array(.int)),
        ])
        let result = resolve(model, items: "total")
        #expect(result.plan == nil)
        #expect(result.problems == """
        gen.yml:2:14: error: 'total' is not an array property of Page
              items: total
                     ^
        note: its arrays are tags, data_items
        """)
    }

    @Test func itemsGivenWithoutArraysHasNoHint() {
        let result = resolve(page([ModelProperty(name: "total", key: "total", type: .int)]), items: "rows")
        #expect(result.problems == """
        gen.yml:2:14: error: 'rows' is not an array property of Page
              items: rows
                     ^
        """)
    }

    @Test func objectWithoutArraysIsAtList() {
        let result = resolve(page([ModelProperty(name: "total", key: "total", type: .int)]))
        #expect(result.plan == nil)
        #expect(result.problems == """
        gen.yml:1:5: error: the list endpoint's payload Page has no array of items
            list:
            ^
        """)
    }

    @Test func scalarPayloadIsNoList() {
        let result = resolve(EndpointModel(name: "Page", payloadType: .int, declarations: []))
        #expect(result.plan == nil)
        #expect(result.problems == """
        gen.yml:1:5: error: a list endpoint's payload must be an object or an array
            list:
            ^
        """)
    }
}
