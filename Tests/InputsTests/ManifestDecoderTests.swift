import Diagnostics
@testable import Inputs
import Support
import Testing

@Suite struct ManifestDecoderTests {
    private func decode(_ text: String) throws -> Manifest {
        try ManifestDecoder.decode(SourceText(path: "gen.yml", text: text))
    }

    private func failure(_ text: String) -> String? {
        do {
            _ = try decode(text)
            return nil
        } catch let error as DiagnosticError {
            return DiagnosticRenderer.render(error.diagnostics)
        } catch {
            return "\(error)"
        }
    }

    @Test func decodesModuleAndEndpoints() throws {
        let manifest = try decode("module: Jacob\nendpoints:\n  - name: Product\n    method: post\n    path: /products/{id}\n  - name: Home\n")
        #expect(manifest.module?.value == "Jacob")
        #expect(manifest.endpoints.map(\.name.value) == ["Product", "Home"])
        #expect(manifest.endpoints.map(\.method) == ["POST", "GET"])
        #expect(manifest.endpoints[0].path?.value == "/products/{id}")
        #expect(manifest.endpoints[0].path?.location == SourceLocation(path: "gen.yml", line: 5, column: 11))
    }

    /// A JSON sample passed as the manifest gave an 'unknown key' error for each of its keys;
    /// a key gen.yml nearly has still gets its suggestion.
    @Test func aFileWithNoKeyOfAManifestIsOneProblem() throws {
        let sample = "{\"id\": 1042, \"title\": \"Linen\", \"price\": 49.9}\n"
        #expect(failure(sample) == """
        gen.yml:1:2: error: no key here is a key of gen.yml; this file is not a manifest
        {"id": 1042, "title": "Linen", "price": 49.9}
         ^
        note: --manifest takes the module's gen.yml (keys such as module, samples, endpoints); JSON samples go in the samples folder (--samples)
        """)
        #expect(failure("modul: Jacob\nprice: 2\n")?.contains("gen.yml:1:1: error: unknown key 'modul' in the manifest\nmodul: Jacob\n^\nnote: did you mean 'module'?") == true)
    }

    @Test func decodesTheScreenARowOpens() throws {
        let manifest = try decode("endpoints:\n  - name: Articles\n    opens: ArticleBySlug\n  - name: Tags\n    opens: none\n  - name: Article\n")
        #expect(manifest.endpoints.map(\.opens) == [
            .endpoint(Located("ArticleBySlug", at: SourceLocation(path: "gen.yml", line: 3, column: 12))),
            .nothing,
            .automatic,
        ])
        #expect(failure("endpoints:\n  - name: Articles\n    opens: article page\n")?.hasPrefix("gen.yml:3:12: error: endpoint name 'article page' holds ' ', which is not an ASCII letter, digit or '_'") == true)
    }

    @Test func decodesHeadersOfTheModuleAndOfAnEndpoint() throws {
        let manifest = try decode("headers: { X-Client: ios, X-Version: 2 }\nendpoints:\n  - name: Cart\n    headers: { x-client: cart }\n")
        #expect(manifest.headers == [HTTPHeader(name: "X-Client", value: "ios"), HTTPHeader(name: "X-Version", value: "2")])
        #expect(HTTPHeader.merged(module: manifest.headers, endpoint: manifest.endpoints[0].headers) == [HTTPHeader(name: "X-Version", value: "2"), HTTPHeader(name: "x-client", value: "cart")])
        #expect(failure("headers: { X Client: ios }\n") == """
        gen.yml:1:12: error: 'X Client' is not an HTTP header name
        headers: { X Client: ios }
                   ^
        note: a header name is letters, digits and !#$%&'*+-.^_`|~, such as X-Client
        """)
    }

    @Test func decodesHowQueriesSendArrays() throws {
        let manifest = try decode("arrays: comma\nendpoints:\n  - name: Search\n    arrays: repeated\n  - name: Home\n")
        #expect(manifest.arrays == .comma)
        #expect(manifest.endpoints.map { $0.arrays?.value } == [.repeated, nil])
        #expect(try decode("module: Jacob\n").arrays == .repeated)
        #expect(failure("endpoints:\n  - name: Search\n    arrays: commas\n") == """
        gen.yml:3:13: error: unknown way of sending query arrays 'commas'
            arrays: commas
                    ^
        note: did you mean 'comma'?
        """)
        #expect(failure("arrays: [comma]\n")?.hasPrefix("gen.yml:1:9: error: expected way of sending query arrays to be a string") == true)
        #expect(failure("endpoints:\n  - name: Cart\n    arrays: comma\n    method: POST\n") == """
        gen.yml:3:13: error: endpoint Cart sends its params in a JSON body, where 'arrays: comma' does not apply
            arrays: comma
                    ^
        note: arrays says how a query (GET, DELETE, HEAD) sends an array; remove it here
        """)
    }

    /// `dates:` gives each Date param its format; the others keep ISO 8601.
    @Test func decodesTheFormatsOfDateParams() throws {
        let manifest = try decode("""
        endpoints:
          - name: Orders
            dates: { since: yyyy-MM-dd, days: "yyyy-MM-dd'T'HH:mm:ss", stamp: epochSeconds, at: iso8601 }
            params: { since: Date, days: "[Date]?", stamp: Foundation.Date?, at: Date, until: Date? }
        """)
        #expect(manifest.endpoints[0].params.map(\.dateFormat) == [.day, .dateTime, .epochSeconds, .iso8601, nil])
    }

    @Test func aDateFormatOutsideTheSetIsAnErrorWithTheNearestOne() {
        #expect(failure("endpoints:\n  - name: Orders\n    params: { since: Date }\n    dates: { since: yyyy-mm-dd }\n") == """
        gen.yml:4:21: error: unknown date format 'yyyy-mm-dd'
            dates: { since: yyyy-mm-dd }
                            ^
        note: did you mean 'yyyy-MM-dd'?
        """)
        #expect(failure("endpoints:\n  - name: Orders\n    params: { since: Date }\n    dates: { since: dd.MM.yyyy }\n") == """
        gen.yml:4:21: error: unknown date format 'dd.MM.yyyy'
            dates: { since: dd.MM.yyyy }
                            ^
        note: use one of iso8601, yyyy-MM-dd, yyyy-MM-dd'T'HH:mm:ss, epochSeconds, epochMilliseconds
        """)
    }

    @Test func aDateFormatForNoDateParamIsAnErrorAtItsName() {
        #expect(failure("endpoints:\n  - name: Orders\n    params: { since: Date?, q: String }\n    dates: { sinse: yyyy-MM-dd }\n") == """
        gen.yml:4:14: error: dates names 'sinse', which is no param of endpoint Orders
            dates: { sinse: yyyy-MM-dd }
                     ^
        note: did you mean 'since'?
        """)
        #expect(failure("endpoints:\n  - name: Orders\n    dates: { since: yyyy-MM-dd }\n") == """
        gen.yml:3:14: error: dates names 'since', which is no param of endpoint Orders
            dates: { since: yyyy-MM-dd }
                     ^
        note: add it to the endpoint's params as a Date, e.g. since: Date?
        """)
        #expect(failure("endpoints:\n  - name: Orders\n    params: { q: String }\n    dates: { q: yyyy-MM-dd }\n") == """
        gen.yml:4:14: error: dates gives a date format to param 'q', which is a String, not a Date
            dates: { q: yyyy-MM-dd }
                     ^
        note: give it the type Date (or Date?, [Date]) in params, or remove it from dates
        """)
    }

    /// A value that is a key in braces, as a whole, sends that param; any other is text.
    @Test func aHeaderValueInBracesNamesAParam() throws {
        let manifest = try decode("endpoints:\n  - name: Home\n    headers: { Accept-Language: \"{locale}\", X-Meta: \"{a b}\", X-Raw: \"x{y}\", X-Empty: \"{}\" }\n")
        #expect(manifest.endpoints[0].headers.map(\.parameter) == [Located("locale", at: SourceLocation(path: "gen.yml", line: 3, column: 35)), nil, nil, nil])
        #expect(manifest.endpoints[0].headers.map(\.value) == ["{locale}", "{a b}", "x{y}", "{}"])
    }

    @Test func aTypePinCanNameTheType() throws {
        let manifest = try decode("types:\n  Catalog.products: struct CatalogProduct\n  Product.status: enum Availability\n  Product.createdAt: Date\n")
        #expect(manifest.types.map(\.type) == ["struct", "enum", "Date"])
        #expect(manifest.types.map(\.name) == ["CatalogProduct", "Availability", nil])
        #expect(failure("types:\n  Catalog.products: struct catalog-product\n") == """
        gen.yml:2:28: error: 'catalog-product' is not a type name
          Catalog.products: struct catalog-product
                                   ^
        note: name the type like a Swift type: struct CatalogProduct
        """)
    }

    @Test func decodesTheSamplesFolder() throws {
        let manifest = try decode("module: Jacob\nsamples: api/samples/\n")
        #expect(manifest.samples?.value == "api/samples/")
        #expect(manifest.samples?.location == SourceLocation(path: "gen.yml", line: 2, column: 10))
        #expect(failure("samples: [a, b]\n")?.contains("gen.yml:1:10: error:") == true)
    }

    @Test func decodesThePodspecKeys() throws {
        let manifest = try decode("""
        package:
          authors: { Jane Doe: jane@example.com, Ann: ann@example.com }
          homepage: https://github.com/example/Shop
          source: https://github.com/example/Shop.git
          license: MIT
        """)
        #expect(manifest.package.authors.map(\.name) == ["Jane Doe", "Ann"])
        #expect(manifest.package.authors.map(\.version) == ["jane@example.com", "ann@example.com"])
        #expect(manifest.package.homepage == "https://github.com/example/Shop")
        #expect(manifest.package.source == "https://github.com/example/Shop.git")
        #expect(manifest.package.license == "MIT")
    }

    @Test func rejectsWhatThePodspecCannotQuote() {
        let rendered = failure("package:\n  homepage: it's\n  authors: { O\\Neil: o@example.com }\n") ?? ""
        #expect(rendered.contains("gen.yml:2:13: error: the homepage contains ' or \\, which the podspec cannot quote"))
        #expect(rendered.contains("gen.yml:3:14: error: an author's name contains ' or \\, which the podspec cannot quote"))
    }

    /// Issue 40: dependencies land in the podspec's quotes as the other podspec strings do,
    /// and versions are ASCII digits, as Package.swift and CocoaPods read them.
    @Test func dependenciesAndVersionsCannotLeaveTheirQuotes() {
        let rendered = failure("package:\n  dependencies: { \"Kingfisher', :git => 'x\": \"~> 7.0\", Nuke: \"1.0'\" }\n  version: \"١.2.0\"\n") ?? ""
        #expect(rendered.contains("gen.yml:2:19: error: a dependency name contains ' or \\, which the podspec cannot quote"), "\(rendered)")
        #expect(rendered.contains("gen.yml:2:62: error: the version of Nuke contains ' or \\, which the podspec cannot quote"), "\(rendered)")
        #expect(rendered.contains("gen.yml:3:12: error: '١.2.0' is not a version like 1.2.0"), "\(rendered)")
    }

    @Test func errorSamplesAreReadAtTheTopAndPerEndpoint() throws {
        let manifest = try decode("error: samples/error.json\nendpoints:\n  - name: Cart\n    error: errors/cart\n  - name: Home\n")
        #expect(manifest.error?.value == "samples/error.json")
        #expect(manifest.error?.location.position == SourcePosition(line: 1, column: 8))
        #expect(manifest.endpoints.map { $0.error?.value } == ["errors/cart", nil])
    }

    @Test func emptyManifestIsEmpty() throws {
        #expect(try decode("") == Manifest())
    }

    @Test func reportsEveryMistakeInOnePass() {
        let text = """
        module: jacob-module
        endpoints:
          - name: Home
            method: FETCH
          - name: Home
            path: home
          - method: GET
        extra: 1
        """
        #expect(failure(text) == """
        gen.yml:1:9: error: module name 'jacob-module' holds '-', which is not an ASCII letter, digit or '_'
        module: jacob-module
                ^
        note: use ASCII letters, digits and '_', starting with a letter, e.g. 'Jacob'
        gen.yml:4:13: error: unknown HTTP method 'FETCH'
            method: FETCH
                    ^
        note: use one of GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS
        gen.yml:5:11: error: duplicate endpoint 'Home'; it is already declared at gen.yml:3:11
          - name: Home
                  ^
        gen.yml:6:11: error: the request path 'home' must start with '/'
            path: home
                  ^
        gen.yml:7:5: error: the endpoint has no 'name'
          - method: GET
            ^
        note: add 'name: Home' for the sample home.json
        gen.yml:8:1: error: unknown key 'extra' in the manifest
        extra: 1
        ^
        note: the keys here are module, samples, templates, output, access, naming, layers, envelope, error, headers, auth, arrays, endpoints, types, inference, package, render
        """)
    }

    @Test func wrongValueKindsAreNamed() {
        #expect(failure("endpoints: Home\n") == """
        gen.yml:1:12: error: expected a list of endpoints, found a scalar
        endpoints: Home
                   ^
        """)
        #expect(failure("- a\n") == """
        gen.yml:1:1: error: expected the manifest to be a mapping of keys to values, found a list
        - a
        ^
        """)
        #expect(failure("module: [A]\n") == """
        gen.yml:1:9: error: expected the module name to be a string, found a list
        module: [A]
                ^
        """)
    }

    @Test func aControlCharacterInANameMethodOrPathIsAnError() {
        #expect(failure("endpoints:\n  - name: Home\n    method: \"GET\\nfile owned\"\n    path: \"/home\\u0007\"\n    params: { \"q\\tx\": String }\n") == """
        gen.yml:3:13: error: the HTTP method holds the control character U+000A
            method: "GET\\nfile owned"
                    ^
        note: names, methods and paths are written into generated code and files on one line; remove it
        gen.yml:4:11: error: the request path holds the control character U+0007
            path: "/home\\u0007"
                  ^
        note: names, methods and paths are written into generated code and files on one line; remove it
        gen.yml:5:15: error: a parameter name holds the control character U+0009
            params: { "q\\tx": String }
                      ^
        note: names, methods and paths are written into generated code and files on one line; remove it
        """)
    }
}
