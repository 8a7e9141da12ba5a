import Diagnostics
import Inference
import Inputs
import JSONReader
@testable import Planner
import Testing

@Suite struct ModulePlannerTests {
    private func samples(_ name: String, _ text: String) throws -> EndpointSamples {
        let path = "samples/\(name.lowercased()).json"
        return EndpointSamples(name: name, samples: [Sample(source: SourceText(path: path, text: text), value: try JSONReader.read(text, path: path).value)])
    }

    /// The rendered diagnostics of generating the Home sample `{}` with this manifest.
    private func failure(manifest text: String) throws -> String? {
        let source = SourceText(path: "gen.yml", text: text)
        do {
            _ = try ModulePlanner.plan(
                moduleName: "Shop",
                samples: [try samples("Home", "{}")],
                manifest: try ManifestDecoder.decode(source),
                manifestSource: source,
                reservedTypes: []
            )
            return nil
        } catch let error as DiagnosticError {
            return DiagnosticRenderer.render(error.diagnostics)
        }
    }

    /// An endpoint of the manifest without a sample does not reach the module (the sample
    /// loader warns of it), so deleting a sample removes its endpoint.
    @Test func manifestEndpointWithoutSampleIsLeftOut() throws {
        let source = SourceText(path: "gen.yml", text: "endpoints:\n  - name: OrderItems\n    method: POST\n    path: /order_items/{id}\n  - name: Home\n")
        let plan = try ModulePlanner.plan(
            moduleName: "Shop",
            samples: [try samples("Home", "{}")],
            manifest: try ManifestDecoder.decode(source),
            manifestSource: source,
            reservedTypes: []
        )
        #expect(plan.endpoints.map(\.name) == ["Home"])
    }

    /// The entry of an endpoint without a sample stays in the manifest, and is still checked.
    @Test func theEntryOfAnEndpointWithoutSampleIsStillChecked() throws {
        #expect(try failure(manifest: "endpoints:\n  - name: OrderItems\n    path: /order_items/{id\n    route: shop/items/<nope>\n") == """
        gen.yml:3:24: error: '{' is never closed in the path
            path: /order_items/{id
                               ^
        """)
        #expect(try failure(manifest: "endpoints:\n  - name: OrderItems\n    path: /order_items/{id}\n    route: shop/items/<nope>\n") == """
        gen.yml:4:23: error: the route placeholder '<nope>' matches no path parameter or param of the endpoint
            route: shop/items/<nope>
                              ^
        note: the endpoint has id
        """)
    }

    private func plan(manifest text: String) throws -> ModulePlan {
        let source = SourceText(path: "gen.yml", text: text)
        return try ModulePlanner.plan(
            moduleName: "Shop",
            samples: [try samples("Home", "{}")],
            manifest: try ManifestDecoder.decode(source),
            manifestSource: source,
            reservedTypes: []
        )
    }

    /// A param named like a path parameter types it and is not sent in the query.
    @Test func aParamNamedLikeAPathParameterTypesIt() throws {
        let home = try plan(manifest: "endpoints:\n  - name: Home\n    path: /homes/{id}/{key}\n    params: { id: Int, q: String? }\n").endpoints[0]
        #expect(home.arguments.map { "\($0.name): \($0.type) \($0.role.rawValue)" } == ["id: Int path", "key: String path", "q: String? param"])
        #expect(home.route == "shop/home/<int:id>/<key>")
    }

    @Test func aParamThatContradictsOrCannotTypeAPathParameterIsAnError() throws {
        #expect(try failure(manifest: "endpoints:\n  - name: Home\n    path: /homes/{id:UUID}\n    params: { id: Int }\n") == """
        gen.yml:4:15: error: params types the path parameter 'id' Int, but the path says UUID
            params: { id: Int }
                      ^
        note: give the type once, in the path ({id: UUID}) or in params
        """)
        #expect(try failure(manifest: "endpoints:\n  - name: Home\n    path: /homes/{id}\n    params: { id: Int? }\n")?.hasPrefix("""
        gen.yml:4:15: error: path parameter 'id' cannot be of type Int?
        """) == true)
    }

    /// Two keys that make one Swift argument are an error naming both, never a method that
    /// declares the argument twice.
    @Test(arguments: [
        ("params: { user_id: Int, userId: Int }", "'user_id' and 'userId'", "userID", "gen.yml:3:29"),
        ("params: { \"filter[status]\": String, filter_status: String }", "'filter[status]' and 'filter_status'", "filterStatus", "gen.yml:3:41"),
        ("params: { page: Int, pageValue: Int }", "'page' and 'pageValue'", "pageValue", "gen.yml:3:26"),
        ("path: /homes/{id}/{ID}", "'id' and 'ID'", "id", "gen.yml:3:11"),
    ])
    func keysThatMakeOneArgumentAreAnError(entry: String, keys: String, name: String, location: String) throws {
        let message = try failure(manifest: "endpoints:\n  - name: Home\n    \(entry)\n")
        #expect(message?.hasPrefix("\(location): error: the request parameters \(keys) of endpoint Home both become the Swift argument '\(name)'") == true, "\(message ?? "no error")")
    }

    /// Two payloads named alike were declared twice, and the module did not build.
    @Test(arguments: [
        ("  - name: Home\n    model: Item\n  - name: Product\n    model: Item\n", "gen.yml:5:12", "Home and Product", "Item"),
        ("  - name: Home\n    model: Product\n", "gen.yml:3:12", "Home and Product", "Product"),
        ("  - name: Product\n    model: Home\n", "gen.yml:3:12", "Home and Product", "Home"),
    ])
    func payloadsOfOneNameAreAnError(entries: String, location: String, endpoints: String, name: String) throws {
        let source = SourceText(path: "gen.yml", text: "endpoints:\n" + entries)
        do {
            _ = try ModulePlanner.plan(
                moduleName: "Shop",
                samples: [try samples("Home", "{\"a\": 1}"), try samples("Product", "{\"b\": \"x\"}")],
                manifest: try ManifestDecoder.decode(source),
                manifestSource: source,
                reservedTypes: []
            )
            Issue.record("no error")
        } catch let error as DiagnosticError {
            let message = DiagnosticRenderer.render(error.diagnostics)
            #expect(message.hasPrefix("\(location): error: the endpoints \(endpoints) both name their payload '\(name)'"), "\(message)")
        }
    }

    @Test func anActionHasNoRouteAndAScreenHasOne() throws {
        let home = try plan(manifest: "endpoints:\n  - name: Home\n    method: DELETE\n").endpoints[0]
        #expect(home.route == nil && !home.isScreen)
        #expect(try plan(manifest: "").endpoints[0].route == "shop/home")
    }

    @Test func unclosedPathPlaceholderIsLocated() throws {
        #expect(try failure(manifest: "endpoints:\n  - name: Home\n    path: /home/{id\n") == """
        gen.yml:3:17: error: '{' is never closed in the path
            path: /home/{id
                        ^
        """)
    }

    /// An endpoint's `arrays` wins over the module's; a param a header sends is sent in it
    /// alone; a module header that sends a param goes with the endpoints that take it.
    @Test func queryArraysAndHeaderArgumentsReachThePlan() throws {
        let source = SourceText(path: "gen.yml", text: """
        arrays: comma
        headers: { X-Client: ios, Accept-Language: "{locale}" }
        endpoints:
          - name: Home
            params: { locale: String?, trace: UUID, ids: "[Int]" }
            headers: { X-Trace: "{trace}" }
          - name: Cart
            arrays: repeated
        """)
        let plan = try ModulePlanner.plan(
            moduleName: "Shop",
            samples: [try samples("Home", "{}"), try samples("Cart", "{}")],
            manifest: try ManifestDecoder.decode(source),
            manifestSource: source,
            reservedTypes: []
        )
        let (home, cart) = (plan.endpoints[0], plan.endpoints[1])
        #expect(home.arrays == .comma)
        #expect(cart.arrays == .repeated)
        #expect(home.headers.map { "\($0.name): \($0.parameter?.value ?? $0.value)" } == ["X-Client: ios", "Accept-Language: locale", "X-Trace: trace"])
        #expect(cart.headers.map(\.name) == ["X-Client"])
        #expect(home.arguments.map { "\($0.name) \($0.header ?? "-")" } == ["locale Accept-Language", "trace X-Trace", "ids -"])
    }

    /// A Date param of `dates:` carries its format to the request's arguments, which are the
    /// context's `endpoint.arguments`; the others carry none.
    @Test func dateFormatsReachTheArguments() throws {
        let source = SourceText(path: "gen.yml", text: """
        endpoints:
          - name: Orders
            params: { since: Date, until: Date?, days: "[Date]", q: String? }
            dates: { since: yyyy-MM-dd, days: epochMilliseconds }
        """)
        let plan = try ModulePlanner.plan(
            moduleName: "Shop",
            samples: [try samples("Orders", "{}")],
            manifest: try ManifestDecoder.decode(source),
            manifestSource: source,
            reservedTypes: []
        )
        #expect(plan.endpoints[0].arguments.map { "\($0.name) \($0.dateFormat ?? "-")" } == ["since yyyy-MM-dd", "until -", "days epochMilliseconds", "q -"])
    }

    @Test func aHeaderThatSendsNoParamIsAnError() throws {
        #expect(try failure(manifest: "endpoints:\n  - name: Home\n    params: { locale: String? }\n    headers: { Accept-Language: \"{locle}\" }\n") == """
        gen.yml:4:35: error: header 'Accept-Language' sends '{locle}', which is no param of endpoint Home
            headers: { Accept-Language: "{locle}" }
                                          ^
        note: did you mean '{locale}'?
        """)
        #expect(try failure(manifest: "headers: { Accept-Language: \"{locale}\" }\nendpoints:\n  - name: Home\n    path: /homes/{locale}\n") == """
        gen.yml:1:31: error: header 'Accept-Language' sends '{locale}', which is no param of any endpoint
        headers: { Accept-Language: "{locale}" }
                                      ^
        note: name a param in braces, and add it to the endpoint's params, e.g. locale: String?
        """)
    }
}
