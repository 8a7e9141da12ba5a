import Diagnostics
@testable import Planner
import Testing

/// `RequestPath.parse` with the path written on line 3 of gen.yml after `    path: `, so a
/// problem's column is 11 plus its offset in the path.
@Suite struct RequestPathTests {
    private let source = SourceText(path: "gen.yml", text: "endpoints:\n  - name: Home\n    path: PATH\n")

    private func parse(_ path: String, quoting: Bool = true) throws(DiagnosticError) -> RequestPath {
        let text = source.text.replacingOccurrences(of: "PATH", with: path)
        return try RequestPath.parse(
            Located(path, at: SourceLocation(path: "gen.yml", line: 3, column: 11)),
            source: quoting ? SourceText(path: "gen.yml", text: text) : nil
        )
    }

    private func failure(_ path: String, quoting: Bool = true) -> String? {
        do {
            _ = try parse(path, quoting: quoting)
            return nil
        } catch {
            return DiagnosticRenderer.render(error.diagnostics)
        }
    }

    @Test func splitsLiteralsAndParameters() throws {
        let path = try parse("/products/{id}/reviews/{reviewId}")
        #expect(path.template == "/products/{id}/reviews/{reviewId}")
        #expect(path.parts == [.literal("/products/"), .parameter("id", nil), .literal("/reviews/"), .parameter("reviewId", nil)])
        #expect(path.parameters == ["id", "reviewId"])
    }

    @Test func pathWithoutPlaceholdersIsOneLiteral() throws {
        #expect(try parse("/home").parts == [.literal("/home")])
        #expect(try parse("/home").parameters.isEmpty)
    }

    @Test func adjacentParametersHaveNoLiteralBetween() throws {
        #expect(try parse("{a}{b}").parts == [.parameter("a", nil), .parameter("b", nil)])
    }

    @Test func unclosedBraceIsAtTheBrace() {
        #expect(failure("/home/{id") == """
        gen.yml:3:17: error: '{' is never closed in the path
            path: /home/{id
                        ^
        """)
    }

    @Test func closingBraceWithoutOpeningOne() {
        #expect(failure("/home/id}") == """
        gen.yml:3:19: error: '}' without a matching '{' in the path
            path: /home/id}
                          ^
        """)
    }

    @Test func emptyPlaceholderIsNoIdentifier() {
        #expect(failure("/a/{}") == """
        gen.yml:3:14: error: path parameter '{}' is not a Swift identifier
            path: /a/{}
                     ^
        """)
    }

    @Test func placeholderWithADashIsNoIdentifier() {
        #expect(failure("/a/{item-id}/b") == """
        gen.yml:3:14: error: path parameter '{item-id}' is not a Swift identifier
            path: /a/{item-id}/b
                     ^
        """)
    }

    /// Columns count Unicode scalars, as the caret line does: `e` and a combining accent
    /// are one character but two columns.
    @Test func columnsCountUnicodeScalars() {
        #expect(failure("/cafe\u{301}/{id") == """
        gen.yml:3:18: error: '{' is never closed in the path
            path: /cafe\u{301}/{id
                         ^
        """)
    }

    @Test func withoutTheManifestTextTheLocationIsStillGiven() {
        #expect(failure("/a/{id", quoting: false) == "gen.yml:3:14: error: '{' is never closed in the path")
    }

    @Test func interpolatedBuildsASwiftStringLiteral() throws {
        #expect(try parse("/products/{id}/reviews").interpolated == "/products/\\(id)/reviews")
        #expect(try parse("/search/\"q\"\\").interpolated == "/search/\\\"q\\\"\\\\")
    }

    @Test func interpolatedUsesArgumentNames() throws {
        #expect(try parse("/users/{user_id}").interpolated == "/users/\\(userID)")
        #expect(try parse("/items/{state}").interpolated == "/items/\\(stateValue)")
    }

    @Test func aPlaceholderMayNameItsType() throws {
        let path = try parse("/users/{user: Int}/keys/{key:UUID}/{name: String}/{slug}")
        #expect(path.parts == [.literal("/users/"), .parameter("user", .int), .literal("/keys/"), .parameter("key", .uuid), .literal("/"), .parameter("name", .string), .literal("/"), .parameter("slug", nil)])
        #expect(path.typedParameters.map(\.type) == [.int, .uuid, .string, .string])
        #expect(path.interpolated == "/users/\\(user)/keys/\\(key)/\\(name)/\\(slug)")
    }

    @Test func aTypeThatIsNoPathSegmentIsAtTheType() {
        #expect(failure("/prices/{amount:  Double}") == """
        gen.yml:3:29: error: path parameter 'amount' cannot be of type Double
            path: /prices/{amount:  Double}
                                    ^
        note: a path parameter is a String, an Int or a UUID, not optional: one segment of the path that a route placeholder parses
        """)
        #expect(failure("/a/{id: Int?}")?.hasPrefix("gen.yml:3:19: error: path parameter 'id' cannot be of type Int?") == true)
    }
}
