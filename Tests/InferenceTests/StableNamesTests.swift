import Diagnostics
@testable import Inference
import JSONReader
import Testing

/// A type's name depends only on the places that use it, and a name the lock recorded holds.
@Suite struct StableNamesTests {
    typealias Endpoint = (name: String, json: String)

    static func infer(_ endpoints: [Endpoint], memory: TypeNameMemory = TypeNameMemory(), settings: InferenceSettings = InferenceSettings()) throws -> ModuleModel {
        let samples = try endpoints.map { endpoint throws(DiagnosticError) in
            let document = try JSONReader.read(endpoint.json, path: endpoint.name + ".json")
            return (endpoint.name, [Sample(source: SourceText(path: endpoint.name + ".json", text: endpoint.json), value: document.value)])
        }
        return ModelInference.infer(endpoints: samples, settings: settings, memory: memory).module
    }

    /// Every type's qualified name, by identity.
    static func names(_ endpoints: [Endpoint], memory: TypeNameMemory = TypeNameMemory()) throws -> [TypeIdentity: String] {
        try infer(endpoints, memory: memory).typeNames
    }

    static let money = #"{"amount": 12, "currency": "EUR"}"#
    static let shop: [Endpoint] = [
        ("Products", #"{"items": [{"id": 1, "price": \#(money), "status": "active"}, {"id": 2, "price": \#(money), "status": "hidden"}]}"#),
        ("ProductDetail", #"{"id": 1, "unit_price": \#(money), "status": "active", "notes": [{"text": "a"}]}"#),
        ("Cart", #"{"subtotal": \#(money), "lines": [{"sku": "A", "quantity": 1}]}"#),
        ("Status", #"{"healthy": true}"#),
    ]

    static func identity(_ kind: TypeIdentity.Kind, _ path: String) -> TypeIdentity {
        TypeIdentity(kind: kind, path: path)
    }

    @Test func aSharedTypeIsNamedByItsPlacesInAnyOrderAndDeclaredApart() throws {
        let model = try Self.infer(Self.shop)
        #expect(model.shared.map(\.name) == ["Price"])
        #expect(model.typeNames[Self.identity(.structure, "Cart.subtotal")] == "Price")
        #expect(!model.endpoints.flatMap(\.declarations).contains { $0.name == "Price" })
        for order in [Self.shop.reversed(), [Self.shop[2], Self.shop[0], Self.shop[3], Self.shop[1]]] {
            #expect(try Self.names(Array(order)) == model.typeNames)
        }
    }

    /// Nested types no longer avoid other endpoints' names: `Products.Item.Status` and a
    /// `Status` endpoint live side by side, and the enum does not repeat its parent.
    @Test func nestedNamesDependOnlyOnTheirOwnModel() throws {
        let names = try Self.names(Self.shop)
        #expect(names[Self.identity(.structure, "Products.items")] == "Products.Item")
        #expect(names[Self.identity(.enumeration, "Products.items.status")] == "Products.Item.Status")
        let alone = try Self.names([Self.shop[0]])
        #expect(alone[Self.identity(.enumeration, "Products.items.status")] == "Products.Item.Status")
    }

    @Test func oneSetOfValuesUsedInSeveralPlacesIsOneEnum() throws {
        let model = try Self.infer([
            ("Orders", #"{"orders": [{"state": "open"}, {"state": "paid"}, {"state": "open"}]}"#),
            ("Order", #"{"state": "open", "history": [{"state": "paid", "at": 1}, {"state": "open", "at": 2}]}"#),
        ])
        #expect(model.shared.map(\.name) == ["State"])
        #expect(model.typeNames[Self.identity(.enumeration, "Orders.orders.state")] == "State")
        #expect(model.typeNames[Self.identity(.enumeration, "Order.history.state")] == "State")
    }

    /// A type nested in a shared type has one identity, whichever place it was built from.
    @Test func typesInASharedTypeAreRecordedUnderItsName() throws {
        let names = try Self.names(Self.shop)
        #expect(names[Self.identity(.enumeration, "%Price.currency")] == "Price.Currency")
    }

    /// A union's object and its array's objects have one key path; only the one whose shape
    /// is shared takes the shared type (found by the property test, seed 3: a tree decoded
    /// as an empty struct).
    @Test func twoPositionsOfOneKeyPathKeepTheirOwnTypes() throws {
        let model = try Self.infer([
            ("Doc", #"{"url": [{"login": ["main", {}]}, {"login": {"value": 1, "to": 2}}]}"#),
            ("Other", #"{"a": {}, "b": {}}"#),
        ])
        func structs(_ declarations: [ModelDeclaration]) -> [ModelStruct] {
            declarations.flatMap { declaration -> [ModelStruct] in
                if case .structure(let type) = declaration { return [type] + structs(type.nested) }
                return structs(declaration.nested)
            }
        }
        let all = structs(model.endpoints.flatMap(\.declarations) + model.shared)
        #expect(all.contains { $0.properties.map(\.key) == ["value", "to"] })
        #expect(model.shared.count == 1)
    }

    @Test func aNestedTypeQualifiedByAWholeParentName() throws {
        let names = try Self.names([("TopLevel", #"{"error": {"code": 1, "reason": "x"}}"#)])
        #expect(names[Self.identity(.structure, "TopLevel.error")] == "TopLevel.TopLevelError")
    }

    /// With the lock's names, removing an endpoint renames nothing in the others, even the
    /// shared type it took part in, which stays shared under its name.
    @Test func removingAnEndpointRenamesNothingElse() throws {
        let all = try Self.names(Self.shop)
        for removed in Self.shop.indices {
            var rest = Self.shop
            rest.remove(at: removed)
            let after = try Self.names(rest, memory: TypeNameMemory(recorded: all))
            for (identity, name) in after {
                #expect(all[identity] == name, "removing \(Self.shop[removed].name) renamed \(identity.text)")
            }
        }
    }

    /// Without the lock, removing an endpoint renames only types it used.
    @Test func withoutTheLockOnlyTypesTheRemovedEndpointUsedMayChange() throws {
        let all = try Self.names(Self.shop)
        var rest = Self.shop
        rest.removeLast()
        rest.removeFirst()
        let after = try Self.names(rest)
        #expect(after[Self.identity(.structure, "ProductDetail.notes")] == all[Self.identity(.structure, "ProductDetail.notes")])
        #expect(after[Self.identity(.structure, "Cart.lines")] == all[Self.identity(.structure, "Cart.lines")])
    }

    /// A new endpoint that uses the shape of a type another endpoint declares for itself
    /// leaves that type where it is, under its name.
    @Test func addingAnEndpointRenamesNothingElse() throws {
        let before = try Self.names([Self.shop[0]])
        #expect(before[Self.identity(.structure, "Products.items.price")] == "Products.Item.Price")
        let after = try Self.names(Self.shop, memory: TypeNameMemory(recorded: before))
        for (identity, name) in before {
            #expect(after[identity] == name, "adding endpoints renamed \(identity.text)")
        }
    }

    /// A property added at one place of a shared type keeps it shared, the property optional.
    @Test func aSharedTypeKeepsItsPlacesWhenOneChanges() throws {
        let before = try Self.infer(Self.shop)
        var changed = Self.shop
        changed[2].json = #"{"subtotal": {"amount": 12, "currency": "EUR", "tax": 2}, "lines": []}"#
        let after = try Self.infer(changed, memory: TypeNameMemory(recorded: before.typeNames))
        #expect(after.shared.map(\.name) == ["Price"])
        guard case .structure(let price)? = after.shared.first else {
            Issue.record("Price is not a struct")
            return
        }
        #expect(price.properties.map(\.type.spelling) == ["Int", "Currency", "Int?"])
    }

    @Test func gensYMLNamesATypeOnPurpose() throws {
        var settings = InferenceSettings()
        settings.overrides["Products.items"] = .structure
        settings.pinnedNames["Products.items"] = "Listing"
        settings.pinnedNames["Cart.subtotal"] = "Money"
        let recorded = try Self.names(Self.shop)
        let model = try Self.infer(Self.shop, memory: TypeNameMemory(recorded: recorded), settings: settings)
        #expect(model.typeNames[Self.identity(.structure, "Products.items")] == "Products.Listing")
        #expect(model.shared.map(\.name) == ["Money"])
    }

    /// A lock edited by hand cannot name a type with something that is not a Swift name.
    @Test func aRecordedNameThatIsNoIdentifierIsIgnored() throws {
        let memory = TypeNameMemory(recorded: [Self.identity(.structure, "Cart.lines"): "Cart.Line; import Evil"])
        let names = try Self.names([Self.shop[2]], memory: memory)
        #expect(names[Self.identity(.structure, "Cart.lines")] == "Cart.Line")
    }

    /// A key keeps the property name the lock recorded for it, when that is one of the key's
    /// own names (its name or its name and a number); anything else a lock says is ignored.
    @Test(arguments: [
        (["userId": "userID"], ["userID2", "userID"]),
        (["userId": "userID7"], ["userID", "userID7"]),
        (["userId": "userID; import Evil"], ["userID", "userID2"]),
        (["userId": "name"], ["userID", "userID2"]),
        (["userId": "userID01"], ["userID", "userID2"]),
    ])
    func aKeyKeepsTheRecordedPropertyName(remembered: [String: String], names: [String]) throws {
        let model = try Self.infer([("Feed", #"{"user_id": 1, "userId": 2}"#)], memory: TypeNameMemory(propertyNames: ["Feed": remembered]))
        guard case .structure(let feed) = model.endpoints[0].declarations.first else {
            Issue.record("no struct")
            return
        }
        #expect(feed.properties.map(\.name) == names)
    }

    @Test(arguments: ["struct Home.items", "enum Home.a%20b.state", "union Home"])
    func identitiesReadBack(text: String) {
        #expect(TypeIdentity(text: text)?.text == text)
    }

    @Test(arguments: ["struct", "class Home.items", "struct Home items", "struct ../x", "struct Home.it\nems", "struct "])
    func malformedIdentitiesDoNotRead(text: String) {
        #expect(TypeIdentity(text: text) == nil)
    }

    @Test func keysWithSpacesAndDotsHaveAPathOfOneLine() {
        let identity = TypeIdentity(kind: .structure, keys: ["Home", "a b.c", "", "ü"])
        #expect(identity.path == "Home.a%20b%2Ec.%.%C3%BC")
    }

    /// A name the lock recorded before the stutter rule (`DataData`) holds on a rerun, so
    /// code that uses it still compiles; without the lock the new rule names it.
    @Test func aRecordedNameOutlivesABetterRule() throws {
        let envelope: [Endpoint] = [("NestedEnvelope", #"{"status": "ok", "data": {"status": 200, "data": {"data": [1, 2, 3]}}}"#)]
        let identity = Self.identity(.structure, "NestedEnvelope.data.data")
        #expect(try Self.names(envelope)[identity] == "NestedEnvelope.NestedEnvelopeData.EnvelopeData")
        let memory = TypeNameMemory(recorded: [identity: "NestedEnvelope.NestedEnvelopeData.DataData"])
        #expect(try Self.names(envelope, memory: memory)[identity] == "NestedEnvelope.NestedEnvelopeData.DataData")
    }
}
