@testable import Importer
import Testing

/// Requests become endpoints by method and path template, with parameters named from the
/// segment before them and typed from their values.
@Suite struct PathTemplatingTests {
    @Test func numericIDsBecomeParametersNamedAfterTheCollection() throws {
        let analysis = try HARFixture.analyze(HARFixture.har([
            HARFixture.entry("GET", "https://api.test/products/123"),
            HARFixture.entry("GET", "https://api.test/products/456"),
        ]))
        #expect(analysis.endpoints.count == 1)
        #expect(analysis.endpoints[0].name == "Product")
        #expect(analysis.endpoints[0].path == "/products/{productID}")
        #expect(analysis.endpoints[0].pathParameters == [PathParameter(name: "productID", type: "Int")])
    }

    @Test func aSingleIDIsAParameterToo() throws {
        #expect(try HARFixture.endpoints(["https://api.test/orders/42"]) == ["Order GET /orders/{orderID}"])
    }

    @Test func uuidsAndHexIDs() throws {
        let analysis = try HARFixture.analyze(HARFixture.har([
            HARFixture.entry("GET", "https://api.test/sessions/3f2b8c1e-9d4a-4e5b-8c7d-1a2b3c4d5e6f"),
            HARFixture.entry("GET", "https://api.test/commits/9fceb02d0ae598e95dc970b74767f19372d61af8"),
        ]))
        #expect(analysis.endpoints.map(\.path) == ["/sessions/{sessionID}", "/commits/{commitID}"])
        #expect(analysis.endpoints.map(\.pathParameters[0].type) == ["UUID", "String"])
    }

    @Test func nestedResources() throws {
        #expect(try HARFixture.endpoints([
            "https://api.test/users/1/repos",
            "https://api.test/users/2/repos",
            "https://api.test/users/2/repos/77/issues/5",
        ]) == [
            "UserRepos GET /users/{userID}/repos",
            "UserRepoIssue GET /users/{userID}/repos/{repoID}/issues/{issueID}",
        ])
    }

    @Test func differentWordsAtOnePositionAreDifferentEndpoints() throws {
        #expect(try HARFixture.endpoints([
            "https://api.test/users/octocat/repos",
            "https://api.test/users/torvalds/repos",
            "https://api.test/users/me",
            "https://api.test/users/settings",
            "https://api.test/users/42/repos",
        ]) == [
            "UsersOctocatRepos GET /users/octocat/repos",
            "UsersTorvaldsRepos GET /users/torvalds/repos",
            "UsersMe GET /users/me",
            "UsersSettings GET /users/settings",
            "UserRepos GET /users/{userID}/repos",
        ])
    }

    /// Words between the same neighbours, three or more, are the values of a parameter:
    /// user names, as a person would mark them; two stay apart, and so do words at the end.
    @Test func manyWordsBetweenTheSameNeighboursAreValues() throws {
        #expect(try HARFixture.endpoints([
            "https://api.test/users/octocat/repos",
            "https://api.test/users/torvalds/repos",
            "https://api.test/users/gaearon/repos",
            "https://api.test/users/me",
        ]) == ["UserRepos GET /users/{userID}/repos", "UsersMe GET /users/me"])
        #expect(try HARFixture.endpoints([
            "https://api.test/api/articles/501",
            "https://api.test/api/authors/12",
            "https://api.test/api/comments/3f2b8c1e-9d4a-4e5b-8c7d-1a2b3c4d5e6f",
        ]) == ["Article GET /api/articles/{articleID}", "Author GET /api/authors/{authorID}", "Comment GET /api/comments/{commentID}"])
    }

    /// A parameter named after an accented segment is an ASCII identifier, as endpoint names
    /// are: `gen lint` refuses `{caféID}`.
    @Test func parameterNamesDropAccents() throws {
        let endpoints = try HARFixture.endpoints([
            "https://api.test/caf%C3%A9s/17",
            "https://api.test/%C3%BCber-items/18",
        ])
        #expect(endpoints.count == 2)
        #expect(endpoints.contains { $0.hasSuffix("/{cafeID}") }, "\(endpoints)")
        #expect(endpoints.contains { $0.hasSuffix("/{uberItemID}") }, "\(endpoints)")
    }

    @Test func manyWordsAtOnePositionStayApart() throws {
        #expect(try HARFixture.endpoints([
            "https://api.test/articles/how-to-swift",
            "https://api.test/articles/why-codable",
            "https://api.test/articles/async_await",
            "https://api.test/articles/typedThrows",
        ]).count == 4)
    }

    @Test func threeSlugsAtOnePositionAreAParameterTwoAreNot() throws {
        #expect(try HARFixture.endpoints([
            "https://api.test/articles/how-to-swift-6",
            "https://api.test/articles/why-codable-2",
            "https://api.test/articles/release.notes",
            "https://api.test/articles/latest",
        ]) == ["Article GET /articles/{articleID}", "ArticlesLatest GET /articles/latest"])
        #expect(try HARFixture.endpoints([
            "https://api.test/articles/how-to-swift-6",
            "https://api.test/articles/why-codable-2",
        ]) == ["ArticlesHowToSwift6 GET /articles/how-to-swift-6", "ArticlesWhyCodable2 GET /articles/why-codable-2"])
    }

    @Test func theMethodDoesNotSplitTheEvidence() throws {
        let analysis = try HARFixture.analyze(HARFixture.har([
            HARFixture.entry("GET", "https://api.test/articles/how-to-swift-6"),
            HARFixture.entry("GET", "https://api.test/articles/why-codable-2"),
            HARFixture.entry("DELETE", "https://api.test/articles/release-3"),
        ]))
        #expect(analysis.endpoints.map { "\($0.method) \($0.path)" } == ["GET /articles/{articleID}", "DELETE /articles/{articleID}"])
    }

    @Test func numberedWordsAreNamesUnlessTheirStemRepeats() throws {
        #expect(try HARFixture.endpoints([
            "https://api.test/servers/web1/status",
            "https://api.test/servers/web2/status",
            "https://api.test/servers/web3/status",
            "https://api.test/servers/oauth2/status",
        ]) == ["ServerStatus GET /servers/{serverID}/status", "ServersOauth2Status GET /servers/oauth2/status"])
    }

    @Test func twoAdjacentSegmentsThatVaryTogether() throws {
        #expect(try HARFixture.endpoints([
            "https://api.test/repos/apple-1/swift-5/issues",
            "https://api.test/repos/google-2/go-1/issues",
            "https://api.test/repos/meta-3/react-18/issues",
            "https://api.test/repos/apple/swift/issues",
        ]) == [
            "RepoIssues GET /repos/{repoID}/{id}/issues",
            "ReposAppleSwiftIssues GET /repos/apple/swift/issues",
        ])
    }

    @Test func adjacentWordsAtTheEndStayLiteral() throws {
        #expect(try HARFixture.endpoints([
            "https://api.test/shop/shoes/red",
            "https://api.test/shop/hats/blue",
        ]) == ["ShopShoesRed GET /shop/shoes/red", "ShopHatsBlue GET /shop/hats/blue"])
    }

    @Test func versionedPrefixesStayLiteralAndOutOfNames() throws {
        #expect(try HARFixture.endpoints([
            "https://api.test/api/v1/items/1",
            "https://api.test/api/v2/items/2",
        ]) == ["Item GET /api/v1/items/{itemID}", "Item2 GET /api/v2/items/{itemID}"])
    }

    @Test func trailingSlashesAndEmptySegmentsAreIgnored() throws {
        #expect(try HARFixture.endpoints([
            "https://api.test/products/",
            "https://api.test/products",
            "https://api.test//products/7/",
        ]) == ["Products GET /products", "Product GET /products/{productID}"])
    }

    @Test func percentEncodingIsKeptInPathsAndDecodedForIDs() throws {
        #expect(try HARFixture.endpoints([
            "https://api.test/search%20results/%31%32",
            "https://api.test/tags/caf%C3%A9-1",
            "https://api.test/tags/th%C3%A9-2",
            "https://api.test/tags/mat%C3%A9-3",
        ]) == ["SearchResult GET /search%20results/{searchResultID}", "Tag GET /tags/{tagID}"])
    }

    @Test func methodsSplitEndpointsAndNameThem() throws {
        let analysis = try HARFixture.analyze(HARFixture.har([
            HARFixture.entry("GET", "https://api.test/orders"),
            HARFixture.entry("POST", "https://api.test/orders", requestBody: #"{"sku": "a"}"#),
            HARFixture.entry("DELETE", "https://api.test/orders/5"),
            HARFixture.entry("PATCH", "https://api.test/orders/5", requestBody: #"{"note": "x"}"#),
        ]))
        #expect(analysis.endpoints.map { "\($0.name) \($0.method) \($0.path)" } == [
            "Orders GET /orders",
            "CreateOrders POST /orders",
            "DeleteOrder DELETE /orders/{orderID}",
            "UpdateOrder PATCH /orders/{orderID}",
        ])
    }

    @Test func thePathPrefixFiltersAndLeavesNames() throws {
        let analysis = try HARFixture.analyze(HARFixture.har([
            HARFixture.entry("GET", "https://api.test/api/v2/catalog/items"),
            HARFixture.entry("GET", "https://api.test/health"),
        ]), options: ImportOptions(pathPrefix: "/api/v2/catalog"))
        #expect(analysis.endpoints.map { "\($0.name) \($0.path)" } == ["Items /api/v2/catalog/items"])
        #expect(analysis.dropped.map(\.reason) == [.outsidePrefix])
    }
}
