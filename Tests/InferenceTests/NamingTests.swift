import Inference
import Testing

@Suite struct NamingTests {
    @Test(arguments: [
        ("Items", "Item"), ("Categories", "Category"), ("Addresses", "Address"), ("Children", "Child"),
        ("People", "Person"), ("Data", "Data"), ("News", "News"), ("Boxes", "Box"), ("Statuses", "Status"),
        ("Status", "Status"), ("Movies", "Movie"), ("OrderItems", "OrderItem"), ("UserIDs", "UserID"), ("Home", "Home"),
        ("IDs", "ID"), ("URLs", "URL"), ("URLS", "URL"), ("ID", "ID"), ("To", "To"), ("From", "From"), ("Cc", "Cc"),
        ("Bcc", "Bcc"), ("CDs", "CD"),
    ])
    func singularizes(plural: String, singular: String) {
        #expect(Naming.singularTypeName(plural) == singular)
    }

    /// Alpha Vantage numbers its keys: `"1. open"` is `open`, not `_1Open`.
    @Test(arguments: [
        ("2. high", "high", "High"), ("5. Market Open", "marketOpen", "MarketOpen"), ("2) symbol", "symbol", "Symbol"),
        ("2fa", "_2fa", "_2fa"), ("1.5", "_15", "_15"), ("3. ", "_3", "_3"),
    ])
    func numberedKeysAreNamedByTheirWords(key: String, property: String, type: String) {
        #expect(Naming.propertyName(forKey: key) == property)
        #expect(Naming.typeName(forKey: key) == type)
    }

    @Test func upperCamelCaseFromFileNames() {
        #expect(Naming.upperCamelCase("home") == "Home")
        #expect(Naming.upperCamelCase("order_items") == "OrderItems")
        #expect(Naming.upperCamelCase("product-detail") == "ProductDetail")
        #expect(Naming.upperCamelCase("user_id") == "UserID")
    }

    /// Zero-width joiners, bidi overrides and other format characters never reach a name, so
    /// no two names look the same and differ (`Ab` and `A\u{200D}b`).
    @Test(arguments: [
        ("A\u{200D}b", "Ab", "ab"), ("\u{202E}home\u{202C}", "Home", "home"), ("caf\u{00E9}\u{200B}_menu", "CaféMenu", "caféMenu"),
        ("user\u{2066}_id\u{2069}", "UserID", "userID"), ("\u{FEFF}Ünïcode", "Ünïcode", "ünïcode"),
    ])
    func formatCharactersAreLeftOutOfNames(key: String, typeName: String, propertyName: String) {
        #expect(Naming.typeName(forKey: key) == typeName)
        #expect(Naming.propertyName(forKey: key) == propertyName)
    }

    @Test(arguments: [
        ("original_price", "originalPrice"), ("thumbnail_url", "thumbnailURL"), ("user_id", "userID"), ("ID", "id"),
        ("default", "`default`"), ("2fa", "_2fa"), ("is-new", "isNew"), ("first name", "firstName"),
        ("geo.lat", "geoLat"), ("", "value"), ("🔥", "value"), ("userIDs", "userIDs"), ("URL", "url"),
        ("await", "`await`"), ("async", "async"), ("some", "some"), ("any", "any"), ("actor", "actor"), ("Type", "type"),
    ])
    func propertyNames(key: String, name: String) {
        #expect(Naming.propertyName(forKey: key) == name)
    }
}

@Suite struct EnumCaseNameTests {
    @Test(arguments: [
        ("open", "`open`"), ("in_progress", "inProgress"), ("0", "value0"), ("4k", "value4k"), ("2fa", "value2fa"),
        ("", "value"), ("🔥", "value"), ("A+", "a"), ("default", "`default`"), ("USD", "usd"), ("await", "`await`"),
    ])
    func caseNames(value: String, name: String) {
        #expect(Naming.caseName(forValue: value) == name)
    }
}
