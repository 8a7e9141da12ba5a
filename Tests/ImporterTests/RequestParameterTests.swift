@testable import Importer
import Inputs
import Testing

/// Query parameters merge across requests, bodies become params, paging keys become `list:`.
@Suite struct RequestParameterTests {
    @Test func queryParametersMergeWithTypesAndOptionality() throws {
        let analysis = try HARFixture.analyze(HARFixture.har([
            HARFixture.entry("GET", "https://api.test/search?q=shoes&limit=10&inStock=true&price=9.5"),
            HARFixture.entry("GET", "https://api.test/search?q=red+hats&limit=20&price=12&tag=a&tag=b"),
        ]))
        #expect(analysis.endpoints[0].params == [
            .init(key: "q", type: "String"),
            .init(key: "limit", type: "Int"),
            .init(key: "inStock", type: "Bool?"),
            .init(key: "price", type: "Double"),
            .init(key: "tag", type: "[String]?"),
        ])
    }

    /// Query values that are all dates written one way make a Date param with that format;
    /// dates written two ways, a day that does not exist and numbers do not.
    @Test func queryDatesBecomeDateParamsWithTheirFormat() throws {
        let analysis = try HARFixture.analyze(HARFixture.har([
            HARFixture.entry("GET", "https://api.test/orders?since=2024-05-01&at=2024-05-01T12:30:00&stamp=2024-05-01T12:30:00Z&day=2024-05-01&day=2024-05-02&mixed=2024-05-01&bad=2024-02-30&ts=1714566600"),
            HARFixture.entry("GET", "https://api.test/orders?since=2024-02-29&mixed=2024-05-01T12:30:00&bad=2024-02-28&ts=1714566601"),
        ]))
        #expect(analysis.endpoints[0].params == [
            .init(key: "since", type: "Date", dateFormat: .day),
            .init(key: "at", type: "Date?", dateFormat: .dateTime),
            .init(key: "stamp", type: "Date?", dateFormat: .iso8601),
            .init(key: "day", type: "[Date]?", dateFormat: .day),
            .init(key: "mixed", type: "String"),
            .init(key: "bad", type: "String"),
            .init(key: "ts", type: "Int"),
        ])
        #expect(ManifestText.entry(analysis.endpoints[0], indent: "  ").contains(#"    dates: { since: yyyy-MM-dd, at: "yyyy-MM-dd'T'HH:mm:ss", stamp: iso8601, day: yyyy-MM-dd }"#))
    }

    /// Keys that make one Swift argument are not both params, which `gen module` would refuse:
    /// the first keeps its param, the others are named in the endpoint's comment.
    @Test func keysThatMakeOneArgumentKeepTheFirst() throws {
        let analysis = try HARFixture.analyze(HARFixture.har([
            HARFixture.entry("GET", "https://api.test/items/7?filter%5Bstatus%5D=a&filter_status=b&user_id=1&userId=2&q=x"),
            HARFixture.entry("GET", "https://api.test/items/8?filter%5Bstatus%5D=a&filter_status=b&user_id=1&userId=2&q=y"),
        ]))
        let endpoint = analysis.endpoints[0]
        #expect(endpoint.params.map(\.key) == ["filter[status]", "user_id", "q"])
        #expect(endpoint.clashingKeys == ["filter_status", "userId"])
    }

    @Test func jsonBodiesOfWritesBecomeParams() throws {
        let analysis = try HARFixture.analyze(HARFixture.har([
            HARFixture.entry("POST", "https://api.test/cart/items?debug=1", requestBody: #"{"productID": 7, "quantity": 2, "note": null, "options": {"gift": true}}"#),
            HARFixture.entry("POST", "https://api.test/cart/items", requestBody: #"{"productID": 8, "quantity": 1, "tags": ["a"], "weight": 1.5}"#),
        ]))
        let endpoint = analysis.endpoints[0]
        #expect(endpoint.params == [
            .init(key: "productID", type: "Int"),
            .init(key: "quantity", type: "Int"),
            .init(key: "note", type: "String?"),
            .init(key: "tags", type: "[String]?"),
            .init(key: "weight", type: "Double?"),
        ])
        #expect(endpoint.unsupportedKeys == ["options"])
    }

    @Test func formBodiesBecomeParams() throws {
        let analysis = try HARFixture.analyze(HARFixture.har([
            HARFixture.entry("PUT", "https://api.test/profile", requestBody: "name=Jane+Doe&age=41", requestMimeType: "application/x-www-form-urlencoded"),
        ]))
        #expect(analysis.endpoints[0].params == [.init(key: "name", type: "String"), .init(key: "age", type: "Int")])
    }

    @Test func pageAndSizeBecomeListPaging() throws {
        let body = #"{"total": 3, "items": [{"id": 1}]}"#
        let analysis = try HARFixture.analyze(HARFixture.har([
            HARFixture.entry("GET", "https://api.test/feed?page=0&per_page=25&sort=new", body: body),
            HARFixture.entry("GET", "https://api.test/feed?page=1&per_page=25", body: body),
        ]))
        let endpoint = analysis.endpoints[0]
        #expect(endpoint.list == ImportedEndpoint.Paging(page: "page", size: "per_page", first: 0, pageSize: 25, items: "items"))
        #expect(endpoint.params == [.init(key: "sort", type: "String?")])
    }

    @Test func offsetAndCursorPagingStayOptionalParams() throws {
        let analysis = try HARFixture.analyze(HARFixture.har([
            HARFixture.entry("GET", "https://api.test/events?limit=50&offset=0", body: "[]"),
            HARFixture.entry("GET", "https://api.test/events?limit=50&offset=50&cursor=abc", body: "[]"),
        ]))
        #expect(analysis.endpoints[0].list == nil)
        #expect(analysis.endpoints[0].params == [
            .init(key: "limit", type: "Int"), .init(key: "offset", type: "Int?"), .init(key: "cursor", type: "String?"),
        ])
    }

    @Test func aSharedEnvelopeIsDetectedAndPagingLooksInsideIt() throws {
        let body = #"{"code": 0, "msg": "ok", "data": {"products": [{"id": 1}]}}"#
        let analysis = try HARFixture.analyze(HARFixture.har([
            HARFixture.entry("GET", "https://api.test/products?page=1&size=20", body: body),
            HARFixture.entry("GET", "https://api.test/products/1", body: #"{"code": 0, "msg": "ok", "data": {"id": 1}}"#),
        ]))
        #expect(analysis.envelope == SharedEnvelope(data: "data", code: "code", message: "msg", success: .int(0)))
        #expect(analysis.endpoints[0].list?.items == "products")
    }

    @Test func credentialQueryKeysAreLeftOut() throws {
        let analysis = try HARFixture.analyze(HARFixture.har([
            HARFixture.entry("GET", "https://api.test/weather?city=Oslo&api_key=abc&access_token=def&X-Auth-Token=ghi"),
        ]))
        #expect(analysis.endpoints[0].params == [.init(key: "city", type: "String")])
        #expect(analysis.credentialKeys == ["api_key", "access_token", "X-Auth-Token"])
    }
}
