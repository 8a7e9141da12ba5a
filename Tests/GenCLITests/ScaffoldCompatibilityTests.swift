import Foundation
import Testing
import TestSupport

/// Reruns after the manifest changes an endpoint's request: optional parameters keep kept
/// scaffold files compiling, and other changes are named before anything is written.
@Suite struct ScaffoldCompatibilityTests {
    let project: TemporaryFolder

    init() throws {
        project = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: Repository.examples + "/Shop/samples", toPath: project.path + "/samples")
        try FileManager.default.copyItem(atPath: Repository.examples + "/Shop/gen.yml", toPath: project.path + "/gen.yml")
        #expect(try project.gen("module", "--json", "samples").status == 0)
    }

    private func editManifest(_ old: String, _ new: String) throws {
        let manifest = try project.read("gen.yml")
        try #require(manifest.contains(old))
        try project.write(manifest.replacingOccurrences(of: old, with: new), to: "gen.yml")
    }

    @Test func theLockRecordsEveryRequestsParameters() throws {
        let lock = try project.read("Shop/.gen.lock")
        #expect(lock.contains("""
        request AddToCart productID: Int, quantity: Int
        request Catalog category: String?, sort: String?, page: Int, pageSize: Int
        request ProductDetail productID: String

        """))
    }

    @Test func anOptionalParameterBreaksNoCaller() throws {
        try editManifest("params: { category: String?, sort: String? }", "params: { category: String?, order: String?, sort: String? }")
        let result = try project.gen("module", "--json", "samples")
        #expect(result.status == 0)
        #expect(result.errorOutput == "")
        #expect(try project.read("Shop/Api/CatalogAPI.swift").contains("public func request(category: String? = nil, order: String? = nil, sort: String? = nil, page: Int, pageSize: Int)"))
    }

    @Test func changesThatBreakCallersAreNamedBeforeWriting() throws {
        try editManifest("params: { category: String?, sort: String? }", "params: { category: String?, region: String }")
        try editManifest("params: { productID: Int, quantity: Int }", "params: { productID: String, quantity: Int }")
        let result = try project.gen("module", "--json", "samples", "--dry-run")
        #expect(result.status == 0)
        #expect(result.errorOutput == """
        gen: warning: the request of AddToCart retypes 'productID' from Int to String, so Shop/Action/AddToCartAction.swift will not compile until updated
        note: gen never rewrites scaffold files; adding optional parameters keeps them compiling
        gen: warning: the request of Catalog gains the required parameter 'region: String'; loses the parameter 'sort: String?', so Shop/ViewModel/CatalogViewModel.swift will not compile until updated
        note: gen never rewrites scaffold files; adding optional parameters keeps them compiling

        """)
    }
}
