import Diagnostics
import Support
import Testing
@testable import Writer

@Suite struct ApiChangeReportTests {
    @Test func classifiesEveryChange() {
        let old = ModelSignature(properties: [
            "Home.a": "Int", "Home.b": "String", "Home.c": "Int?", "Home.d": "Int", "Gone.x": "Int",
        ])
        let new = ModelSignature(properties: [
            "Home.a": "Int", "Home.b": "String?", "Home.c": "Int", "Home.d": "Double", "Home.e": "Bool", "Home.f": "[Int]?", "Fresh.y": "Int",
        ])
        #expect(ApiChangeReport(from: old, to: new).text == """
        API changes (5 breaking):
          Fresh  (new type)
          Gone  (removed type, breaking)
          Home
            optional  b: String → String?  (breaking)
            required  c: Int? → Int  (breaking: constructing)
            retyped   d: Int → Double  (breaking)
            added     e: Bool  (breaking: constructing)
            added     f: [Int]?
        """)
    }

    @Test func coversEnumCasesEndpointsRequestsRoutesAndRenamedTypes() {
        let old = ModelSignature(
            enums: ["Home.State": ["draft", "sold"]],
            requests: ["Home": ["page: Int", "sort: String?", "query: String?"], "Gone": []],
            routes: ["Home": "jacob/home", "Gone": "jacob/gone"]
        )
        let new = ModelSignature(
            enums: ["Home.State": ["draft", "archived"]],
            requests: ["Home": ["page: Int", "query: String", "region: String", "tag: String?"], "Cart": []],
            routes: ["Home": "jacob/list", "Cart": "jacob/cart"]
        )
        #expect(ApiChangeReport(from: old, to: new, renamedTypes: [("HomeAPI", "Home_api")]).text == """
        API changes (8 breaking):
          Cart  (new endpoint, breaking: exhaustive switches)
          Gone  (removed endpoint, breaking)
          Home request
            required  query: String? → String  (breaking)
            added     region: String  (breaking)
            removed   sort: String?  (breaking)
            added     tag: String?
          Home route
            changed   jacob/home → jacob/list
          Home.State
            new case  archived  (breaking: exhaustive switches)
            removed case sold  (breaking)
          HomeAPI → Home_api  (renamed type, breaking)
        """)
    }

    /// A route's case carries its placeholders, so only a change to them breaks callers; a
    /// route whose literal segments changed opens other URLs, and is reported all the same.
    @Test func aRouteChangeBreaksOnlyWhenItsPlaceholdersChange() {
        let old = ModelSignature(
            requests: ["A": [], "B": [], "C": [], "D": []],
            routes: ["A": "m/a/<id>", "B": "m/b/<id>", "C": "m/c/<id>", "D": "m/d/<id>"]
        )
        let new = ModelSignature(
            requests: ["A": [], "B": [], "C": [], "D": []],
            routes: ["A": "m/list/<string:id>", "B": "m/b/<int:id>", "C": "m/c/<id>/<page>", "D": "m/d/<key>"]
        )
        let kinds = ApiChangeReport(from: old, to: new).changes.map { "\($0.type) \($0.kind.rawValue) \($0.kind.isBreaking)" }
        #expect(kinds == [
            "A route changed false",
            "B route parameters changed true",
            "C route parameters changed true",
            "D route parameters changed true",
        ])
    }

    @Test func aRenamedSupportTypeIsOneBreakingChangeInsteadOfItsProperties() {
        let old = ModelSignature(properties: ["Home.link": "WebURL", "Home.links": "[WebURL]?", "Home.note": "String", "Shop.site": "WebURL"])
        let new = ModelSignature(properties: ["Home.link": "URLText", "Home.links": "[URLText]?", "Home.note": "URLText", "Shop.site": "URLText?"])
        #expect(ApiChangeReport(from: old, to: new).text == """
        API changes (3 breaking):
          Home
            retyped   note: String → URLText  (breaking)
          Shop
            retyped   site: WebURL → URLText?  (breaking)
          WebURL → URLText  (renamed type, breaking)
        """)
    }
}
