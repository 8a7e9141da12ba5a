import Foundation
import Testing
import TestSupport

/// A param type or type pin one letter from a type gen knows (`Strin`) was written into the
/// generated code as it stood: the module then failed to compile, with the error in a
/// generated file instead of gen.yml.
@Suite struct TypeNameTypoTests {
    private func module(params: String, types: String = "") throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("{\"id\": 1, \"title\": \"a\", \"rate\": 1.5}\n", to: "samples/product.json")
        try folder.write("""
        module: Shop
        endpoints:
          - name: Product
            path: /products
            params: \(params)
        \(types)
        """, to: "gen.yml")
        return folder
    }

    @Test func aNameOneLetterFromAKnownTypeIsAWarningAtItsColumn() throws {
        let folder = try module(params: #"{ q: Strin, ids: "[ Url ]", n: Uint }"#, types: "types:\n  Product.rate: Doubel\n")
        let lint = try folder.gen("lint")
        #expect(lint.status == 0, "a warning does not fail the check")
        #expect(lint.errorOutput.contains("""
        gen.yml:5:18: warning: no type 'Strin' is known to gen
            params: { q: Strin, ids: "[ Url ]", n: Uint }
                         ^
        note: did you mean 'String'? The generated code names 'Strin', which compiles only if the app declares it
        """), "\(lint.errorOutput)")
        #expect(lint.errorOutput.contains("gen.yml:5:33: warning: no type 'Url' is known to gen"), "\(lint.errorOutput)")
        #expect(lint.errorOutput.contains("did you mean 'UInt'?"), "\(lint.errorOutput)")
        #expect(lint.errorOutput.contains("gen.yml:7:17: warning: no type 'Doubel' is known to gen"), "\(lint.errorOutput)")
        #expect(lint.output == "2 files checked, 0 errors, 4 warnings\n", "\(lint.output)")
    }

    /// Library types, the module's own models, member names and names far from any known
    /// type (the app's own) pass without a word.
    @Test func knownTypesModelsAndTheAppsOwnTypesPass() throws {
        let folder = try module(params: #"{ a: String?, b: "[UUID: Int]", c: Product, d: Foundation.Dat, e: Money, f: Swift.Int, g: Decimal }"#)
        let lint = try folder.gen("lint")
        #expect(lint.status == 0)
        #expect(lint.errorOutput == "", "\(lint.errorOutput)")
    }

    @Test func aModelNameMisspelledIsNamed() throws {
        let folder = try module(params: "{ p: Prodcut }")
        let run = try folder.gen("module", "--templates", "async")
        #expect(run.status == 0)
        #expect(run.errorOutput.contains("warning: no type 'Prodcut' is known to gen"), "\(run.errorOutput)")
        #expect(run.errorOutput.contains("did you mean 'Product'?"), "\(run.errorOutput)")
    }
}
