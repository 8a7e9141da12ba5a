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
            "Home.a": "Int", "Home.b": "String?", "Home.c": "Int", "Home.d": "Double", "Home.e": "Bool", "Fresh.y": "Int",
        ])
        #expect(ApiChangeReport(from: old, to: new).text == """
        API changes (3 breaking):
          Fresh  (new type)
          Gone  (removed type, breaking)
          Home
            optional  b: String → String?  (breaking)
            required  c: Int? → Int
            retyped   d: Int → Double  (breaking)
            added     e: Bool
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
          Cart  (new endpoint)
          Gone  (removed endpoint, breaking)
          Home request
            required  query: String? → String  (breaking)
            added     region: String  (breaking)
            removed   sort: String?  (breaking)
            added     tag: String?
          Home route
            changed   jacob/home → jacob/list  (breaking)
          Home.State
            new case  archived  (breaking: exhaustive switches)
            removed case sold  (breaking)
          HomeAPI → Home_api  (renamed type, breaking)
        """)
    }
}
