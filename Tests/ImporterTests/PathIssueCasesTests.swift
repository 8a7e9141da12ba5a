@testable import Importer
import Testing

/// The captures of issue 27, each with the endpoints a person would write for it: distinct
/// operations stay apart, identifiers become parameters named after the segment before.
@Suite struct PathIssueCasesTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var title: String
        var method: String
        var urls: [String]
        /// `Name METHOD path`, in the order of first request.
        var endpoints: [String]

        var testDescription: String { title }
    }

    static let cases: [Case] = [
        Case(
            title: "four POST operations under /api stay four endpoints",
            method: "POST",
            urls: [
                "https://api.test/api/clear-cookies",
                "https://api.test/api/set-cookie",
                "https://api.test/api/check-cookie",
                "https://api.test/api/check-header",
            ],
            endpoints: [
                "CreateClearCookies POST /api/clear-cookies",
                "CreateSetCookie POST /api/set-cookie",
                "CreateCheckCookie POST /api/check-cookie",
                "CreateCheckHeader POST /api/check-header",
            ]
        ),
        Case(
            title: "two collections with numeric ids stay two",
            method: "GET",
            urls: [
                "https://api.test/api/vdc-builds/13739",
                "https://api.test/api/edge-gateway-builds/13742",
            ],
            endpoints: [
                "VdcBuild GET /api/vdc-builds/{vdcBuildID}",
                "EdgeGatewayBuild GET /api/edge-gateway-builds/{edgeGatewayBuildID}",
            ]
        ),
        Case(
            title: "login by uuid and by id",
            method: "POST",
            urls: [
                "https://api.test/login/uuid/3f2b8c1e-9d4a-4e5b-8c7d-1a2b3c4d5e6f",
                "https://api.test/login/id/48213",
            ],
            endpoints: [
                "CreateLoginUUID POST /login/uuid/{uuid}",
                "CreateLoginID POST /login/id/{id}",
            ]
        ),
        Case(
            title: "an RPC name with a digit, seen once",
            method: "POST",
            urls: ["https://api.test/rpc/GetNavigationMenu2"],
            endpoints: ["CreateRpcGetNavigationMenu2 POST /rpc/GetNavigationMenu2"]
        ),
        Case(
            title: "a URN is an identifier",
            method: "GET",
            urls: ["https://api.test/identity/profiles/urn:li:person:123/skills"],
            endpoints: ["IdentityProfileSkills GET /identity/profiles/{profileID}/skills"]
        ),
        Case(
            title: "a date, an id and a uuid",
            method: "POST",
            urls: ["https://api.test/login/date/2022-02-02/id/48213/uuid/3f2b8c1e-9d4a-4e5b-8c7d-1a2b3c4d5e6f"],
            endpoints: ["CreateLoginDateIDUUID POST /login/date/{date}/id/{id}/uuid/{uuid}"]
        ),
    ]

    @Test(arguments: cases) func endpoints(_ issueCase: Case) throws {
        #expect(try HARFixture.endpoints(issueCase.urls, method: issueCase.method) == issueCase.endpoints)
    }

    @Test func theDateCaseTypesItsParameters() throws {
        let analysis = try HARFixture.analyze(HARFixture.har([
            HARFixture.entry("POST", "https://api.test/login/date/2022-02-02/id/48213/uuid/3f2b8c1e-9d4a-4e5b-8c7d-1a2b3c4d5e6f"),
        ]))
        #expect(analysis.endpoints[0].pathParameters == [
            PathParameter(name: "date", type: "String"),
            PathParameter(name: "id", type: "Int"),
            PathParameter(name: "uuid", type: "UUID"),
        ])
    }

    /// Each kind of identifier the issue names becomes a parameter even when seen once.
    @Test(arguments: [
        "13739", "20220202", "2022-02-02", "2022-02-02T10:00:00Z", "3f2b8c1e-9d4a-4e5b-8c7d-1a2b3c4d5e6f",
        "9fceb02d0ae598e95dc970b74767f19372d61af8", "507f1f77bcf86cd799439011", "dQw4w9WgXcQ", "cus_NffrFeUfNV2Hib",
        "C03E94MKU", "urn:li:person:123", "someone@example.com",
    ]) func identifiersSeenOnceAreParameters(_ value: String) {
        #expect(PathSegmentKind(value).isIdentifier)
    }

    /// Words of every style stay names, a number at the end included.
    @Test(arguments: [
        "orders", "clear-cookies", "user_id", "checkHeader", "GetNavigationMenu", "GetNavigationMenu2", "oauth2",
        "base64", "iPhone", "getUserByID", "caf\u{E9}-au-lait",
    ]) func wordsAreNames(_ value: String) {
        #expect(PathSegmentKind(value) == .word)
    }

    @Test(arguments: ["v1", "v2", "V3", "v1.2"]) func versionsAreVersions(_ value: String) {
        #expect(PathSegmentKind(value) == .version)
    }

    @Test(arguments: [
        ("users", "userID"), ("vdc-builds", "vdcBuildID"), ("id", "id"), ("ids", "id"), ("uuid", "uuid"),
        ("user_id", "userID"), ("userId", "userID"), ("keys", "key"), ("categories", "categoryID"),
        ("search results", "searchResultID"),
        ("uuid-id", "uuid"), ("very-long-collection-name-for-all-the-order-lines", "longCollectionNameForAllTheOrderLineID"),
    ]) func namesFromTheSegmentBefore(_ segment: String, _ name: String) {
        #expect(PathParameterNaming.segmentName(segment, kind: .id) == name)
    }

    @Test func datesAreNamedAsDates() throws {
        #expect(try HARFixture.endpoints(["https://api.test/reports/2024-05-01", "https://api.test/date/2024-05-02"])
            == ["Report GET /reports/{reportDate}", "Date GET /date/{date}"])
    }

    @Test func namesAreUniqueAndTheSegmentsNameWins() throws {
        let endpoints = try HARFixture.endpoints([
            "https://api.test/api/12/id/34",
            "https://api.test/api/12/34",
            "https://api.test/users/1/users/2",
            "https://api.test/7/8/9",
        ])
        #expect(endpoints.map { $0.split(separator: " ")[2] } == [
            "/api/{apiID}/id/{id}",
            "/api/{id}/{secondID}",
            "/users/{userID}/users/{secondUserID}",
            "/{id}/{secondID}/{thirdID}",
        ], "\(endpoints)")
    }
}
