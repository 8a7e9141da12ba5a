import Diagnostics
@testable import Inputs
@testable import Planner
import Testing

/// `RoutePattern.validate` with the route written on line 1 of gen.yml after `    route: `,
/// so a problem's column is 12 plus its offset in the pattern.
@Suite struct RoutePatternTests {
    private func problems(_ route: String, path: [String] = [], params: [String] = [], method: String = "GET", types: [String: PathParameterType] = [:]) -> String {
        let source = SourceText(path: "gen.yml", text: "    route: \(route)\n")
        var problems = ManifestProblems(source: source)
        var spec = EndpointSpec(name: Located("Cart", at: SourceLocation(path: "gen.yml", line: 2, column: 11)))
        spec.method = method
        spec.params = params.map { Parameter(name: Located($0, at: SourceLocation(path: "gen.yml", line: 2, column: 1)), type: "String") }
        RoutePattern.validate(
            Located(route, at: SourceLocation(path: "gen.yml", line: 1, column: 12)),
            of: spec,
            pathParameters: path.map { ($0, types[$0] ?? .string) },
            problems: &problems
        )
        return DiagnosticRenderer.render(problems.diagnostics)
    }

    @Test func placeholdersNamingPathParametersAndParamsAreValid() {
        #expect(problems("shop/product/<int:id>/<q>", path: ["id"], params: ["q"]).isEmpty)
        #expect(problems("shop/home").isEmpty)
    }

    @Test func aTypedPathParameterNeedsThePlaceholderThatParsesItsType() {
        #expect(problems("shop/product/<int:id>/<uuid:key>", path: ["id", "key"], types: ["id": .int, "key": .uuid]).isEmpty)
        #expect(problems("shop/product/<id>", path: ["id"], types: ["id": .int]) == """
        gen.yml:1:25: error: the route placeholder for 'id' parses a String, but the path parameter is an Int
            route: shop/product/<id>
                                ^
        note: write <int:id>
        """)
    }

    @Test func theDefaultRouteParsesTypedPathParameters() {
        #expect(RoutePattern.defaultPattern(module: "Shop", endpoint: "ProductDetail", parameters: [("id", .int), ("key", .uuid), ("slug", .string)])
            == "shop/product-detail/<int:id>/<uuid:key>/<slug>")
    }

    @Test func anActionHasNoRoute() {
        #expect(problems("shop/cart", method: "POST") == """
        gen.yml:1:12: error: 'Cart' is a POST endpoint, an action a screen runs, and has no route
            route: shop/cart
                   ^
        note: remove its 'route:'; only GET endpoints are screens with a route
        """)
    }

    @Test func schemeIsRefusedAtTheStart() {
        #expect(problems("shop://home") == """
        gen.yml:1:12: error: the route 'shop://home' must not have a scheme
            route: shop://home
                   ^
        note: write it without 'scheme://': the app passes its scheme to register(in:scheme:)
        """)
    }

    @Test func emptySegmentIsAtItsColumn() {
        #expect(problems("shop//home") == """
        gen.yml:1:17: error: the route 'shop//home' has an empty segment
            route: shop//home
                        ^
        note: remove the extra '/'
        """)
    }

    @Test func malformedPlaceholderIsAtItsSegment() {
        #expect(problems("shop/a<b") == """
        gen.yml:1:17: error: the route segment 'a<b' is not a placeholder like <id> or <int:id>
            route: shop/a<b
                        ^
        """)
    }

    @Test func whiteSpaceInALiteral() {
        #expect(problems("shop/my page") == """
        gen.yml:1:19: error: the route segment 'my page' has ' ', which a route's literal text may not hold
            route: shop/my page
                          ^
        note: a literal segment is written in ASCII letters, digits and -._~!$&'()*+,;=:@
        """)
    }

    /// Issue 40, finding 2: the literal text lands in Swift string literals.
    @Test func aLiteralThatWouldInterpolateCodeIsRefused() {
        #expect(problems("m/h\\(print(\"x\"))/<id>", path: ["id"]) == """
        gen.yml:1:15: error: the route segment 'h\\(print("x"))' has '\\', which a route's literal text may not hold
            route: m/h\\(print("x"))/<id>
                      ^
        note: a literal segment is written in ASCII letters, digits and -._~!$&'()*+,;=:@
        """)
        for literal in ["a\"b", "a%20b", "f\u{FC}r", "a#b", "a?b", "a{b}", "a`b"] {
            #expect(!problems("shop/\(literal)").isEmpty, "\(literal)")
        }
        #expect(problems("shop/a-b.c_d~e!$&'()*+,;=:@9").isEmpty)
    }

    @Test func unknownKindNamesTheKnownOnes() {
        #expect(problems("shop/<double:id>", path: ["id"]) == """
        gen.yml:1:17: error: the route placeholder '<double:id>' has an unknown type
            route: shop/<double:id>
                        ^
        note: URLNavigator knows float, int, path, string, uuid
        """)
    }

    @Test func placeholderNameMustBeAnIdentifier() {
        #expect(problems("shop/<int:1st>") == """
        gen.yml:1:17: error: the route placeholder '<int:1st>' is not named with an identifier
            route: shop/<int:1st>
                        ^
        """)
    }

    @Test func unknownNameWithNoParametersSuggestsAddingOne() {
        #expect(problems("shop/<id>") == """
        gen.yml:1:17: error: the route placeholder '<id>' matches no path parameter or param of the endpoint
            route: shop/<id>
                        ^
        note: add {id} to the path, or a param named id
        """)
    }

    @Test func unknownNameListsTheEndpointsParameters() {
        #expect(problems("shop/<int:id>", path: ["slug"], params: ["q"]) == """
        gen.yml:1:17: error: the route placeholder '<id>' matches no path parameter or param of the endpoint
            route: shop/<int:id>
                        ^
        note: the endpoint has q, slug
        """)
    }

    @Test func everyBadSegmentIsReported() {
        #expect(problems("a b/<>/<x>", path: ["x"]) == """
        gen.yml:1:13: error: the route segment 'a b' has ' ', which a route's literal text may not hold
            route: a b/<>/<x>
                    ^
        note: a literal segment is written in ASCII letters, digits and -._~!$&'()*+,;=:@
        gen.yml:1:16: error: the route segment '<>' is not a placeholder like <id> or <int:id>
            route: a b/<>/<x>
                       ^
        """)
    }

    /// Columns count Unicode scalars, as the caret line does: `e` and a combining accent
    /// are one character but two columns.
    @Test func columnsCountUnicodeScalars() {
        #expect(problems("cafe\u{301}/a<b") == """
        gen.yml:1:16: error: the route segment 'cafe\u{301}' has '\u{301}', which a route's literal text may not hold
            route: cafe\u{301}/a<b
                       ^
        note: a literal segment is written in ASCII letters, digits and -._~!$&'()*+,;=:@
        gen.yml:1:18: error: the route segment 'a<b' is not a placeholder like <id> or <int:id>
            route: cafe\u{301}/a<b
                         ^
        """)
    }

    @Test func defaultPatternIsModuleEndpointAndPlaceholders() {
        #expect(RoutePattern.defaultPattern(module: "Jacob", endpoint: "ProductDetail", parameters: [("id", .string), ("tab", .string)]) == "jacob/product-detail/<id>/<tab>")
        #expect(RoutePattern.defaultPattern(module: "Jacob", endpoint: "Home", parameters: []) == "jacob/home")
    }
}
